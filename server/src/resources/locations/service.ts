import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { auditedChange, auditedCreate } from '../../audit/record';
import type { Role } from '../../domain/roles';
import type { LocationBody } from './schemas';
import { placeSearchText } from '../../domain/search-texts';
import { conflict, DomainError, notFound, unprocessable } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import {
  activeLocationNames,
  findLocationRow,
  getLocationView,
  insertLocation,
  updateLocationRow,
  type LocationView,
} from './repository';
import { zoneExists } from '../zones/public';
import { sameNameIn } from '../../domain/unique-names';
import { findVisible, restore, softDelete, softDeletable } from '../../kit/soft-delete';

// Locations: each belongs to an active zone; names unique among the active locations of a zone
// (ignoring case and accents); delete and restore touch deleted_at only. Every write is on the
// audit trail (a delete or restore that changes nothing is no write).

async function assertZoneActive(context: AppContext, zoneId: number): Promise<void> {
  if (!(await zoneExists(context.db, zoneId)))
    throw unprocessable({ zone_id: ['unknownReference'] }, 'unknownReference');
}

async function assertNameFree(
  context: AppContext,
  zoneId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  if (sameNameIn(await activeLocationNames(context.db, zoneId), name, exceptId))
    throw conflict({ name: ['nameTaken'] });
}

export async function createLocation(
  context: AppContext,
  origin: AuditOrigin,
  body: Static<typeof LocationBody>,
): Promise<LocationView> {
  const fields = {
    name: body.name.trim(),
    phone: body.phone ?? null,
    description: body.description ?? null,
  };
  await assertZoneActive(context, body.zone_id);
  await assertNameFree(context, body.zone_id, fields.name);
  const now = isoAt(context.clock());
  const id = await auditedCreate(context.db, origin, {
    entity: 'location',
    at: now,
    insert: (trx) =>
      insertLocation(trx, {
        ...fields,
        zone_id: body.zone_id,
        search_text: placeSearchText(fields),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }),
    read: findLocationRow,
  });
  return getLocationView(context.db, id);
}

/** PUT: omitted optional fields keep their value; null clears them. */
export async function updateLocation(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  body: Static<typeof LocationBody>,
): Promise<LocationView> {
  const location = await findLocationRow(context.db, id);
  if (location === undefined) throw notFound();
  const fields = {
    name: body.name.trim(),
    phone: body.phone === undefined ? location.phone : body.phone,
    description: body.description === undefined ? location.description : body.description,
  };
  await assertZoneActive(context, body.zone_id);
  await assertNameFree(context, body.zone_id, fields.name, id);
  const at = isoAt(context.clock());
  await auditedChange(context.db, origin, {
    action: 'update',
    entity: 'location',
    id,
    at,
    write: (trx) =>
      updateLocationRow(trx, id, {
        ...fields,
        zone_id: body.zone_id,
        search_text: placeSearchText(fields),
        updated_at: at,
      }),
    read: findLocationRow,
  });
  return getLocationView(context.db, id);
}

/** A location, as the kit's soft delete, restore and visibility see it. */
const locationRecord = softDeletable({
  entity: 'location',
  find: findLocationRow,
  setDeletedAt: (db, id, at) => updateLocationRow(db, id, { deleted_at: at }),
  view: getLocationView,
});

export const deleteLocation = (context: AppContext, origin: AuditOrigin, id: number) =>
  softDelete(context, origin, locationRecord, id);

/** Clears deleted_at only; 409 when its zone is deleted or an active sibling took its name. */
export const restoreLocation = (context: AppContext, origin: AuditOrigin, id: number) =>
  restore(context, origin, locationRecord, id, async (location) => {
    if (!(await zoneExists(context.db, location.zone_id)))
      throw new DomainError(409, 'zoneDeleted', { zone_id: ['zoneDeleted'] });
    await assertNameFree(context, location.zone_id, location.name, id);
  });

/** One location; a deleted one only to staff (to a customer it is a 404, like an unknown id). */
export const getLocation = (context: AppContext, role: Role, id: number) =>
  findVisible(context, locationRecord, role, id);
