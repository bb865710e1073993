import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { auditedChange, auditedCreate } from '../../audit/record';
import type { PriceBody } from './schemas';
import type { Database, ProductValue } from '../../db/tables';
import { ALL_PRODUCTS, isAboveMaximum, productKindOf } from '../../domain/regulated-maximum';
import {
  DomainError,
  conflict,
  notFound,
  unprocessable,
  type FieldErrors,
} from '../../domain/errors';
import { weekStartOf } from '../../lib/calendar-days';
import { isoAt } from '../../lib/clock';
import { exactCents } from '../../lib/money';
import { normaliseSearch } from '../../lib/search-text';
import { liveMaximum } from './maximums-repository';
import {
  findPriceRow,
  getPriceView,
  insertPrice,
  sameDayPriceExists,
  updatePriceRow,
  type PriceView,
} from './repository';
import { restore, softDelete, softDeletable } from '../../kit/soft-delete';

// Prices of a product in a zone from a day on, and the weekly regulated maximums they must stay
// within. Deletes are soft; restore clears deleted_at and nothing else. The price an order takes
// is decided in orders/price-in-force.ts (one rule for orders and for `current`). Every write is
// on the audit trail (a delete or restore that changes nothing is no write).

type Body = Static<typeof PriceBody>;

/** from/to are inclusive days; a range that ends before it starts is a 400 on `to`. */
export function checkRange(from: string | undefined, to: string | undefined): void {
  if (from !== undefined && to !== undefined && to < from)
    throw new DomainError(400, 'validationFailed', { to: ['dateRangeReversed'] });
}

export async function checkActiveZone(db: Kysely<Database>, zoneId: number, errors: FieldErrors) {
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

/** A price, as the kit's soft delete and restore see it. */
const priceRecord = softDeletable({
  entity: 'price',
  find: findPriceRow,
  setDeletedAt: (db, id, at) => updatePriceRow(db, id, { deleted_at: at }),
  view: getPriceView,
});

export const deletePrice = (context: AppContext, origin: AuditOrigin, id: number) =>
  softDelete(context, origin, priceRecord, id);

/** Comes back unchanged while its zone is active, its day free and it stays within the maximum. */
export const restorePrice = (context: AppContext, origin: AuditOrigin, id: number) =>
  restore(context, origin, priceRecord, id, async (row) => {
    const errors: FieldErrors = {};
    await checkActiveZone(context.db, row.zone_id, errors);
    if (errors.zone_id !== undefined) throw conflict({ zone_id: errors.zone_id });
    await assertDayFree(context.db, row, id);
    await assertWithinMaximum(context.db, row);
  });

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
