import { userSearchText } from '../src/domain/search-texts';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
let adminId: number;
let employeeId: number;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
  const me = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/auth/me', token })).json<{ id: number }>().id;
  [adminId, employeeId, customerId] = await Promise.all([me(admin), me(employee), me(customer)]);
}, 30_000);
afterAll(() => t.close());

interface WalletBody {
  id: number;
  user_id: number;
  amount: number;
  user_add: number | null;
  created_at: string;
  updated_at: string;
}
interface HistoricalBody {
  id: number;
  user_id: number;
  wallet_id: number;
  type_movement: 'credit' | 'debit';
  amount: number;
  balance_after: number;
  message: string;
  user_add: number | null;
  user_add_name: string | null;
  order_id: number | null;
  created_at: string;
}
interface PageBody<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

let counter = 0;
/** A customer straight into the table (no password hashing: these tests are about wallets). */
async function newCustomer(): Promise<number> {
  counter += 1;
  const fields = {
    name: 'Lucía',
    last_name: `Ibáñez ${String(counter)}`,
    email: `lucia.${String(counter)}@example.mx`,
    phone: null,
    number: null,
    username: null,
  };
  const now = new Date().toISOString();
  const row = await t.database.db
    .insertInto('users')
    .values({
      ...fields,
      password_hash: '',
      address: null,
      type_user: 'usuario',
      zone_id: 1,
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const openWallet = (payload: Record<string, unknown>, token = employee) =>
  t.call({ method: 'POST', url: '/api/wallets', token, payload });

const move = (payload: Record<string, unknown>, token = employee) =>
  t.call({ method: 'POST', url: '/api/historicals', token, payload });

const history = (walletId: number, token = admin, page = 1, size = 100) =>
  t.call({
    method: 'GET',
    url: `/api/wallets/${String(walletId)}/historicals/${String(page)}/${String(size)}`,
    token,
  });

async function walletRows(walletId: number) {
  const db = t.database.db;
  const [wallet, movements] = await Promise.all([
    db.selectFrom('wallets').selectAll().where('id', '=', walletId).executeTakeFirstOrThrow(),
    db
      .selectFrom('historicals')
      .selectAll()
      .where('wallet_id', '=', walletId)
      .orderBy('id')
      .execute(),
  ]);
  return { wallet, movements };
}

describe('opening a wallet', () => {
  it('opens with an opening credit recorded in the operator’s name, whatever user_add says', async () => {
    const userId = await newCustomer();
    const opened = await openWallet({ user_id: userId, amount: 150.5, user_add: adminId });
    expect(opened.statusCode).toBe(201);
    const wallet = opened.json<WalletBody>();
    expect(wallet).toEqual({
      id: expect.any(Number) as unknown,
      user_id: userId,
      amount: 150.5,
      user_add: employeeId,
      created_at: expect.any(String) as unknown,
      updated_at: wallet.created_at,
    });
    const movements = await history(wallet.id);
    expect(movements.json<PageBody<HistoricalBody>>().data).toEqual([
      {
        id: expect.any(Number) as unknown,
        user_id: userId,
        wallet_id: wallet.id,
        type_movement: 'credit',
        amount: 150.5,
        balance_after: 150.5,
        message: 'Saldo inicial',
        user_add: employeeId,
        user_add_name: 'Juan Carlos Pérez Hernández',
        order_id: null,
        created_at: wallet.created_at,
      },
    ]);
    const read = await t.call({
      method: 'GET',
      url: `/api/users/${String(userId)}/wallet`,
      token: admin,
    });
    expect(read.json()).toEqual(wallet);
  });

  it('opens empty with amount 0, and only once per user (409 on user_id)', async () => {
    const userId = await newCustomer();
    const opened = await openWallet({ user_id: userId, amount: 0 });
    expect(opened.json<WalletBody>().amount).toBe(0);
    expect((await history(opened.json<WalletBody>().id)).json<PageBody<unknown>>().total).toBe(0);
    const again = await openWallet({ user_id: userId, amount: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().errors).toEqual({
      user_id: ['El usuario ya tiene un monedero.'],
    });
  });

  it('refuses unknown or deleted users, bad amounts and customers', async () => {
    expect((await openWallet({ user_id: 999999, amount: 1 })).statusCode).toBe(404);
    const deletedId = await newCustomer();
    await t.call({ method: 'DELETE', url: `/api/users/${String(deletedId)}`, token: admin });
    const deleted = await openWallet({ user_id: deletedId, amount: 1 });
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json<ErrorBody>().errors).toHaveProperty('user_id');
    const userId = await newCustomer();
    const decimals = await openWallet({ user_id: userId, amount: 10.005 });
    expect(decimals.statusCode).toBe(422);
    expect(decimals.json<ErrorBody>().errors).toEqual({
      amount: ['Indique el importe en pesos con dos decimales como máximo.'],
    });
    for (const amount of [-1, '10', null]) {
      expect((await openWallet({ user_id: userId, amount })).statusCode).toBe(400);
    }
    expect((await openWallet({ user_id: userId, amount: 1 }, customer)).statusCode).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/wallets',
          payload: { user_id: userId, amount: 1 },
        })
      ).statusCode,
    ).toBe(401);
    const nothing = await t.database.db
      .selectFrom('wallets')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(nothing).toEqual([]);
  });
});

