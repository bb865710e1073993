// The average price over a range, weighted by the days each price was in force, and the price over
// time (steps and weekly maximums), checked against figures computed by hand.
import type { Static } from '@sinclair/typebox';
import type { AveragePrice, PriceHistory } from '../src/resources/prices/schemas';
import { businessToday } from '../src/lib/business-time';
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

type AverageRow = Static<typeof AveragePrice>;
type History = Static<typeof PriceHistory>;

let zoneA: { id: number; name: string };
let zoneB: { id: number; name: string };
const ids: Record<string, number> = {};

async function newZone(name: string): Promise<{ id: number; name: string }> {
  const response = await t.call({
    method: 'POST',
    url: '/api/zones',
    token: admin,
    payload: { name: `${name} ${Date.now().toString(36)}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; name: string }>();
}

async function setPrice(
  name: string,
  zoneId: number,
  product: string,
  price: number,
  day: string,
): Promise<void> {
  const response = await t.call({
    method: 'POST',
    url: '/api/prices',
    token: admin,
    payload: { zone_id: zoneId, product, price, effective_from: day },
  });
  expect([name, response.statusCode]).toEqual([name, 201]);
  ids[name] = response.json<{ id: number }>().id;
}

const average = async (from: string, to: string, query = '', token = employee) => {
  const response = await t.call({
    method: 'GET',
    url: `/api/prices/average/${from}/${to}${query}`,
    token,
  });
  expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
  return response.json<AverageRow[]>();
};
const ofZone = (rows: AverageRow[], zoneId: number) => rows.filter((row) => row.zone_id === zoneId);

beforeAll(async () => {
  zoneA = await newZone('Promedio A');
  zoneB = await newZone('Promedio B');
  // zone A, 20 kg: 400 from Jan 1st, 430 from Mar 10th, 460 from Mar 20th (deleted below), 450
  // from Apr 1st; 10 kg: 200 from Mar 15th. Zone B: 300 (20 kg) from Mar 25th.
  await setPrice('p1', zoneA.id, 'cylinder_20kg', 400, '2025-01-01');
  await setPrice('p2', zoneA.id, 'cylinder_20kg', 430, '2025-03-10');
  await setPrice('p3', zoneA.id, 'cylinder_20kg', 460, '2025-03-20');
  await setPrice('p4', zoneA.id, 'cylinder_20kg', 450, '2025-04-01');
  await setPrice('small', zoneA.id, 'cylinder_10kg', 200, '2025-03-15');
  await setPrice('b', zoneB.id, 'cylinder_20kg', 300, '2025-03-25');
});

describe('average price over a range', () => {
  it('staff only: anonymous 401, customer 403, employee and admin 200', async () => {
    const url = '/api/prices/average/2025-03-01/2025-03-31';
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url, token: customer })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url, token: admin })).statusCode).toBe(200);
  });

  it('a range with no price in force answers no rows (days before the first price do not count)', async () => {
    expect(ofZone(await average('2024-01-01', '2024-12-31'), zoneA.id)).toEqual([]);
    expect(ofZone(await average('2025-03-01', '2025-03-24'), zoneB.id)).toEqual([]);
  });

  it('splits the days at a price change mid-range, a price set before the range counts from its first day', async () => {
    // March 1st to 31st (31 days): 400 × 9 days (1st to 9th), 430 × 10 (10th to 19th),
    // 460 × 12 (20th to 31st): 13,420 / 31 = 432.903… → 432.90
    const rows = ofZone(await average('2025-03-01', '2025-03-31'), zoneA.id);
    expect(rows).toEqual([
      {
        zone_id: zoneA.id,
        zone_name: zoneA.name,
        product: 'cylinder_10kg',
        average_price: 200,
        days_covered: 17,
        min_price: 200,
        max_price: 200,
        price_at_end: 200,
        orders_count: 0,
        orders_average_price: null,
      },
      {
        zone_id: zoneA.id,
        zone_name: zoneA.name,
        product: 'cylinder_20kg',
        average_price: 432.9,
        days_covered: 31,
        min_price: 400,
        max_price: 460,
        price_at_end: 460,
        orders_count: 0,
        orders_average_price: null,
      },
    ]);
    // a range that starts before the first price: only January 1st to 9th count
    expect(
      ofZone(await average('2024-12-22', '2025-01-09', '?product=cylinder_20kg'), zoneA.id),
    ).toEqual([
      expect.objectContaining({ average_price: 400, days_covered: 9, price_at_end: 400 }),
    ]);
    // Zone B from its first day on: March 25th to 31st, 7 days
    expect(ofZone(await average('2025-03-01', '2025-03-31'), zoneB.id)).toEqual([
      expect.objectContaining({ average_price: 300, days_covered: 7, min_price: 300 }),
    ]);
  });

  it('a deleted price does not count; restoring it brings it back', async () => {
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/prices/${String(ids.p3)}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(200);
    // 400 × 9 + 430 × 22 = 13,060 / 31 = 421.290… → 421.29
    const rows = ofZone(
      await average(
        '2025-03-01',
        '2025-03-31',
        `?zone_id=${String(zoneA.id)}&product=cylinder_20kg`,
      ),
      zoneA.id,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        average_price: 421.29,
        days_covered: 31,
        min_price: 400,
        max_price: 430,
        price_at_end: 430,
      }),
    ]);
    // March 15th to April 10th (27 days): 430 × 17 (15th to 31st), 450 × 10 = 11,810 / 27 =
    // 437.407… → 437.41
    expect(
      ofZone(await average('2025-03-15', '2025-04-10', '?product=cylinder_20kg'), zoneA.id),
    ).toEqual([
      expect.objectContaining({ average_price: 437.41, days_covered: 27, price_at_end: 450 }),
    ]);
    await t.call({ method: 'POST', url: `/api/prices/${String(ids.p3)}/restore`, token: admin });
    expect(
      ofZone(await average('2025-03-01', '2025-03-31', '?product=cylinder_20kg'), zoneA.id),
    ).toEqual([expect.objectContaining({ average_price: 432.9 })]);
  });

  it('filters by zone and product; a one-day range is the price of that day', async () => {
    const onlyB = await average('2025-01-01', '2025-12-31', `?zone_id=${String(zoneB.id)}`);
    expect(onlyB.map((row) => [row.zone_id, row.product])).toEqual([[zoneB.id, 'cylinder_20kg']]);
    const small = await average('2025-01-01', '2025-12-31', '?product=cylinder_10kg');
    expect(small.every((row) => row.product === 'cylinder_10kg')).toBe(true);
    expect(ofZone(await average('2025-03-20', '2025-03-20'), zoneA.id)).toEqual([
      expect.objectContaining({ product: 'cylinder_10kg', average_price: 200, days_covered: 1 }),
      expect.objectContaining({ product: 'cylinder_20kg', average_price: 460, days_covered: 1 }),
    ]);
  });

  it('keeps the average unit price of the completed orders of the range beside it', async () => {
    const today = businessToday(Date.now());
    for (const unitPrice of [440, 445.55]) {
      const created = await t.call({
        method: 'POST',
        url: '/api/orders',
        token: employee,
        payload: {
          customer_name: 'Raúl Medina',
          customer_phone: '33 1111 2222',
          address: 'Calle Morelos 12',
          zone_id: zoneA.id,
          product: 'cylinder_20kg',
          quantity: 2,
          unit_price: unitPrice,
          payment_method: 'cash',
        },
      });
      const id = created.json<{ id: number }>().id;
      for (const status of ['in_process', 'completed']) {
        const moved = await t.call({
          method: 'POST',
          url: `/api/orders/${String(id)}/status`,
          token: employee,
          payload: { status },
        });
        expect(moved.statusCode).toBe(200);
      }
    }
    // (440.00 + 445.55) / 2 = 442.775 → 442.78; the price in force today is 450 (from April 1st)
    expect(ofZone(await average(today, today, '?product=cylinder_20kg'), zoneA.id)).toEqual([
      expect.objectContaining({
        average_price: 450,
        days_covered: 1,
        orders_count: 2,
        orders_average_price: 442.78,
      }),
    ]);
  });

  it('bad or reversed days are a 400 on the field', async () => {
    const reversed = await t.call({
      method: 'GET',
      url: '/api/prices/average/2025-03-31/2025-03-01',
      token: employee,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      message: 'Los datos enviados no son válidos.',
      errors: { to: ['La fecha final no puede ser anterior a la inicial.'] },
    });
    for (const url of [
      '/api/prices/average/2025-02-29/2025-03-01',
      '/api/prices/average/2025-01-01/9999-12-31',
      '/api/prices/history/2025-01-01/2025-1-31',
      '/api/prices/history/2025-03-31/2025-03-01',
      '/api/prices/average/2025-01-01/2025-01-31?zone_id=0',
    ]) {
      const response = await t.call({ method: 'GET', url, token: employee });
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
  });
});

describe('price over time', () => {
  it('answers the steps cut to the range and the weekly maximums of the product', async () => {
    // weeks of Feb 23rd (ends Mar 1st: overlaps), Mar 2nd, and Apr 6th (outside)
    for (const [week, max] of [
      ['2025-02-23', 24],
      ['2025-03-02', 25],
      ['2025-04-06', 26],
    ] as const) {
      const response = await t.call({
        method: 'PUT',
        url: '/api/price-maximums',
        token: admin,
        payload: { zone_id: zoneA.id, product_kind: 'cylinder_kg', week_start: week, max },
      });
      expect(response.statusCode).toBe(200);
    }
    const response = await t.call({
      method: 'GET',
      url: `/api/prices/history/2025-03-01/2025-03-31?zone_id=${String(zoneA.id)}`,
      token: employee,
    });
    expect(response.statusCode).toBe(200);
    const history = response.json<History>();
    expect(history.from).toBe('2025-03-01');
    expect(history.series.map((series) => series.product)).toEqual([
      'cylinder_10kg',
      'cylinder_20kg',
    ]);
    const [small, twenty] = history.series;
    expect(small?.steps).toEqual([
      { from: '2025-03-15', to: '2025-03-31', price: 200, price_id: ids.small },
    ]);
    expect(small?.maximums.map((maximum) => maximum.max_unit_price)).toEqual([240, 250]);
    expect(twenty).toEqual({
      zone_id: zoneA.id,
      zone_name: zoneA.name,
      product: 'cylinder_20kg',
      steps: [
        { from: '2025-03-01', to: '2025-03-09', price: 400, price_id: ids.p1 },
        { from: '2025-03-10', to: '2025-03-19', price: 430, price_id: ids.p2 },
        { from: '2025-03-20', to: '2025-03-31', price: 460, price_id: ids.p3 },
      ],
      maximums: [
        { week_start: '2025-02-23', week_end: '2025-03-01', max: 24, max_unit_price: 480 },
        { week_start: '2025-03-02', week_end: '2025-03-08', max: 25, max_unit_price: 500 },
      ],
    });
    const none = await t.call({
      method: 'GET',
      url: `/api/prices/history/2024-01-01/2024-12-31?zone_id=${String(zoneA.id)}`,
      token: employee,
    });
    expect(none.json()).toEqual({ from: '2024-01-01', to: '2024-12-31', series: [] });
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/prices/history/2025-03-01/2025-03-31',
          token: customer,
        })
      ).statusCode,
    ).toBe(403);
  });
});
