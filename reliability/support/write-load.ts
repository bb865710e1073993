// A write load against a running server, with a log of every write the server acknowledged (a 2xx
// answer read in full), and the check that every acknowledged write is in the database.
//
// Each loop creates orders (cash, card, or paid from a customer's wallet), moves the orders it
// created along the status flow (new → in_process → completed, or cancelled with a reason), and
// credits or debits wallets. A loop advances only its own orders, one call at a time, so the
// status the server last acknowledged for an order is where the order stands at least.
import type { Kysely } from 'kysely';
import type {
  Database,
  MovementTypeValue,
  OrderStatusValue,
  PaymentMethodValue,
} from '../../server/src/db/tables';
import { call, cents, field, type Answer } from './api';

export interface LoadFixtures {
  /** Live locations with their (live) zone. */
  places: { zoneId: number; locationId: number }[];
  /** Wallets of live customers. */
  wallets: { walletId: number; userId: number; customerName: string }[];
}

/** Places and customers' wallets from the seeded database. */
export async function loadFixtures(db: Kysely<Database>): Promise<LoadFixtures> {
  const places = await db
    .selectFrom('locations')
    .innerJoin('zones', 'zones.id', 'locations.zone_id')
    .select(['locations.id as locationId', 'zones.id as zoneId'])
    .where('locations.deleted_at', 'is', null)
    .where('zones.deleted_at', 'is', null)
    .orderBy('locations.id')
    .limit(8)
    .execute();
  const wallets = await db
    .selectFrom('wallets')
    .innerJoin('users', 'users.id', 'wallets.user_id')
    .select(['wallets.id as walletId', 'users.id as userId', 'users.name', 'users.last_name'])
    .where('users.deleted_at', 'is', null)
    .where('users.type_user', '=', 'usuario')
    .orderBy('wallets.id')
    .limit(8)
    .execute();
  if (places.length === 0 || wallets.length === 0)
    throw new Error('the database has no live locations or no customers with a wallet');
  return {
    places,
    wallets: wallets.map((row) => ({
      walletId: row.walletId,
      userId: row.userId,
      customerName: `${row.name} ${row.last_name}`.trim(),
    })),
  };
}

export interface AckedOrder {
  id: number;
  /** The last status the server acknowledged for the order. */
  status: OrderStatusValue;
  paymentMethod: PaymentMethodValue;
  customerId: number | null;
  totalCents: number;
}

export interface AckedMovement {
  id: number;
  walletId: number;
  type: MovementTypeValue;
  amountCents: number;
  balanceAfterCents: number;
}

/** Every acknowledged write, over all the crash cycles of a run. */
export class AckLog {
  readonly orders = new Map<number, AckedOrder>();
  readonly movements = new Map<number, AckedMovement>();
  /** Acknowledged calls: order creations, status changes and movements. */
  writes = 0;
}

/**
 * A small seeded generator (mulberry32): a run's kill delays can be replayed with its seed (the
 * loops' choices also depend on the order the answers arrive in).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** One write: what the server answered, or null when the call failed on the network. */
type Outcome = Answer | null;

export interface WriteClient {
  createOrder(paymentMethod: PaymentMethodValue): Promise<Outcome>;
  changeStatus(orderId: number, status: OrderStatusValue): Promise<Outcome>;
  move(type: MovementTypeValue, amount: number): Promise<Outcome>;
}

/**
 * The writes of one loop (or of a single check), recorded in the log when acknowledged. `send`
 * runs a call; it answers null for a network failure.
 */
