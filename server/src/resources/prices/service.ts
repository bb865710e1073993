import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { auditedChange, auditedCreate } from '../../audit/record';
import type {
  AveragePrice,
  CurrentPrice,
  PriceBody,
  PriceHistory,
  PriceMaximumBody,
} from './schemas';
import { classifyDatabaseError } from '../../db/constraint-errors';
import type { Database, ProductValue } from '../../db/tables';
import { stepsInRange, summarise } from '../../domain/price-average';
import {
  ALL_PRODUCTS,
  ceilingCents,
  isAboveMaximum,
  productKindOf,
} from '../../domain/regulated-maximum';
import {
  DomainError,
  conflict,
  notFound,
  unprocessable,
  type FieldErrors,
} from '../../domain/errors';
import { businessDaysRange } from '../../lib/business-time';
import { isSunday, weekEndOf, weekStartOf } from '../../lib/calendar-days';
import { isoAt } from '../../lib/clock';
import { exactCents, toPesos } from '../../lib/money';
import { normaliseSearch } from '../../lib/search-text';
import { businessToday, unitPriceInForce } from '../orders/price-in-force';
import {
  findMaximumRow,
  getMaximumView,
  insertMaximum,
  liveMaximum,
  liveMaximumsForRange,
  updateMaximumRow,
  type PriceMaximumView,
} from './maximums-repository';
import {
  completedOrdersByZoneProduct,
  findPriceRow,
  getPriceView,
  insertPrice,
  priceRecordsForRange,
  sameDayPriceExists,
  updatePriceRow,
  type PriceView,
} from './repository';

// Prices of a product in a zone from a day on, and the weekly regulated maximums they must stay
// within. Deletes are soft; restore clears deleted_at and nothing else. The price an order takes
// is decided in repositories/orders-prices (one rule for orders and for `current`). Every write is
// on the audit trail (a delete or restore that changes nothing is no write).

type Body = Static<typeof PriceBody>;

/** from/to are inclusive days; a range that ends before it starts is a 400 on `to`. */
export function checkRange(from: string | undefined, to: string | undefined): void {
  if (from !== undefined && to !== undefined && to < from)
    throw new DomainError(400, 'validationFailed', { to: ['dateRangeReversed'] });
}

async function checkActiveZone(db: Kysely<Database>, zoneId: number, errors: FieldErrors) {
  const zone = await db
    .selectFrom('zones')
    .select('deleted_at')
    .where('id', '=', zoneId)
    .executeTakeFirst();
  if (zone === undefined) errors.zone_id = ['unknownReference'];
  else if (zone.deleted_at !== null) errors.zone_id = ['zoneDeleted'];
}

/** 422 on price when it is above the maximum in force for its zone, product and day. */
async function assertWithinMaximum(
  db: Kysely<Database>,
  price: { zone_id: number; product: ProductValue; price_cents: number; effective_from: string },
): Promise<void> {
  const maximum = await liveMaximum(
    db,
    price.zone_id,
    productKindOf(price.product),
    weekStartOf(price.effective_from),
  );
  if (isAboveMaximum(price.product, price.price_cents, maximum?.max_cents))
    throw unprocessable({ price: ['priceAboveMaximum'] }, 'priceAboveMaximum');
}

async function assertDayFree(
  db: Kysely<Database>,
  price: { zone_id: number; product: ProductValue; effective_from: string },
  exceptId?: number,
): Promise<void> {
  if (await sameDayPriceExists(db, price.zone_id, price.product, price.effective_from, exceptId))
    throw new DomainError(409, 'priceDayTaken', { effective_from: ['priceDayTaken'] });
}

/** The checked fields of a price body; `checkZone` false when an edit keeps its zone. */
async function resolvePrice(db: Kysely<Database>, body: Body, checkZone: boolean) {
  const errors: FieldErrors = {};
  if (checkZone) await checkActiveZone(db, body.zone_id, errors);
  const cents = exactCents(body.price);
  if (cents === null) errors.price = ['tooManyDecimals'];
  if (Object.keys(errors).length > 0 || cents === null)
    throw unprocessable(errors, 'validationFailed');
  const fields = {
    zone_id: body.zone_id,
    product: body.product,
    price_cents: cents,
    effective_from: body.effective_from,
  };
  await assertWithinMaximum(db, fields);
  return fields;
}

export async function getPrice(context: AppContext, id: number): Promise<PriceView> {
  if ((await findPriceRow(context.db, id)) === undefined) throw notFound();
  return getPriceView(context.db, id);
}