describe('movements', () => {
  let userId: number;
  let walletId: number;
  beforeAll(async () => {
    userId = await newCustomer();
    walletId = (await openWallet({ user_id: userId, amount: 0 })).json<WalletBody>().id;
  }, 30_000);

  it('credits and debits exactly, with the balance after each movement', async () => {
    const credit = await move({
      user_id: userId,
      wallet_id: walletId,
      type_movement: 'credit',
      amount: 100.1,
      message: 'Recarga en sucursal',
      user_add: employeeId,
    });
    expect(credit.statusCode).toBe(201);
    expect(credit.json()).toMatchObject({
      type_movement: 'credit',
      amount: 100.1,
      balance_after: 100.1,
      user_add: employeeId,
      user_add_name: 'Juan Carlos Pérez Hernández',
    });
    const debit = await move(
      {
        user_id: userId,
        wallet_id: walletId,
        type_movement: 'debit',
        amount: 0.2,
        message: 'Pago de pedido',
      },
      admin,
    );
    expect(debit.statusCode).toBe(201);
    expect(debit.json()).toMatchObject({
      amount: 0.2,
      balance_after: 99.9,
      user_add: adminId,
      user_add_name: 'Administrador General',
    });
    const { wallet, movements } = await walletRows(walletId);
    expect(wallet.balance_cents).toBe(9990);
    expect(
      movements.map((row) => [row.type_movement, row.amount_cents, row.balance_after_cents]),
    ).toEqual([
      ['credit', 10010, 10010],
      ['debit', 20, 9990],
    ]);
  });

  it('refuses a debit beyond the balance with 422 on amount and leaves no row', async () => {
    const before = await walletRows(walletId);
    const refused = await move({
      user_id: userId,
      wallet_id: walletId,
      type_movement: 'debit',
      amount: 99.91,
      message: 'Demasiado',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'El saldo del monedero no alcanza para este cargo.',
      errors: { amount: ['El saldo del monedero no alcanza para este cargo.'] },
    });
    const english = await move(
      { user_id: userId, wallet_id: walletId, type_movement: 'debit', amount: 500, message: 'x' },
      employee,
    );
    expect(english.statusCode).toBe(422);
    const inEnglish = await t.call({
      method: 'POST',
      url: '/api/historicals',
      token: employee,
      headers: { 'accept-language': 'en-US' },
      payload: {
        user_id: userId,
        wallet_id: walletId,
        type_movement: 'debit',
        amount: 500,
        message: 'x',
      },
    });
    expect(inEnglish.json<ErrorBody>().errors).toEqual({
      amount: ['The wallet balance does not cover this debit.'],
    });
    expect(await walletRows(walletId)).toEqual(before);
    const exact = await move({
      user_id: userId,
      wallet_id: walletId,
      type_movement: 'debit',
      amount: 99.9,
      message: 'Todo el saldo',
    });
    expect(exact.json<HistoricalBody>().balance_after).toBe(0);
    await move({
      user_id: userId,
      wallet_id: walletId,
      type_movement: 'credit',
      amount: 50,
      message: 'Recarga',
    });
  });

  it('refuses bad amounts, a wallet of another user, unknown wallets and customers', async () => {
    const base = { user_id: userId, wallet_id: walletId, type_movement: 'credit', message: 'x' };
    const before = await walletRows(walletId);
    for (const amount of [1.234, 0.001, 10.005]) {
      const response = await move({ ...base, amount });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors).toHaveProperty('amount');
    }
    for (const amount of [0, -5, '5', 10000001]) {
      const response = await move({ ...base, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toHaveProperty('amount');
    }
    expect((await move({ ...base, amount: 1, type_movement: 'refund' })).statusCode).toBe(400);
    expect((await move({ ...base, amount: 1, message: '   ' })).statusCode).toBe(422);
    const otherUser = await newCustomer();
    const mismatch = await move({ ...base, amount: 1, user_id: otherUser });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<ErrorBody>().errors).toEqual({
      wallet_id: ['El monedero no pertenece a este usuario.'],
    });
    expect((await move({ ...base, amount: 1, wallet_id: 999999 })).statusCode).toBe(404);
    expect((await move({ ...base, amount: 1 }, customer)).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/historicals', payload: { ...base, amount: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(await walletRows(walletId)).toEqual(before);
  });

  it('lists the history newest first, paged, with the operator’s name', async () => {
    const all = (await history(walletId)).json<PageBody<HistoricalBody>>();
    expect(all.total).toBe(4);
    expect(all.data.map((row) => [row.type_movement, row.amount, row.balance_after])).toEqual([
      ['credit', 50, 50],
      ['debit', 99.9, 0],
      ['debit', 0.2, 99.9],
      ['credit', 100.1, 100.1],
    ]);
    const second = (await history(walletId, employee, 2, 3)).json<PageBody<HistoricalBody>>();
    expect(second).toMatchObject({ current_page: 2, per_page: 3, total: 4, last_page: 2 });
    expect(second.data.map((row) => row.id)).toEqual([all.data[3]?.id]);
    expect((await history(999999)).statusCode).toBe(404);
    expect((await history(walletId, admin, 0, 10)).statusCode).toBe(400);
    expect((await history(walletId, admin, 1, 101)).statusCode).toBe(400);
  });
});

describe('who reads a wallet', () => {
  let ownWalletId: number;
  let otherUserId: number;
  let otherWalletId: number;
  beforeAll(async () => {
    ownWalletId = (await openWallet({ user_id: customerId, amount: 80 })).json<WalletBody>().id;
    otherUserId = await newCustomer();
    otherWalletId = (await openWallet({ user_id: otherUserId, amount: 20 })).json<WalletBody>().id;
  }, 30_000);

  it('a customer reads their own wallet and history, and nobody else’s', async () => {
    const own = await t.call({
      method: 'GET',
      url: `/api/users/${String(customerId)}/wallet`,
      token: customer,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: ownWalletId, amount: 80 });
    expect((await history(ownWalletId, customer)).statusCode).toBe(200);
    const other = await t.call({
      method: 'GET',
      url: `/api/users/${String(otherUserId)}/wallet`,
      token: customer,
    });
    expect(other.statusCode).toBe(403);
    expect((await history(otherWalletId, customer)).statusCode).toBe(403);
  });

  it('staff read any wallet; a user without one is 404; no token is 401', async () => {
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/users/${String(otherUserId)}/wallet`,
          token: employee,
        })
      ).json(),
    ).toMatchObject({ id: otherWalletId, amount: 20 });
    const withoutWallet = await t.call({
      method: 'GET',
      url: `/api/users/${String(adminId)}/wallet`,
      token: admin,
    });
    expect(withoutWallet.statusCode).toBe(404);
    expect(withoutWallet.json()).toEqual({ message: 'El usuario no tiene monedero.' });
    expect(
      (await t.call({ method: 'GET', url: '/api/users/999999/wallet', token: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/users/${String(customerId)}/wallet` })).statusCode,
    ).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: `/api/wallets/${String(ownWalletId)}/historicals/1/10` }))
        .statusCode,
    ).toBe(401);
  });

  it('the client view carries the wallet', async () => {
    const view = await t.call({
      method: 'GET',
      url: `/api/users/client/${String(customerId)}`,
      token: customer,
    });
    expect(view.json()).toMatchObject({ wallet: { id: ownWalletId, amount: 80 } });
  });
});

