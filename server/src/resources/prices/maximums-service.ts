import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { auditedChange, auditedCreate } from '../../audit/record';
import { classifyDatabaseError } from '../../db/constraint-errors';
import { DomainError, notFound, unprocessable, type FieldErrors } from '../../domain/errors';
import { isSunday } from '../../lib/calendar-days';
import { isoAt } from '../../lib/clock';
import { exactCents } from '../../lib/money';
import {
  findMaximumRow,
  getMaximumView,
  insertMaximum,
  liveMaximum,
  updateMaximumRow,
  type PriceMaximumView,
} from './maximums-repository';
import type { PriceMaximumBody } from './schemas';
import { checkActiveZone } from './service';
import { restore, softDelete, softDeletable } from '../../kit/soft-delete';

// The weekly regulated maximums: one live maximum per zone, product kind and week (a Sunday);
// setting a week again gives it the new value. Deletes are soft; every write is on the trail.

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

/** A regulated maximum, as the kit's soft delete and restore see it. */
const maximumRecord = softDeletable({
  entity: 'price_maximum',
  find: findMaximumRow,
  setDeletedAt: (db, id, at) => updateMaximumRow(db, id, { deleted_at: at }),
  view: getMaximumView,
});

export const deletePriceMaximum = (context: AppContext, origin: AuditOrigin, id: number) =>
  softDelete(context, origin, maximumRecord, id);

/** Comes back unchanged unless another live maximum has taken its zone, kind and week. */
export const restorePriceMaximum = (context: AppContext, origin: AuditOrigin, id: number) =>
  restore(context, origin, maximumRecord, id, async (row) => {
    if (
      (await liveMaximum(context.db, row.zone_id, row.product_kind, row.week_start)) !== undefined
    )
      throw new DomainError(409, 'maximumWeekTaken', { week_start: ['maximumWeekTaken'] });
  });
