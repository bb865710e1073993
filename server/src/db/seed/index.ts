import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { isoAt } from '../../lib/clock';
import type { Database } from '../tables';
import { zoneSeeds } from './catalog';
import { demoAccounts, insertDemoAccounts } from './demo-accounts';
import { insertOrders } from './orders';
import { insertPeople, type SeededPerson } from './people';
import { insertPrices, insertZonesAndLocations } from './places';
import { insertPolls } from './polls';
import { SeededRandom } from './random';
import { insertWallets } from './wallets';

export { demoAccounts } from './demo-accounts';

export type SeedSize = 'demo' | 'minimal';

export interface SeedOptions {
  /** demo: the full demo data set; minimal: demo accounts, two zones and their prices (tests). */
  size: SeedSize;
  /** The moment the data is anchored to (defaults to now); the content is deterministic. */
  now?: number;
}

const SEED = 20261122;

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Fills an empty, migrated database. Everything happens in one transaction. */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const now = options.now ?? Date.now();
  const random = new SeededRandom(SEED);
  const bulkPasswordHash =
    options.size === 'demo' ? await hashPassword(randomBytes(18).toString('base64url')) : '';
  await db.transaction().execute(async (trx) => {
    const zoneCount = options.size === 'demo' ? zoneSeeds.length : 2;
    const zones = await insertZonesAndLocations(trx, random, zoneSeeds.slice(0, zoneCount), now);
    const firstZone = zones[0];
    if (firstZone === undefined) throw new Error('the seed needs zones');
    await insertDemoAccounts(trx, firstZone.id, isoAt(now - 400 * 86_400_000));
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.admin.email)
      .executeTakeFirstOrThrow();
    const prices = await insertPrices(trx, random, zones, admin.id, now);
    if (options.size === 'minimal') return;

    const employees = await insertPeople(trx, random, {
      count: 20,
      typeUser: 'empleado',
      zones,
      passwordHash: bulkPasswordHash,
      firstNumber: 2001,
      now,
    });
    const seededCustomers = await insertPeople(trx, random, {
      count: 240,
      typeUser: 'usuario',
      zones,
      passwordHash: bulkPasswordHash,
      firstNumber: null,
      now,
    });
    const employeesByZone = new Map<number, SeededPerson[]>();
    for (const employee of employees) {
      const list = employeesByZone.get(employee.zone.id) ?? [];
      list.push(employee);
      employeesByZone.set(employee.zone.id, list);
    }
    const orders = await insertOrders(trx, random, {
      count: 5200,
      customers: seededCustomers,
      employeesByZone,
      zones,
      prices,
      adminId: admin.id,
      now,
    });
    const customerIds = seededCustomers.map((customer) => customer.id);
    const demoCustomer = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.customer.email)
      .executeTakeFirstOrThrow();
    await insertWallets(trx, random, {
      userIds: [demoCustomer.id, ...customerIds.filter((_, index) => index % 5 < 2)],
      operatorIds: [admin.id, ...employees.map((employee) => employee.id)],
      now,
    });
    await insertPolls(trx, random, { orders, answerCount: 450, now });
  });
}
