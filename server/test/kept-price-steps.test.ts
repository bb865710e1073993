// The price steps that the average and the history keep per range (resources/prices/kept-steps.ts)
// never outlive a change of the price book: the stamp they are kept under is a counter that every
// committed write of prices and zones moves, whoever writes (the API, a straight statement,
// another connection: another process), and a rolled-back write does not. Another process's
// answers see a new, edited, deleted or restored price and a renamed zone at once. And the records
// read for a range are the ones the rule needs: random price books written straight to the table
// (several records on a day, deleted ones) against the prices in force read day by day.
import fc from 'fast-check';
import type { DatabaseHandle } from '../src/db/database';
import { priceBookStamp } from '../src/resources/prices/kept-steps';
import { addDays } from '../src/lib/calendar-days';
import {
  createTestApp,
  secondConnection,
  startOtherApp,
  succeedingWrites,
  type OtherApp,
  type TestApp,
} from './helper';
import { stepsDayByDay } from './price-rule';

let t: TestApp;
let admin: string;
let employee: string;
let other: DatabaseHandle;
/** Another process: a second app on the same database (its own connections), listening. */
let otherApp: OtherApp;

beforeAll(async () => {
  t = await createTestApp();
  [admin, employee] = await Promise.all([t.login('admin'), t.login('employee')]);
  other = await secondConnection(t.database);
  otherApp = await startOtherApp(await secondConnection(t.database), employee, t.outbox);
});
afterAll(async () => {
  await otherApp.close();
  await other.db.destroy();
  await t.close();
});

const NOW = '2026-01-01T00:00:00.000Z';

/** A write by the administrator, expected to succeed. */
const write = (...args: Parameters<ReturnType<typeof succeedingWrites>>) =>
  succeedingWrites(t, admin)(...args);

async function newZone(name: string): Promise<{ id: number; name: string }> {
  const answer = await write('POST', '/api/zones', {
    name: `${name} ${Date.now().toString(36)}`,
  });
  return answer.json<{ id: number; name: string }>();
}

