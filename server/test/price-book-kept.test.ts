// The first call of a new range does not read the price book again: the average and the history
// step a range out of the whole book kept under the book's change count
// (resources/prices/kept-steps.ts), read once per count. A write of a price or zone moves the
// count: the next call reads the book once, anew, and its answer shows the write at once (a price
// edited, written straight to the table, deleted by another connection, a zone renamed). Every
// answer is the prices in force read day by day over the zone's live records.
import type { Static } from '@sinclair/typebox';
import type { AveragePrice, PriceHistory } from '../src/resources/prices/schemas';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';
import type { PriceRecord } from '../src/domain/price-average';
import { addDays, dayNumber } from '../src/lib/calendar-days';
import {
  createTestApp,
  secondConnection,
  startOtherApp,
  succeedingWrites,
  type OtherApp,
  type TestApp,
} from './helper';
import { stepsDayByDay } from './price-rule';

/** Counts the statements that read or write the prices table. */
class PriceReads implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    if (/"name":"prices"|\bfrom prices\b/i.test(JSON.stringify(args.node))) this.count += 1;
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs) {
    return Promise.resolve(args.result);
  }
}

let t: TestApp;
let admin: string;
let other: DatabaseHandle;
const reads = new PriceReads();
/** Another process on the same database, whose statements on prices are counted. */
let otherApp: OtherApp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  other = await secondConnection(t.database);
  const handle = await secondConnection(t.database);
  otherApp = await startOtherApp({ ...handle, db: handle.db.withPlugin(reads) }, admin, t.outbox);
});
afterAll(async () => {
  await otherApp.close();
  await other.db.destroy();
  await t.close();
});

/** A write by the administrator, expected to succeed. */
const write = (...args: Parameters<ReturnType<typeof succeedingWrites>>) =>
  succeedingWrites(t, admin)(...args);

type AverageRow = Static<typeof AveragePrice>;
type History = Static<typeof PriceHistory>;

/** What the average and the history of the zone must say, from its live records day by day. */
function expected(records: readonly PriceRecord[], from: string, to: string) {
  const steps = stepsDayByDay(records, from, to);
  const prices = steps.flatMap((step) =>
    Array.from({ length: dayNumber(step.to) - dayNumber(step.from) + 1 }, () => step.price_cents),
  );
  const last = steps[steps.length - 1];
  return {
    average:
      last === undefined
        ? []
        : [
            {
              average_price:
                Math.round(prices.reduce((sum, one) => sum + one, 0) / prices.length) / 100,
              days_covered: prices.length,
              min_price: Math.min(...prices) / 100,
              max_price: Math.max(...prices) / 100,
              price_at_end: last.price_cents / 100,
            },
          ],
    history: steps.map((step) => ({
      from: step.from,
      to: step.to,
      price: step.price_cents / 100,
      price_id: step.price_id,
    })),
  };
}

test('a new range is stepped out of the kept book, read again once after every write', async () => {
  const zone = (
    await write('POST', '/api/zones', { name: `Libro guardado ${Date.now().toString(36)}` })
  ).json<{ id: number; name: string }>();
  const product = 'cylinder_20kg';
  const live = new Map<number, PriceRecord>();
  const addPrice = async (cents: number, day: string) => {
    const answer = await write('POST', '/api/prices', {
      zone_id: zone.id,
      product,
      price: cents / 100,
      effective_from: day,
    });
    const id = answer.json<{ id: number }>().id;
    live.set(id, { id, effective_from: day, price_cents: cents });
    return id;
  };
  const start = '2025-01-06';
  for (let week = 0; week < 20; week += 1)
    await addPrice(40_000 + 100 * week, addDays(start, 7 * week));

  let zoneName = zone.name;
  const ask = async (from: string, to: string) => {
    const query = `?zone_id=${String(zone.id)}&product=${product}`;
    const [average, history] = await Promise.all([
      otherApp.get(`/api/prices/average/${from}/${to}${query}`),
      otherApp.get(`/api/prices/history/${from}/${to}${query}`),
    ]);
    expect([average.statusCode, history.statusCode]).toEqual([200, 200]);
    const want = expected([...live.values()], from, to);
    expect({
      from,
      to,
      average: average
        .json<AverageRow[]>()
        .map(({ zone_name, average_price, days_covered, min_price, max_price, price_at_end }) => ({
          zone_name,
          average_price,
          days_covered,
          min_price,
          max_price,
          price_at_end,
        })),
      history: history.json<History>().series.flatMap((series) => series.steps),
    }).toEqual({
      from,
      to,
      average: want.average.map((row) => ({ zone_name: zoneName, ...row })),
      history: want.history,
    });
  };
  /** Asks each range once; how many statements on prices the asks took. */
  const readsFor = async (ranges: readonly (readonly [number, number])[]) => {
    const before = reads.count;
    for (const [first, length] of ranges)
      await ask(addDays(start, first), addDays(start, first + length));
    return reads.count - before;
  };

  // the first call reads the book; new ranges after it, none of them asked before, do not
  expect(await readsFor([[-10, 40]])).toBeGreaterThan(0);
  expect(
    await readsFor([
      [0, 6],
      [3, 30],
      [-30, 200],
      [50, 0],
      [139, 60],
      [200, 5],
    ]),
  ).toBe(0);

  // every write moves the count: the next new range shows it, the book read once for it
  const edited = [...live.keys()][4] ?? 0;
  await write('PUT', `/api/prices/${String(edited)}`, {
    zone_id: zone.id,
    product,
    price: 555.55,
    effective_from: addDays(start, 28),
  });
  live.set(edited, { id: edited, effective_from: addDays(start, 28), price_cents: 55_555 });
  expect(await readsFor([[20, 30]])).toBe(1);
  expect(
    await readsFor([
      [21, 30],
      [0, 100],
    ]),
  ).toBe(0);

  // straight to the table by another connection: a second record on a day, and one removed
  const straight = await other.db
    .insertInto('prices')
    .values({
      zone_id: zone.id,
      product,
      price_cents: 61_000,
      effective_from: addDays(start, 35),
      user_add: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  live.set(straight.id, {
    id: straight.id,
    effective_from: addDays(start, 35),
    price_cents: 61_000,
  });
  expect(await readsFor([[30, 10]])).toBe(1);
  const removed = [...live.keys()][10] ?? 0;
  await other.db.deleteFrom('prices').where('id', '=', removed).execute();
  live.delete(removed);
  expect(
    await readsFor([
      [60, 20],
      [29, 45],
    ]),
  ).toBe(1);

  await write('DELETE', `/api/prices/${String(straight.id)}`);
  live.delete(straight.id);
  zoneName = `${zone.name} renombrada`;
  await write('PUT', `/api/zones/${String(zone.id)}`, { name: zoneName });
  expect(
    await readsFor([
      [30, 11],
      [-5, 10],
      [0, 300],
    ]),
  ).toBe(1);
});
