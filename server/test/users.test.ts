import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
});
afterAll(() => t.close());

interface UserBody {
  id: number;
  name: string;
  email: string;
  type_user: string;
  deleted_at: string | null;
  updated_at: string;
  [key: string]: unknown;
}
interface PageBody {
  data: UserBody[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'José',
  last_name: 'Álvarez Núñez',
  email: `jose.${Math.random().toString(36).slice(2)}@example.mx`,
  password: 'Secreto123!',
  phone: '33 1234 5678',
  zone_id: 1,
  ...overrides,
});

async function create(
  overrides: Record<string, unknown> = {},
  token = employee,
): Promise<UserBody> {
  const response = await t.call({
    method: 'POST',
    url: '/api/users',
    token,
    payload: newUser(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json<UserBody>();
}

describe('users CRUD', () => {
  it('staff create usuarios; duplicates are 409 with the field', async () => {
    const user = await create({ number: 5551 });
    expect(user).toMatchObject({
      type_user: 'usuario',
      number: '5551',
      zone_name: 'Guadalajara Centro',
      has_profile_picture: false,
    });
    expect(user).not.toHaveProperty('password_hash');
    const duplicate = await t.call({
      method: 'POST',
      url: '/api/users',
      token: employee,
      payload: newUser({ email: user.email.toUpperCase(), number: '5551' }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(Object.keys(duplicate.json<{ errors: object }>().errors).sort()).toEqual([
      'email',
      'number',
    ]);
  });

  it('refuses another type than usuario on create and an unknown zone', async () => {
    const typed = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: newUser({ type_user: 'administrador' }),
    });
    expect(typed.statusCode).toBe(400);
    const zone = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: newUser({ zone_id: 999 }),
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json<{ errors: object }>().errors).toHaveProperty('zone_id');
  });

  it('customers cannot create, list or see others', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/api/users', token: customer, payload: newUser() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/users/paginated/1/10', token: customer }))
        .statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/users/1', token: customer })).statusCode).toBe(
      403,
    );
    expect((await t.call({ method: 'GET', url: '/api/users/3', token: customer })).statusCode).toBe(
      200,
    );
    expect(
      (await t.call({ method: 'GET', url: '/api/users/client/3', token: customer })).json(),
    ).toMatchObject({
      user: { id: 3 },
      wallet: null,
      orders_count: 0,
    });
  });

  it('updates with the permission rules', async () => {
    const user = await create();
    const body = {
      name: 'Josefina',
      last_name: 'Ruiz',
      email: user.email,
      type_user: 'usuario',
      phone: null,
    };
    const updated = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: employee,
      payload: body,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Josefina', phone: null, zone_id: 1 });
    const promote = { ...body, type_user: 'empleado' };
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/users/${user.id}`,
          token: employee,
          payload: promote,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/users/${user.id}`,
          token: admin,
          payload: promote,
        })
      ).statusCode,
    ).toBe(200);
    const staffEdit = { ...promote, name: 'Otra' };
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/users/${user.id}`,
          token: employee,
          payload: staffEdit,
        })
      ).statusCode,
    ).toBe(403);
    const self = {
      name: 'María José',
      last_name: 'Gómez Álvarez',
      email: 'cliente@gaslp.mx',
      type_user: 'usuario',
      phone: '3312345678',
    };
    expect(
      (await t.call({ method: 'PUT', url: '/api/users/3', token: customer, payload: self }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/users/3',
          token: customer,
          payload: { ...self, number: '1234' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/users/3',
          token: customer,
          payload: { ...self, type_user: 'administrador' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'PUT', url: '/api/users/1', token: customer, payload: self }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'PUT', url: '/api/users/9999', token: admin, payload: self }))
        .statusCode,
    ).toBe(404);
    const taken = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: admin,
      payload: { ...promote, email: 'admin@gaslp.mx' },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('soft-deletes and restores unchanged; a deleted user cannot sign in', async () => {
    const user = await create();
    expect(
      (await t.call({ method: 'DELETE', url: `/api/users/${user.id}`, token: customer }))
        .statusCode,
    ).toBe(403);
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      token: employee,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<UserBody>().deleted_at).toEqual(expect.any(String));
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Secreto123!' },
    });
    expect(login.statusCode).toBe(401);
    const active = await t.call({ method: 'GET', url: '/api/users/all', token: admin });
    expect(active.json<PageBody>().data.map((row) => row.id)).not.toContain(user.id);
    const trashed = await t.call({
      method: 'GET',
      url: '/api/users/paginated/1/100?trashed=only',
      token: admin,
    });
    expect(trashed.json<PageBody>().data.map((row) => row.id)).toContain(user.id);
    const restored = await t.call({
      method: 'GET',
      url: `/api/users/${user.id}/restore`,
      token: employee,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ ...user, deleted_at: null });
    const again = await t.call({
      method: 'GET',
      url: `/api/users/${user.id}/restore`,
      token: employee,
    });
    expect(again.json()).toEqual({ ...user, deleted_at: null });
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'Secreto123!' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a deleted user loses their tokens; nobody deletes themself; employees do not delete staff', async () => {
    const user = await create({ password: 'Secreto123!' });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Secreto123!' },
    });
    const token = login.json<{ token: string }>().token;
    await t.call({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin });
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: '/api/users/1', token: admin })).statusCode).toBe(
      422,
    );
    expect(
      (await t.call({ method: 'DELETE', url: '/api/users/1', token: employee })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'DELETE', url: '/api/users/9999', token: admin })).statusCode,
    ).toBe(404);
  });
});

describe('users round trip and uniqueness', () => {
  it('creates, reads, updates, deletes and restores one user, unchanged by the restore', async () => {
    const created = await create({ number: '7001', phone: '33 2000 1000' }, admin);
    const read = await t.call({
      method: 'GET',
      url: `/api/users/${String(created.id)}`,
      token: admin,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    const changes = {
      number: '7002',
      name: 'Guadalupe',
      last_name: 'Cárdenas Ortiz',
      email: created.email,
      phone: '33 2000 1001',
      address: 'Av. Vallarta 3000, Zapopan',
      type_user: 'usuario',
      zone_id: 2,
    };
    const updated = await t.call({
      method: 'PUT',
      url: `/api/users/${String(created.id)}`,
      token: admin,
      payload: changes,
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json<UserBody>();
    expect(after).toMatchObject({ ...changes, id: created.id, zone_name: 'Zapopan' });
    expect(
      (
        await t.call({ method: 'GET', url: `/api/users/${String(created.id)}`, token: admin })
      ).json(),
    ).toEqual(after);
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/users/${String(created.id)}`,
      token: admin,
    });
    expect(deleted.json()).toEqual({ ...after, deleted_at: expect.any(String) as unknown });
    const restored = await t.call({
      method: 'GET',
      url: `/api/users/${String(created.id)}/restore`,
      token: admin,
    });
    expect(restored.json()).toEqual(after);
    const search = async (text: string) =>
      (
        await t.call({
          method: 'GET',
          url: `/api/users/paginated/1/10/${encodeURIComponent(text)}`,
          token: admin,
        })
      )
        .json<PageBody>()
        .data.map((row) => row.id);
    expect(await search('7002')).toEqual([created.id]);
    expect(await search('GUADALUPE cardenas')).toEqual([created.id]);
    expect(await search('3320001001')).toEqual([created.id]);
    expect(await search('3320001000')).toEqual([]);
    expect(await search('7001')).toEqual([]);
  });

  it('answers 409 with the field for a duplicate e-mail or employee number, on create and update', async () => {
    const first = await create({ number: '7100', email: 'unico.correo@example.mx' });
    const sameEmail = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: newUser({ email: 'Unico.Correo@Example.mx' }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      message: 'El registro ya existe.',
      errors: { email: ['Ya está registrado.'] },
    });
    const sameNumber = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: newUser({ number: 7100 }),
    });
    expect(sameNumber.statusCode).toBe(409);
    expect(sameNumber.json()).toEqual({
      message: 'El registro ya existe.',
      errors: { number: ['Ya está registrado.'] },
    });
    const second = await create({ number: '7101' });
    const update = (payload: Record<string, unknown>) =>
      t.call({
        method: 'PUT',
        url: `/api/users/${String(second.id)}`,
        token: admin,
        headers: { 'accept-language': 'en' },
        payload: {
          name: 'Otro',
          last_name: 'Usuario',
          email: second.email,
          type_user: 'usuario',
          ...payload,
        },
      });
    const numberTaken = await update({ number: '7100' });
    expect(numberTaken.statusCode).toBe(409);
    expect(numberTaken.json()).toEqual({
      message: 'The record already exists.',
      errors: { number: ['Has already been taken.'] },
    });
    const emailTaken = await update({ email: first.email });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json<{ errors: object }>().errors).toEqual({
      email: ['Has already been taken.'],
    });
    expect((await update({ number: '7101' })).statusCode).toBe(200);
  });
});