function writeClient(options: {
  baseUrl: string;
  token: string;
  fixtures: LoadFixtures;
  log: AckLog;
  random: () => number;
  wallet: LoadFixtures['wallets'][number];
  send: (run: () => Promise<Answer>) => Promise<Outcome>;
}): WriteClient {
  const { baseUrl, token, log, random, wallet, send } = options;
  const post = (path: string, body: unknown) =>
    send(() => call(baseUrl, 'POST', path, { token, body }));
  return {
    async createOrder(paymentMethod) {
      const place = pick(random, options.fixtures.places);
      const answer = await post('/api/orders', {
        customer_id: paymentMethod === 'wallet' || random() < 0.5 ? wallet.userId : null,
        customer_name: wallet.customerName,
        customer_phone: '33 3614 2200',
        address: 'Av. Juárez 120, Centro, Guadalajara',
        zone_id: place.zoneId,
        location_id: place.locationId,
        product: pick(random, ['cylinder_10kg', 'cylinder_20kg', 'cylinder_30kg']),
        quantity: 1 + Math.floor(random() * 3),
        unit_price: pick(random, [45.5, 89.9, 120]),
        payment_method: paymentMethod,
        notes: 'carga de prueba de fiabilidad',
      });
      const body: unknown = answer?.body;
      if (answer?.status === 201 && isObject(body)) {
        const id = Number(body.id);
        log.orders.set(id, {
          id,
          status: body.status as OrderStatusValue,
          paymentMethod: body.payment_method as PaymentMethodValue,
          customerId: body.customer_id === null ? null : Number(body.customer_id),
          totalCents: cents(Number(body.total)),
        });
        log.writes += 1;
      }
      return answer;
    },
    async changeStatus(orderId, status) {
      const answer = await post(`/api/orders/${String(orderId)}/status`, {
        status,
        ...(status === 'cancelled' ? { reason: 'El cliente ya no estaba' } : {}),
      });
      const acked = log.orders.get(orderId);
      if (answer?.status === 200 && acked !== undefined) {
        acked.status = field(answer.body, 'status') as OrderStatusValue;
        log.writes += 1;
      }
      return answer;
    },
    async move(type, amount) {
      const answer = await post('/api/historicals', {
        user_id: wallet.userId,
        wallet_id: wallet.walletId,
        type_movement: type,
        amount,
        message: type === 'credit' ? 'Recarga en sucursal' : 'Cargo de prueba',
      });
      const body: unknown = answer?.body;
      if (answer?.status === 201 && isObject(body)) {
        const id = Number(body.id);
        log.movements.set(id, {
          id,
          walletId: Number(body.wallet_id),
          type: body.type_movement as MovementTypeValue,
          amountCents: cents(Number(body.amount)),
          balanceAfterCents: cents(Number(body.balance_after)),
        });
        log.writes += 1;
      }
      return answer;
    },
  };
}

/** A debit or a wallet payment may be refused for a short balance: 422, not a failure. */
const shortBalance = (answer: Answer): boolean => answer.status === 422;

/** What happened to a load that was halted by a crash. */
export interface LoadReport {
  /** Writes acknowledged during this load. */
  acknowledged: number;
  /**
   * Calls sent and not yet answered when the crash was set off (answers the server had already
   * written may still arrive: those are acknowledged).
   */
  inFlightAtCrash: number;
  /** Calls that failed on the network after the crash (none of them is acknowledged). */
  failedByCrash: number;
  /** Refusals for a short balance (422). */
  refused: number;
  /** Anything else: 5xx, other refusals, network failures before the crash. */
  unexpected: string[];
}

export interface WriteLoad {
  /** Calls `crash` (a SIGKILL) with calls in flight, then waits for every loop to end. */
  halt(crash: () => Promise<void>): Promise<LoadReport>;
}

/** Starts `loops` concurrent loops of writes; they run until `halt`. */
export function startWriteLoad(options: {
  baseUrl: string;
  token: string;
  fixtures: LoadFixtures;
  log: AckLog;
  loops: number;
  random: () => number;
}): WriteLoad {
  const { log, random, fixtures } = options;
  const writesBefore = log.writes;
  let crashing = false;
  let inFlight = 0;
  let failedByCrash = 0;
  let refused = 0;
  const unexpected: string[] = [];

  const send = async (run: () => Promise<Answer>): Promise<Outcome> => {
    inFlight += 1;
    try {
      return await run();
    } catch (error) {
      if (crashing) failedByCrash += 1;
      else unexpected.push(`network failure before the crash: ${String(error)}`);
      return null;
    } finally {
      inFlight -= 1;
    }
  };

  /** False when the loop must end (a network failure: the server is gone). */
  const judge = (what: string, answer: Outcome): boolean => {
    if (answer === null) return false;
    if (answer.status >= 200 && answer.status < 300) return true;
    if (shortBalance(answer) && (what === 'debit' || what === 'wallet order')) refused += 1;
    else unexpected.push(`${what}: ${String(answer.status)} ${answer.text.slice(0, 300)}`);
    return true;
  };

  const loop = async (index: number): Promise<void> => {
    const wallet = fixtures.wallets[index % fixtures.wallets.length];
    if (wallet === undefined) return;
    const client = writeClient({ ...options, wallet, send });
    /** This loop's acknowledged orders that may still move. */
    const open: number[] = [];
    while (!crashing) {
      const roll = random();
      let ok: boolean;
      if (roll < 0.35 || (open.length === 0 && roll < 0.65)) {
        const method = pick(random, ['cash', 'card', 'wallet'] as const);
        const answer = await client.createOrder(method);
        ok = judge(method === 'wallet' ? 'wallet order' : 'order', answer);
        if (answer?.status === 201) open.push(Number(field(answer.body, 'id')));
      } else if (roll < 0.65) {
        const slot = Math.floor(random() * open.length);
        const orderId = open[slot] ?? 0;
        const status = log.orders.get(orderId)?.status;
        const cancel = random() < 0.2;
        const next: OrderStatusValue = cancel
          ? 'cancelled'
          : status === 'new'
            ? 'in_process'
            : 'completed';
        ok = judge('status change', await client.changeStatus(orderId, next));
        const now = log.orders.get(orderId)?.status;
        if (now === 'completed' || now === 'cancelled') open.splice(slot, 1);
      } else if (roll < 0.85) {
        ok = judge('credit', await client.move('credit', pick(random, [50, 120.5, 300])));
      } else {
        ok = judge('debit', await client.move('debit', pick(random, [5, 12.35, 40])));
      }
      if (!ok) return;
    }
  };

  const running = Array.from({ length: options.loops }, (_, index) => loop(index));

  return {
    async halt(crash) {
      crashing = true;
      const inFlightAtCrash = inFlight;
      await crash();
      await Promise.all(running);
      return {
        acknowledged: log.writes - writesBefore,
        inFlightAtCrash,
        failedByCrash,
        refused,
        unexpected,
      };
    },
  };
}

