// Data of the users screens' tests: sessions, users, a client view, zones (test code only).
import type { ClientView, User } from '@/api/users';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { page } from '@/testing/list-fixtures';

export { page };

const stamp = '2025-01-01T00:00:00Z';

/** Ana López, administrator (id 1), signed in. */
export const adminSession = signedInState();

/** Luis Gómez, employee (id 5), signed in. */
export const employeeSession = signedInState(
  makeLoginResult({
    token: validToken(['employee'], { sub: '5' }),
    user: makeUser({
      id: 5,
      name: 'Luis',
      last_name: 'Gómez',
      email: 'empleado@gaslp.mx',
      username: 'lgomez',
      number: '2000',
      type_user: 'empleado',
    }),
  }),
);

export const customer: User = makeUser({
  id: 7,
  number: null,
  username: null,
  name: 'María',
  last_name: 'Pérez',
  email: 'maria@example.mx',
  phone: '5512345678',
  type_user: 'usuario',
  zone_id: 1,
  zone_name: 'Centro',
});

export function clientView(overrides: Partial<ClientView> = {}): ClientView {
  return {
    user: customer,
    wallet: {
      id: 3,
      user_id: 7,
      amount: 1500.5,
      user_add: 1,
      created_at: stamp,
      updated_at: stamp,
    },
    orders_count: 12,
    completed_orders: 10,
    last_order_at: '2025-06-10T18:30:00Z',
    ...overrides,
  };
}

export const zones = {
  data: [
    { id: 1, name: 'Centro' },
    { id: 2, name: 'Norte' },
  ].map((zone) => ({
    ...zone,
    phone: null,
    description: null,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  })),
  current_page: 1,
  per_page: 100,
  total: 2,
  last_page: 1,
};