export async function createPrice(
  context: AppContext,
  actorId: number,
  origin: AuditOrigin,
  body: Body,
): Promise<PriceView> {
  const fields = await resolvePrice(context.db, body, true);
  await assertDayFree(context.db, fields);
  const now = isoAt(context.clock());
  const id = await auditedCreate(context.db, origin, {
    entity: 'price',
    at: now,
    insert: (trx) =>
      insertPrice(trx, {
        ...fields,
        user_add: actorId,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }),
    read: findPriceRow,
  });
  return getPriceView(context.db, id);
}

export async function updatePrice(
  context: AppContext,
  actorId: number,
  origin: AuditOrigin,
  id: number,
  body: Body,
): Promise<PriceView> {
  const row = await findPriceRow(context.db, id);
  if (row === undefined) throw notFound();
  const fields = await resolvePrice(context.db, body, body.zone_id !== row.zone_id);
  if (row.deleted_at === null) await assertDayFree(context.db, fields, id);
  const at = isoAt(context.clock());
  await auditedChange(context.db, origin, {
    action: 'update',
    entity: 'price',
    id,
    at,
    write: (trx) => updatePriceRow(trx, id, { ...fields, user_add: actorId, updated_at: at }),
    read: findPriceRow,
  });
  return getPriceView(context.db, id);
}

export async function deletePrice(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
): Promise<PriceView> {
  const row = await findPriceRow(context.db, id);
  if (row === undefined) throw notFound();
  if (row.deleted_at === null) {
    const at = isoAt(context.clock());
    await auditedChange(context.db, origin, {
      action: 'delete',
      entity: 'price',
      id,
      at,
      write: (trx) => updatePriceRow(trx, id, { deleted_at: at }),
      read: findPriceRow,
    });
  }
  return getPriceView(context.db, id);
}

export async function restorePrice(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
): Promise<PriceView> {
  const row = await findPriceRow(context.db, id);
  if (row === undefined) throw notFound();
  if (row.deleted_at !== null) {
    const errors: FieldErrors = {};
    await checkActiveZone(context.db, row.zone_id, errors);
    if (errors.zone_id !== undefined) throw conflict({ zone_id: errors.zone_id });
    await assertDayFree(context.db, row, id);
    await assertWithinMaximum(context.db, row);
    await auditedChange(context.db, origin, {
      action: 'restore',
      entity: 'price',
      id,
      at: isoAt(context.clock()),
      write: (trx) => updatePriceRow(trx, id, { deleted_at: null }),
      read: findPriceRow,
    });
  }
  return getPriceView(context.db, id);
}

// ---------------------------------------------------------------- search

const productLabels: Record<ProductValue, string> = {
  cylinder_10kg: 'Cilindro 10 kg / 10 kg cylinder',
  cylinder_20kg: 'Cilindro 20 kg / 20 kg cylinder',
  cylinder_30kg: 'Cilindro 30 kg / 30 kg cylinder',
  cylinder_45kg: 'Cilindro 45 kg / 45 kg cylinder',
  stationary_litre: 'Estacionario (litros) / Stationary tank (litres)',
};

const productSearchTexts = ALL_PRODUCTS.map(
  (product) =>
    [product, normaliseSearch(`${product.replace(/_/g, ' ')} ${productLabels[product]}`)] as const,
);

/** The zones (by name, deleted ones too) and products a search text matches. */
export async function resolvePriceSearch(
  db: Kysely<Database>,
  search: string,
): Promise<{ zoneIds: number[]; products: ProductValue[] }> {
  const needle = normaliseSearch(search);
  const zones = await db.selectFrom('zones').select(['id', 'name']).execute();
  return {
    zoneIds: zones.filter((zone) => normaliseSearch(zone.name).includes(needle)).map((z) => z.id),
    products: productSearchTexts
      .filter(([, text]) => text.includes(needle))
      .map(([product]) => product),
  };
}

// ---------------------------------------------------------------- current, average, history

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

const productOrder = (product: ProductValue): number => ALL_PRODUCTS.indexOf(product);

const byZoneAndProduct = (
  a: { zone_name: string | null; zone_id: number; product: ProductValue },
  b: { zone_name: string | null; zone_id: number; product: ProductValue },
): number =>
  (a.zone_name ?? '').localeCompare(b.zone_name ?? '', 'es') ||
  a.zone_id - b.zone_id ||
  productOrder(a.product) - productOrder(b.product);