describe('concurrency', () => {
  it('50 concurrent credits and debits lose no update: balance = sum of movements = replay', async () => {
    const userId = await newCustomer();
    const walletId = (await openWallet({ user_id: userId, amount: 100 })).json<WalletBody>().id;
    // a mix that drives the balance near zero, so some debits must be refused
    const requests = Array.from({ length: 50 }, (_, index) => {
      const debit = index % 5 !== 0;
      return {
        user_id: userId,
        wallet_id: walletId,
        type_movement: debit ? 'debit' : 'credit',
        amount: debit ? 12.34 + (index % 3) : 25.5,
        message: `Movimiento ${String(index)}`,
      };
    });
    const answers = await Promise.all(
      requests.map((payload, index) => move(payload, index % 2 === 0 ? admin : employee)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 422)).toBe(true);
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    for (const refused of answers.filter((answer) => answer.statusCode === 422))
      expect(refused.json<ErrorBody>().errors).toHaveProperty('amount');

    const { wallet, movements } = await walletRows(walletId);
    expect(movements).toHaveLength(accepted.length + 1);
    let replay = 0;
    for (const movement of movements) {
      replay +=
        movement.type_movement === 'credit' ? movement.amount_cents : -movement.amount_cents;
      expect(replay).toBeGreaterThanOrEqual(0);
      expect(movement.balance_after_cents).toBe(replay);
    }
    const sum = movements.reduce(
      (total, row) => total + (row.type_movement === 'credit' ? 1 : -1) * row.amount_cents,
      0,
    );
    expect(wallet.balance_cents).toBe(sum);
    expect(wallet.balance_cents).toBe(replay);
    const read = await t.call({
      method: 'GET',
      url: `/api/users/${String(userId)}/wallet`,
      token: admin,
    });
    expect(read.json<WalletBody>().amount).toBe(replay / 100);
    const answeredIds = accepted
      .map((answer) => answer.json<HistoricalBody>().id)
      .sort((a, b) => a - b);
    expect(answeredIds).toEqual(movements.slice(1).map((row) => row.id));
  });
});