/** A price written straight to the table through the other connection, as another program would. */
async function insertStraight(
  zoneId: number,
  product: string,
  cents: number,
  day: string,
  deleted = false,
): Promise<number> {
  const row = await other.db
    .insertInto('prices')
    .values({
      zone_id: zoneId,
      product: product as 'cylinder_20kg',
      price_cents: cents,
      effective_from: day,
      user_add: null,
      created_at: NOW,
      updated_at: NOW,
      deleted_at: deleted ? NOW : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("the price book's stamp", () => {
  it('moves with every committed write of prices and zones, by any connection, and only then', async () => {
    const seen = new Set<string>();
    const stamp = async () => {
      const mine = await priceBookStamp(t.database.db);
      // another connection reads the same committed count
      expect(await priceBookStamp(other.db)).toBe(mine);
      expect(mine).not.toBeNull();
      return mine ?? '';
    };
    seen.add(await stamp());
    const moved = async (what: string, change: () => Promise<unknown>) => {
      await change();
      const now = await stamp();
      expect([what, seen.has(now)]).toEqual([what, false]);
      seen.add(now);
    };
    const stays = async (what: string, change: () => Promise<unknown>) => {
      const before = await stamp();
      await change();
      expect([what, await stamp()]).toEqual([what, before]);
    };

    let zone = { id: 0, name: '' };
    await moved('zone created', async () => {
      zone = await newZone('Sello');
    });
    const body = {
      zone_id: zone.id,
      product: 'cylinder_20kg',
      price: 400,
      effective_from: '2025-03-01',
    };
    let priceId = 0;
    await moved('price created', async () => {
      priceId = (await write('POST', '/api/prices', body)).json<{ id: number }>().id;
    });
    await moved('price edited', () =>
      write('PUT', `/api/prices/${String(priceId)}`, { ...body, price: 410 }),
    );
    await moved('price deleted', () => write('DELETE', `/api/prices/${String(priceId)}`));
    await moved('price restored', () => write('POST', `/api/prices/${String(priceId)}/restore`));
    await moved('zone renamed', () =>
      write('PUT', `/api/zones/${String(zone.id)}`, { name: `${zone.name} 2` }),
    );
    let straight = 0;
    await moved('price inserted by another connection', async () => {
      straight = await insertStraight(zone.id, 'cylinder_10kg', 200, '2025-03-05');
    });
    await moved('price updated by another connection', () =>
      other.db.updateTable('prices').set({ price_cents: 210 }).where('id', '=', straight).execute(),
    );
    await moved('zone updated by another connection', () =>
      other.db
        .updateTable('zones')
        .set({ name: `${zone.name} 3` })
        .where('id', '=', zone.id)
        .execute(),
    );
    await moved('price removed by another connection', () =>
      other.db.deleteFrom('prices').where('id', '=', straight).execute(),
    );
    await stays('a rolled-back write of prices and zones', async () => {
      await expect(
        other.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('prices')
            .set({ price_cents: 999 })
            .where('id', '=', priceId)
            .execute();
          await trx.updateTable('zones').set({ name: 'Nunca' }).where('id', '=', zone.id).execute();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
    });
    await stays('a weekly maximum set (it is no step of a price)', () =>
      write('PUT', '/api/price-maximums', {
        zone_id: zone.id,
        product_kind: 'cylinder_kg',
        week_start: '2025-03-02',
        max: 30,
      }),
    );
    await stays('a read', () => otherApp.get('/api/prices/average/2025-03-01/2025-03-31'));
  });
});

interface AverageRow {
  zone_id: number;
  zone_name: string | null;
  product: string;
  average_price: number;
  days_covered: number;
  price_at_end: number;
}
interface History {
  series: {
    zone_id: number;
    zone_name: string | null;
    product: string;
    steps: { from: string; to: string; price: number; price_id: number }[];
  }[];
}

describe("another process's answers", () => {
  it('see a new, edited, deleted and restored price and a renamed zone at once', async () => {
    const zone = await newZone('Otro proceso');
    const query = `?zone_id=${String(zone.id)}&product=cylinder_20kg`;
    const average = async () => {
      const answer = await otherApp.get(`/api/prices/average/2025-03-01/2025-03-31${query}`);
      expect(answer.statusCode).toBe(200);
      return answer
        .json<AverageRow[]>()
        .map((row) => [row.zone_name, row.average_price, row.price_at_end]);
    };
    const history = async () => {
      const answer = await otherApp.get(`/api/prices/history/2025-03-01/2025-03-31${query}`);
      expect(answer.statusCode).toBe(200);
      return answer
        .json<History>()
        .series.flatMap((series) =>
          series.steps.map((step) => [series.zone_name, step.from, step.to, step.price]),
        );
    };
    const body = {
      zone_id: zone.id,
      product: 'cylinder_20kg',
      price: 400,
      effective_from: '2025-01-01',
    };
    await write('POST', '/api/prices', body);
    // read twice: the second answer is the kept one
    for (let read = 0; read < 2; read += 1) {
      expect(await average()).toEqual([[zone.name, 400, 400]]);
      expect(await history()).toEqual([[zone.name, '2025-03-01', '2025-03-31', 400]]);
    }

    // a new price from March 10th: 400 × 9 + 430 × 22 = 13,060 / 31 = 421.29
    const created = await write('POST', '/api/prices', {
      ...body,
      price: 430,
      effective_from: '2025-03-10',
    });
    const id = created.json<{ id: number }>().id;
    expect(await average()).toEqual([[zone.name, 421.29, 430]]);
    expect(await history()).toEqual([
      [zone.name, '2025-03-01', '2025-03-09', 400],
      [zone.name, '2025-03-10', '2025-03-31', 430],
    ]);

    // edited to 460: 3,600 + 460 × 22 = 13,720 / 31 = 442.58
    await write('PUT', `/api/prices/${String(id)}`, {
      ...body,
      price: 460,
      effective_from: '2025-03-10',
    });
    expect(await average()).toEqual([[zone.name, 442.58, 460]]);

    await write('DELETE', `/api/prices/${String(id)}`);
    expect(await average()).toEqual([[zone.name, 400, 400]]);
    expect(await history()).toEqual([[zone.name, '2025-03-01', '2025-03-31', 400]]);

    await write('POST', `/api/prices/${String(id)}/restore`);
    expect(await average()).toEqual([[zone.name, 442.58, 460]]);

    const renamed = `${zone.name} renombrada`;
    await write('PUT', `/api/zones/${String(zone.id)}`, { name: renamed });
    expect(await average()).toEqual([[renamed, 442.58, 460]]);

    // written straight by another connection: 500 from March 20th, 400 × 9 + 460 × 10 + 500 × 12
    // = 14,200 / 31 = 458.06
    await insertStraight(zone.id, 'cylinder_20kg', 50_000, '2025-03-20');
    expect(await average()).toEqual([[renamed, 458.06, 500]]);
    expect(await history()).toEqual([
      [renamed, '2025-03-01', '2025-03-09', 400],
      [renamed, '2025-03-10', '2025-03-19', 460],
      [renamed, '2025-03-20', '2025-03-31', 500],
    ]);
  });
});

describe('the records read for a range', () => {
  it('give the prices in force day by day, over random books and ranges', async () => {
    const zones = [await newZone('Libro A'), await newZone('Libro B')];
    const products = ['cylinder_20kg', 'stationary_litre'] as const;
    const start = '2025-06-01';
    const record = fc.record({
      zone: fc.constantFrom(...zones.map((zone) => zone.id)),
      product: fc.constantFrom(...products),
      offset: fc.integer({ min: 0, max: 20 }),
      cents: fc.integer({ min: 100, max: 99_999 }),
      deleted: fc.boolean(),
    });
    const range = fc
      .tuple(fc.integer({ min: -3, max: 25 }), fc.integer({ min: 0, max: 20 }))
      .map(([first, length]) => ({
        from: addDays(start, first),
        to: addDays(start, first + length),
      }));
    const zoneIds = zones.map((zone) => zone.id);
    await fc.assert(
      fc.asyncProperty(
        fc.array(record, { minLength: 6, maxLength: 16 }),
        fc.array(range, { minLength: 1, maxLength: 4 }),
        async (drawn, ranges) => {
          await other.db.deleteFrom('prices').where('zone_id', 'in', zoneIds).execute();
          const live: {
            zone: number;
            product: string;
            id: number;
            effective_from: string;
            price_cents: number;
          }[] = [];
          for (const one of drawn) {
            const day = addDays(start, one.offset);
            const id = await insertStraight(one.zone, one.product, one.cents, day, one.deleted);
            if (!one.deleted)
              live.push({
                zone: one.zone,
                product: one.product,
                id,
                effective_from: day,
                price_cents: one.cents,
              });
          }
          for (const { from, to } of ranges) {
            const expected = zones.flatMap((zone) =>
              products.flatMap((product) => {
                const steps = stepsDayByDay(
                  live.filter((one) => one.zone === zone.id && one.product === product),
                  from,
                  to,
                );
                return steps.length === 0
                  ? []
                  : [
                      {
                        zone_id: zone.id,
                        product,
                        steps: steps.map((step) => ({
                          from: step.from,
                          to: step.to,
                          price: step.price_cents / 100,
                          price_id: step.price_id,
                        })),
                      },
                    ];
              }),
            );
            for (const filter of [
              '',
              `?zone_id=${String(zoneIds[1])}`,
              '?product=stationary_litre',
            ]) {
              const answer = await otherApp.get(`/api/prices/history/${from}/${to}${filter}`);
              expect(answer.statusCode).toBe(200);
              const mine = answer
                .json<History>()
                .series.filter((series) => zoneIds.includes(series.zone_id))
                .map(({ zone_id, product, steps }) => ({ zone_id, product, steps }));
              const wanted = expected.filter(
                (series) =>
                  (filter !== `?zone_id=${String(zoneIds[1])}` || series.zone_id === zoneIds[1]) &&
                  (filter !== '?product=stationary_litre' || series.product === 'stationary_litre'),
              );
              expect([from, to, filter, mine]).toEqual([from, to, filter, wanted]);
            }
          }
        },
      ),
      { numRuns: 25, seed: 20261128 },
    );
  });
});
