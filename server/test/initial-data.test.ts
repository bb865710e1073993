// Demo accounts (published passwords) only where the contract wants the demo; production gets its
// first administrator from ADMIN_EMAIL / ADMIN_PASSWORD.
import { verifyPassword } from '../src/auth/passwords';
import { ensureAdministrator, initialDataPlan, prepareForStart } from '../src/db/initial-data';
import { demoAccounts } from '../src/db/seed';
import { freshDatabase } from './helper';

describe('initial data plan', () => {
  it('seeds the demo on the embedded default only, unless SEED says otherwise', () => {
    expect(initialDataPlan({}, 'sqlite').demo).toBe(true);
    expect(initialDataPlan({ NODE_ENV: 'production' }, 'sqlite').demo).toBe(false);
    expect(initialDataPlan({}, 'postgres').demo).toBe(false);
    expect(initialDataPlan({ SEED: 'demo' }, 'postgres').demo).toBe(true);
    expect(initialDataPlan({ NODE_ENV: 'production', SEED: 'demo' }, 'sqlite').demo).toBe(true);
    expect(initialDataPlan({ SEED: 'none' }, 'sqlite').demo).toBe(false);
  });

  it('takes the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD when both are set', () => {
    expect(
      initialDataPlan({ ADMIN_EMAIL: 'jefa@gasdelvalle.mx' }, 'postgres').admin,
    ).toBeUndefined();
    expect(
      initialDataPlan(
        { ADMIN_EMAIL: ' jefa@gasdelvalle.mx ', ADMIN_PASSWORD: 'Clave-Larga-1' },
        'postgres',
      ).admin,
    ).toEqual({ email: 'jefa@gasdelvalle.mx', password: 'Clave-Larga-1' });
  });
});

describe('a production start', () => {
  it('has no demo account, only the administrator of the environment, never overwritten', async () => {
    const { handle, dispose } = await freshDatabase();
    try {
      const plan = initialDataPlan(
        {
          NODE_ENV: 'production',
          ADMIN_EMAIL: 'Jefa@GasDelValle.mx',
          ADMIN_PASSWORD: 'Clave-Larga-1',
        },
        handle.dialect,
      );
      const first = await prepareForStart(handle, plan);
      expect(first).toEqual({ seededDemo: false, createdAdmin: true, hasAdmin: true });
      const users = await handle.db
        .selectFrom('users')
        .select(['email', 'type_user', 'password_hash'])
        .execute();
      expect(users.map(({ email, type_user }) => ({ email, type_user }))).toEqual([
        { email: 'jefa@gasdelvalle.mx', type_user: 'administrador' },
      ]);
      for (const account of Object.values(demoAccounts))
        expect(users.some((user) => user.email === account.email)).toBe(false);

      // a restart with another ADMIN_PASSWORD leaves the account as it is
      const again = await prepareForStart(handle, {
        demo: false,
        admin: { email: 'jefa@gasdelvalle.mx', password: 'Otra-Clave-2' },
      });
      expect(again.createdAdmin).toBe(false);
      const hash = users[0]?.password_hash ?? '';
      expect(await verifyPassword(hash, 'Clave-Larga-1')).toBe(true);
      await expect(
        ensureAdministrator(handle.db, { email: 'not-an-email', password: 'Clave-Larga-1' }),
      ).rejects.toThrow(/ADMIN_EMAIL/);
      await expect(
        ensureAdministrator(handle.db, { email: 'otra@gasdelvalle.mx', password: 'corta' }),
      ).rejects.toThrow(/ADMIN_PASSWORD/);
    } finally {
      await dispose();
    }
  });

  it('reports when there is no administrator at all', async () => {
    const { handle, dispose } = await freshDatabase();
    try {
      expect(await prepareForStart(handle, { demo: false, admin: undefined })).toEqual({
        seededDemo: false,
        createdAdmin: false,
        hasAdmin: false,
      });
    } finally {
      await dispose();
    }
  });
});
