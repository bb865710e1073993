import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';

/** The server's timestamps of the records of these tests. */
export const stamp = '2026-10-01T12:00:00Z';

/** `GET /api/zones/all`: the zones of the selects. */
export const zones = {
  data: [
    { id: 1, name: 'Guadalajara Centro', phone: null, description: null },
    { id: 2, name: 'Zapopan', phone: null, description: null },
  ].map((zone) => ({ ...zone, created_at: stamp, updated_at: stamp, deleted_at: null })),
  current_page: 1,
  per_page: 2,
  total: 2,
  last_page: 1,
};

/** One page holding these rows. */
export const page = <Row>(data: Row[]) => ({
  data,
  current_page: 1,
  per_page: 10,
  total: data.length,
  last_page: 1,
});

/** An employee signed in: reads prices and maximums, writes neither. */
export const employeeSession = signedInState(
  makeLoginResult({
    token: validToken(['employee'], { sub: '5' }),
    user: makeUser({ id: 5, type_user: 'empleado', name: 'Luis', last_name: 'Gómez' }),
  }),
);