describe('lists', () => {
  it('answers the Laravel envelope with bounds', async () => {
    const page = await t.call({ method: 'GET', url: '/api/users/paginated/1/2', token: admin });
    expect(page.statusCode).toBe(200);
    const body = page.json<PageBody>();
    expect(body).toMatchObject({ current_page: 1, per_page: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.last_page).toBe(Math.ceil(body.total / 2));
    const beyond = await t.call({ method: 'GET', url: '/api/users/paginated/999/2', token: admin });
    expect(beyond.json()).toMatchObject({ data: [], current_page: 999, total: body.total });
    const empty = await t.call({
      method: 'GET',
      url: '/api/users/paginated/1/10/zzzzzz',
      token: admin,
    });
    expect(empty.json()).toEqual({
      data: [],
      current_page: 1,
      per_page: 10,
      total: 0,
      last_page: 1,
    });
    for (const url of [
      '/api/users/paginated/0/10',
      '/api/users/paginated/1/0',
      '/api/users/paginated/1/101',
      '/api/users/paginated/x/10',
    ]) {
      expect((await t.call({ method: 'GET', url, token: admin })).statusCode).toBe(400);
    }
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/users/paginated/1/10?sort=password_hash',
          token: admin,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('searches case- and accent-insensitively, with wildcards taken literally', async () => {
    await create({ name: 'Ramón', last_name: 'Núñez Peña', email: 'ramon.test@example.mx' });
    for (const needle of ['ramon', 'RAMÓN', 'nunez%20pena', encodeURIComponent('Núñez')]) {
      const response = await t.call({
        method: 'GET',
        url: `/api/users/paginated/1/10/${needle}`,
        token: admin,
      });
      expect(response.json<PageBody>().data.map((row) => row.email)).toContain(
        'ramon.test@example.mx',
      );
    }
    const jose = await t.call({
      method: 'GET',
      url: '/api/users/paginated/1/50/jose',
      token: admin,
    });
    expect(jose.json<PageBody>().data.some((row) => row.name === 'José')).toBe(true);
    const wildcard = await t.call({
      method: 'GET',
      url: '/api/users/paginated/1/10/%25',
      token: admin,
    });
    expect(wildcard.json<PageBody>().total).toBe(0);
  });

  it('lists by type and everything on one page', async () => {
    const staff = await t.call({ method: 'GET', url: '/api/users/all/empleado', token: employee });
    expect(staff.json<PageBody>().data.every((row) => row.type_user === 'empleado')).toBe(true);
    expect(
      (await t.call({ method: 'GET', url: '/api/users/all/otro', token: employee })).statusCode,
    ).toBe(400);
    const all = await t.call({ method: 'GET', url: '/api/users/all', token: employee });
    const body = all.json<PageBody>();
    expect(body).toMatchObject({ current_page: 1, last_page: 1, total: body.data.length });
    const sorted = await t.call({
      method: 'GET',
      url: '/api/users/paginated/1/100?sort=email&order=desc&type_user=usuario',
      token: admin,
    });
    const emails = sorted.json<PageBody>().data.map((row) => row.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });
});

describe('change password', () => {
  it('changes the own password with the current one and answers a fresh token', async () => {
    const user = await create({ password: 'Inicial123!' });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Inicial123!' },
    });
    const token = login.json<{ token: string }>().token;
    const wrong = await t.call({
      method: 'POST',
      url: '/api/users/changePassword',
      token,
      payload: { username: user.email, password: 'Incorrecta1!', new_password: 'Cambiada123!' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: object }>().errors).toHaveProperty('password');
    const other = await t.call({
      method: 'POST',
      url: '/api/users/changePassword',
      token,
      payload: { username: 'admin', password: 'Inicial123!', new_password: 'Cambiada123!' },
    });
    expect(other.statusCode).toBe(403);
    const changed = await t.call({
      method: 'POST',
      url: '/api/users/changePassword',
      token,
      payload: {
        username: user.email,
        password: 'Inicial123!',
        new_password: 'Cambiada123!',
        new_password_confirmation: 'Cambiada123!',
      },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = String(changed.headers.authorization).replace('Bearer ', '');
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: fresh })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'Cambiada123!' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets an admin change anyone’s password, by username', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/users/changePassword',
      token: admin,
      payload: { username: 'cliente', password: 'Admin123!', new_password: 'Cliente456!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toBeUndefined();
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'cliente@gaslp.mx', password: 'Cliente456!' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
