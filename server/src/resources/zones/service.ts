import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { auditedChange, auditedCreate } from '../../audit/record';
import type { Role } from '../../domain/roles';
import type { ZoneBody } from './schemas';
import { placeSearchText } from '../../domain/search-texts';
import { conflict, DomainError, notFound, type FieldErrors } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import {
  activeZoneNames,
  findZoneRow,
  getZoneView,
  insertZone,
  updateZoneRow,
  zoneDependents,
  type ZoneView,
} from './repository';
import { sameNameIn } from '../../domain/unique-names';
import { findVisible, restore, softDelete, softDeletable } from '../../kit/soft-delete';
import { vehiclesInZone } from '../vehicles/public';

// Zones: names unique among active zones (ignoring case and accents); a zone that still has
// active locations, users or open orders, or is the home zone of vehicles not deleted, is not
// deleted; delete and restore touch deleted_at only.
// Every write is on the audit trail (a delete or restore that changes nothing is no write).

async function assertNameFree(context: AppContext, name: string, exceptId?: number) {
  if (sameNameIn(await activeZoneNames(context.db), name, exceptId))
    throw conflict({ name: ['nameTaken'] });
}

export async function createZone(
  context: AppContext,
  origin: AuditOrigin,
  body: Static<typeof ZoneBody>,
): Promise<ZoneView> {
  const fields = {
    name: body.name.trim(),
    phone: body.phone ?? null,
    description: body.description ?? null,
  };
  await assertNameFree(context, fields.name);
  const now = isoAt(context.clock());
  const id = await auditedCreate(context.db, origin, {
    entity: 'zone',
    at: now,
    insert: (trx) =>
      insertZone(trx, {
        ...fields,
        search_text: placeSearchText(fields),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }),
    read: findZoneRow,
  });
  return getZoneView(context.db, id);
}

/** PUT: omitted optional fields keep their value; null clears them. */
export async function updateZone(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  body: Static<typeof ZoneBody>,
): Promise<ZoneView> {
  const zone = await findZoneRow(context.db, id);
  if (zone === undefined) throw notFound();
  const fields = {
    name: body.name.trim(),
    phone: body.phone === undefined ? zone.phone : body.phone,
    description: body.description === undefined ? zone.description : body.description,
  };
  await assertNameFree(context, fields.name, id);
  const at = isoAt(context.clock());
  await auditedChange(context.db, origin, {
    action: 'update',
    entity: 'zone',
    id,
    at,
    write: (trx) =>
      updateZoneRow(trx, id, { ...fields, search_text: placeSearchText(fields), updated_at: at }),
    read: findZoneRow,
  });
  return getZoneView(context.db, id);
}

/** A zone, as the kit's soft delete, restore and visibility see it. */
const zoneRecord = softDeletable({
  entity: 'zone',
  find: findZoneRow,
  setDeletedAt: (db, id, at) => updateZoneRow(db, id, { deleted_at: at }),
  view: getZoneView,
});

/** Soft delete, refused (422) while something active still belongs to the zone. */
export const deleteZone = (context: AppContext, origin: AuditOrigin, id: number) =>
  softDelete(context, origin, zoneRecord, id, async () => {
    const [dependents, vehicles] = await Promise.all([
      zoneDependents(context.db, id),
      vehiclesInZone(context.db, id),
    ]);
    const fields: FieldErrors = {
      ...(dependents.locations > 0 ? { locations: ['zoneHasLocations'] } : {}),
      ...(dependents.users > 0 ? { users: ['zoneHasUsers'] } : {}),
      ...(vehicles > 0 ? { vehicles: ['zoneHasVehicles'] } : {}),
      ...(dependents.orders > 0 ? { orders: ['zoneHasOpenOrders'] } : {}),
    };
    if (Object.keys(fields).length > 0) throw new DomainError(422, 'zoneInUse', fields);
  });

/** Clears deleted_at and nothing else; 409 when an active zone took its name meanwhile. */
export const restoreZone = (context: AppContext, origin: AuditOrigin, id: number) =>
  restore(context, origin, zoneRecord, id, (zone) => assertNameFree(context, zone.name, id));

/** One zone; a deleted one only to staff (to a customer it is a 404, like an unknown id). */
export const getZone = (context: AppContext, role: Role, id: number) =>
  findVisible(context, zoneRecord, role, id);