export async function averagePrices(
  context: AppContext,
  from: string,
  to: string,
  query: RangeQuery,
): Promise<Static<typeof AveragePrice>[]> {
  checkRange(from, to);
  const [groups, orders] = await Promise.all([
    priceRecordsForRange(context.db, { from, to, ...query }),
    completedOrdersByZoneProduct(context.db, businessDaysRange(from, to), query),
  ]);
  const ordersOf = new Map(orders.map((row) => [`${String(row.zone_id)}:${row.product}`, row]));
  const rows: Static<typeof AveragePrice>[] = [];
  for (const group of groups) {
    const summary = summarise(stepsInRange(group.records, from, to));
    if (summary === undefined) continue;
    const completed = ordersOf.get(`${String(group.zone_id)}:${group.product}`);
    rows.push({
      zone_id: group.zone_id,
      zone_name: group.zone_name,
      product: group.product,
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
  return rows.sort(byZoneAndProduct);
}

export async function priceHistory(
  context: AppContext,
  from: string,
  to: string,
  query: RangeQuery,
): Promise<Static<typeof PriceHistory>> {
  checkRange(from, to);
  const [groups, maximums] = await Promise.all([
    priceRecordsForRange(context.db, { from, to, ...query }),
    liveMaximumsForRange(context.db, { from, to, zone_id: query.zone_id }),
  ]);
  const series: Static<typeof PriceHistory>['series'] = [];
  for (const group of groups) {
    const steps = stepsInRange(group.records, from, to);
    if (steps.length === 0) continue;
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
  return { from, to, series: series.sort(byZoneAndProduct) };
}

// ---------------------------------------------------------------- regulated maximums

/** One regulated maximum, deleted ones too (404 when there is none with the id). */
export async function getPriceMaximum(context: AppContext, id: number): Promise<PriceMaximumView> {
  if ((await findMaximumRow(context.db, id)) === undefined) throw notFound();
  return getMaximumView(context.db, id);
}

/** Creates the live maximum of the zone, kind and week, or gives the existing one the new value. */
export async function putPriceMaximum(
  context: AppContext,
  actorId: number,
  origin: AuditOrigin,
  body: Static<typeof PriceMaximumBody>,
): Promise<PriceMaximumView> {
  const errors: FieldErrors = {};
  await checkActiveZone(context.db, body.zone_id, errors);
  if (!isSunday(body.week_start)) errors.week_start = ['weekStartNotSunday'];
  const cents = exactCents(body.max);
  if (cents === null) errors.max = ['tooManyDecimals'];
  if (Object.keys(errors).length > 0 || cents === null)
    throw unprocessable(errors, 'validationFailed');
  const now = isoAt(context.clock());
  const existing = await liveMaximum(context.db, body.zone_id, body.product_kind, body.week_start);
  if (existing !== undefined) {
    await auditedChange(context.db, origin, {
      action: 'update',
      entity: 'price_maximum',
      id: existing.id,
      at: now,
      write: (trx) =>
        updateMaximumRow(trx, existing.id, {
          max_cents: cents,
          user_add: actorId,
          updated_at: now,
        }),
      read: findMaximumRow,
    });
    return getMaximumView(context.db, existing.id);
  }
  try {
    const id = await auditedCreate(context.db, origin, {
      entity: 'price_maximum',
      at: now,
      insert: (trx) =>
        insertMaximum(trx, {
          zone_id: body.zone_id,
          product_kind: body.product_kind,
          week_start: body.week_start,
          max_cents: cents,
          user_add: actorId,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        }),
      read: findMaximumRow,
    });
    return await getMaximumView(context.db, id);
  } catch (error) {
    // another request set the same week meanwhile
    if (classifyDatabaseError(error)?.kind === 'unique')
      throw new DomainError(409, 'maximumWeekTaken', { week_start: ['maximumWeekTaken'] });
    throw error;
  }
}

export async function deletePriceMaximum(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
): Promise<PriceMaximumView> {
  const row = await findMaximumRow(context.db, id);
  if (row === undefined) throw notFound();
  if (row.deleted_at === null) {
    const at = isoAt(context.clock());
    await auditedChange(context.db, origin, {
      action: 'delete',
      entity: 'price_maximum',
      id,
      at,
      write: (trx) => updateMaximumRow(trx, id, { deleted_at: at }),
      read: findMaximumRow,
    });
  }
  return getMaximumView(context.db, id);
}

export async function restorePriceMaximum(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
): Promise<PriceMaximumView> {
  const row = await findMaximumRow(context.db, id);
  if (row === undefined) throw notFound();
  if (row.deleted_at !== null) {
    if (
      (await liveMaximum(context.db, row.zone_id, row.product_kind, row.week_start)) !== undefined
    )
      throw new DomainError(409, 'maximumWeekTaken', { week_start: ['maximumWeekTaken'] });
    await auditedChange(context.db, origin, {
      action: 'restore',
      entity: 'price_maximum',
      id,
      at: isoAt(context.clock()),
      write: (trx) => updateMaximumRow(trx, id, { deleted_at: null }),
      read: findMaximumRow,
    });
  }
  return getMaximumView(context.db, id);
}
