import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../app-context';
import type { ProductValue } from '../../db/tables';
import { ceilingCents, productKindOf } from '../../domain/regulated-maximum';
import { notFound } from '../../domain/errors';
import { businessDaysRange, businessToday } from '../../lib/business-time';
import { weekEndOf } from '../../lib/calendar-days';
import { toPesos } from '../../lib/money';
import { unitPriceInForce } from '../orders/public';
import { liveMaximumsForRange } from './maximums-repository';
import { completedOrdersByZoneProduct } from './completed-orders';
import { priceSeries } from './kept-steps';
import type { AveragePrice, CurrentPrice, PriceHistory } from './schemas';
import { checkRange } from './service';

// What the prices tell: the price an order takes today, the average over a range (weighted by
// days) and the price over time with the weekly regulated maximums.

export async function currentPrice(
  context: AppContext,
  zoneId: number,
  product: ProductValue,
): Promise<Static<typeof CurrentPrice>> {
  const day = businessToday(context.clock());
  const found = await unitPriceInForce(context.db, context.dialect, zoneId, product, day);
  if (found === undefined) throw notFound();
  const zone = await context.db
    .selectFrom('zones')
    .select('name')
    .where('id', '=', zoneId)
    .executeTakeFirst();
  return {
    zone_id: zoneId,
    zone_name: zone?.name ?? null,
    product,
    day,
    price: toPesos(found.cents),
    source: found.source,
    price_id: found.priceId,
    effective_from: found.effectiveFrom,
  };
}

interface RangeQuery {
  zone_id?: number | undefined;
  product?: ProductValue | undefined;
}

export async function averagePrices(
  context: AppContext,
  from: string,
  to: string,
  query: RangeQuery,
): Promise<Static<typeof AveragePrice>[]> {
  checkRange(from, to);
  const [series, orders] = await Promise.all([
    priceSeries(context, { from, to, ...query }),
    completedOrdersByZoneProduct(context.db, businessDaysRange(from, to), query),
  ]);
  const ordersOf = new Map(orders.map((row) => [`${String(row.zone_id)}:${row.product}`, row]));
  const rows: Static<typeof AveragePrice>[] = [];
  for (const { zone_id, zone_name, product, summary } of series) {
    const completed = ordersOf.get(`${String(zone_id)}:${product}`);
    rows.push({
      zone_id,
      zone_name,
      product,
      average_price: toPesos(summary.average_cents),
      days_covered: summary.days_covered,
      min_price: toPesos(summary.min_cents),
      max_price: toPesos(summary.max_cents),
      price_at_end: toPesos(summary.end_cents),
      orders_count: completed?.orders ?? 0,
      orders_average_price:
        completed === undefined || completed.orders === 0
          ? null
          : toPesos(Math.round(completed.unit_price_cents_sum / completed.orders)),
    });
  }
  return rows;
}

export async function priceHistory(
  context: AppContext,
  from: string,
  to: string,
  query: RangeQuery,
): Promise<Static<typeof PriceHistory>> {
  checkRange(from, to);
  const [groups, maximums] = await Promise.all([
    priceSeries(context, { from, to, ...query }),
    liveMaximumsForRange(context.db, { from, to, zone_id: query.zone_id }),
  ]);
  const series: Static<typeof PriceHistory>['series'] = [];
  for (const { steps, ...group } of groups) {
    const kind = productKindOf(group.product);
    series.push({
      zone_id: group.zone_id,
      zone_name: group.zone_name,
      product: group.product,
      steps: steps.map((step) => ({
        from: step.from,
        to: step.to,
        price: toPesos(step.price_cents),
        price_id: step.price_id,
      })),
      maximums: maximums
        .filter((maximum) => maximum.zone_id === group.zone_id && maximum.product_kind === kind)
        .map((maximum) => ({
          week_start: maximum.week_start,
          week_end: weekEndOf(maximum.week_start),
          max: toPesos(maximum.max_cents),
          max_unit_price: toPesos(ceilingCents(group.product, maximum.max_cents)),
        })),
    });
  }
  return { from, to, series };
}
