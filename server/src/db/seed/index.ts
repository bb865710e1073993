import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { orderSearchText } from '../../domain/search-texts';
import { isoAt } from '../../lib/clock';
import type { Database } from '../tables';
import { zoneSeeds } from './catalog';
import { demoAccounts, insertDemoAccounts } from './demo-accounts';
import { insertOrders } from './orders';
import { insertPeople, type SeededPerson } from './people';
import { insertPrices, insertZonesAndLocations } from './places';
import { insertPolls } from './polls';
import { SeededRandom } from './random';
import { insertDeliveryRoutes } from './routes';
import { insertVehicles } from './vehicles';
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
/** What the demo customer's wallet holds at least after the seed: a few orders' worth. */
const DEMO_CUSTOMER_WALLET_CENTS = 200_000;

/** Moves every order of `fromId` to the demo customer, with her name, phone and search text. */
async function giveOrdersTo(db: Kysely<Database>, fromId: number, toId: number): Promise<void> {
  const { name, last_name, phone } = demoAccounts.customer;
  const customerName = `${name} ${last_name}`;
  const orders = await db
    .selectFrom('orders')
    .leftJoin('users as employees', 'employees.id', 'orders.employee_id')
    .select([
      'orders.id',
      'orders.folio',
      'employees.name as employee_name',
      'employees.last_name as employee_last_name',
    ])
    .where('orders.customer_id', '=', fromId)
    .execute();
  for (const order of orders) {
    await db
      .updateTable('orders')
      .set({
        customer_id: toId,
        customer_name: customerName,
        customer_phone: phone,
        search_text: orderSearchText({
          folio: order.folio,
          customer_name: customerName,
          customer_phone: phone,
          employee_name:
            order.employee_name === null
              ? null
              : `${order.employee_name} ${order.employee_last_name ?? ''}`.trim(),
        }),
      })
      .where('id', '=', order.id)
      .execute();
  }
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

// The bulk demo people sign in with a random password nobody knows; one per process is enough.
let unknownPassword: Promise<string> | undefined;

function unknownPasswordHash(): Promise<string> {
  unknownPassword ??= hashPassword(randomBytes(18).toString('base64url'));
  return unknownPassword;
}

/** Fills an empty, migrated database. Everything happens in one transaction. */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const now = options.now ?? Date.now();
  const random = new SeededRandom(SEED);
  const bulkPasswordHash = options.size === 'demo' ? await unknownPasswordHash() : '';
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
    const prices = await insertPrices(trx, random, zones, admin.id, now, {
      weekly: options.size === 'demo',
    });
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
    // the demo customer has orders of her own too ("My orders"): those of one seeded customer of
    // her zone become hers (the rest of the deterministic data stays as it is)
    const donor = seededCustomers.find((customer) => customer.zone.id === firstZone.id);
    if (donor !== undefined) await giveOrdersTo(trx, donor.id, demoCustomer.id);
    await insertWallets(trx, random, {
      userIds: [demoCustomer.id, ...customerIds.filter((_, index) => index % 5 < 2)],
      operatorIds: [admin.id, ...employees.map((employee) => employee.id)],
      now,
      topUp: { userId: demoCustomer.id, atLeastCents: DEMO_CUSTOMER_WALLET_CENTS },
    });
    await insertPolls(trx, random, { orders, answerCount: 450, now });
    await insertVehicles(trx, zones, now);
    const demoEmployee = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.employee.email)
      .executeTakeFirstOrThrow();
    await insertDeliveryRoutes(trx, {
      now,
      employeeIds: employees.map((employee) => employee.id),
      demoEmployeeId: demoEmployee.id,
    });
  });
}