/**
 * One write of each kind (a wallet-paid order, its move to in_process, a credit), recorded in the
 * log; the answers' statuses in that order.
 */
export async function writeOnce(options: {
  baseUrl: string;
  token: string;
  fixtures: LoadFixtures;
  log: AckLog;
}): Promise<number[]> {
  const wallet = options.fixtures.wallets[0];
  if (wallet === undefined) throw new Error('no wallet to write to');
  const client = writeClient({
    ...options,
    wallet,
    random: seededRandom(1),
    send: (run) => run(),
  });
  const credit = await client.move('credit', 500);
  const order = await client.createOrder('wallet');
  const id = Number(field(order?.body, 'id'));
  const moved = await client.changeStatus(id, 'in_process');
  return [credit?.status ?? 0, order?.status ?? 0, moved?.status ?? 0];
}

const reachable: Record<OrderStatusValue, readonly OrderStatusValue[]> = {
  new: ['new', 'in_process', 'completed', 'cancelled'],
  in_process: ['in_process', 'completed', 'cancelled'],
  completed: ['completed'],
  cancelled: ['cancelled'],
};

function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/**
 * What of the acknowledged writes the database lacks, one line per problem (empty: nothing lost):
 * every acknowledged order exists, as it was created and at least at its acknowledged status;
 * a wallet-paid order holds its payment in the ledger (refunded once cancelled); every acknowledged
 * movement exists as acknowledged.
 */
export async function findLostWrites(db: Kysely<Database>, log: AckLog): Promise<string[]> {
  const problems: string[] = [];
  for (const ids of chunks([...log.orders.keys()])) {
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_method', 'customer_id', 'total_cents', 'deleted_at'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ledger = await db
      .selectFrom('historicals')
      .select(['order_id', 'type_movement', 'amount_cents'])
      .where('order_id', 'in', ids)
      .execute();
    for (const id of ids) {
      const acked = log.orders.get(id);
      const row = byId.get(id);
      if (acked === undefined) continue;
      if (row === undefined) {
        problems.push(`order ${String(id)} (acknowledged as ${acked.status}) is missing`);
        continue;
      }
      if (!reachable[acked.status].includes(row.status) || row.deleted_at !== null)
        problems.push(
          `order ${String(id)} was acknowledged as ${acked.status} and is ${row.status}${row.deleted_at === null ? '' : ' (deleted)'}`,
        );
      if (
        row.payment_method !== acked.paymentMethod ||
        row.customer_id !== acked.customerId ||
        row.total_cents !== acked.totalCents
      )
        problems.push(
          `order ${String(id)} differs from its acknowledgement: ${JSON.stringify(row)}`,
        );
      if (acked.paymentMethod !== 'wallet') continue;
      const movements = ledger.filter((movement) => movement.order_id === id);
      const net = movements.reduce(
        (sum, movement) =>
          sum + (movement.type_movement === 'debit' ? 1 : -1) * movement.amount_cents,
        0,
      );
      const due = row.status === 'cancelled' ? 0 : acked.totalCents;
      if (!movements.some((movement) => movement.type_movement === 'debit') || net !== due)
        problems.push(
          `wallet-paid order ${String(id)} (${row.status}) holds ${String(net)} cents in the ledger, not ${String(due)}`,
        );
    }
  }
  for (const ids of chunks([...log.movements.keys()])) {
    const rows = await db
      .selectFrom('historicals')
      .select(['id', 'wallet_id', 'type_movement', 'amount_cents', 'balance_after_cents'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const acked = log.movements.get(id);
      const row = byId.get(id);
      if (acked === undefined) continue;
      if (row === undefined) problems.push(`movement ${String(id)} (${acked.type}) is missing`);
      else if (
        row.wallet_id !== acked.walletId ||
        row.type_movement !== acked.type ||
        row.amount_cents !== acked.amountCents ||
        row.balance_after_cents !== acked.balanceAfterCents
      )
        problems.push(
          `movement ${String(id)} differs from its acknowledgement: ${JSON.stringify(row)}`,
        );
    }
  }
  return problems;
}
