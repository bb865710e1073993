import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { auditedChange, auditedCreate } from '../../audit/record';
import { classifyDatabaseError } from '../../db/constraint-errors';
import { conflict, DomainError, notFound, unprocessable } from '../../domain/errors';
import type { Role } from '../../domain/roles';
import { plateKeyOf, vehicleSearchText } from '../../domain/search-texts';
import { findVisible, restore, softDelete, softDeletable } from '../../kit/soft-delete';
import { isoAt } from '../../lib/clock';
import { zoneExists } from '../zones/public';
import { capacityFits, isValidPlate, normalisePlate } from './plate-and-capacity';
import {
  findVehicleRow,
  getVehicleView,
  insertVehicle,
  updateVehicleRow,
  vehicleWithPlateKey,
  type VehicleView,
} from './repository';
import type { VehicleBody } from './schemas';

// Vehicles: a Mexican plate, unique among the vehicles not deleted (compared by its letters and
// digits); a capacity within the range of the kind (cylinders or litres); an active home zone.
// Delete and restore touch deleted_at only. Every write is on the audit trail (a delete or restore
// that changes nothing is no write). Staff read them; only administrators write (the contract).

type Body = Static<typeof VehicleBody>;

/** The body's fields as stored, or a 400 naming the plate or the capacity. */
function fieldsOf(body: Body) {
  const plate = normalisePlate(body.plate);
  const errors = {
    ...(isValidPlate(plate) ? {} : { plate: ['invalidPlate' as const] }),
    ...(capacityFits(body.kind, body.capacity)
      ? {}
      : {
          capacity: [
            body.kind === 'cylinder_truck'
              ? ('cylinderCapacityRange' as const)
              : ('tankCapacityRange' as const),
          ],
        }),
  };
  if (Object.keys(errors).length > 0) throw new DomainError(400, 'validationFailed', errors);
  const plateKey = plateKeyOf(plate);
  return {
    plate,
    plate_key: plateKey,
    kind: body.kind,
    capacity: body.capacity,
    zone_id: body.zone_id,
    search_text: vehicleSearchText(plate),
  };
}

const plateTaken = () => conflict({ plate: ['plateTaken'] });

async function assertPlateFree(context: AppContext, plateKey: string, exceptId?: number) {
  if ((await vehicleWithPlateKey(context.db, plateKey, exceptId)) !== undefined) throw plateTaken();
}

async function assertZoneActive(context: AppContext, zoneId: number): Promise<void> {
  if (!(await zoneExists(context.db, zoneId)))
    throw unprocessable({ zone_id: ['unknownReference'] }, 'unknownReference');
}

/** A write that lost the race for a plate (the partial unique index) answers as the check does. */
async function plateRaceAware<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (classifyDatabaseError(error)?.kind === 'unique') throw plateTaken();
    throw error;
  }
}

export async function createVehicle(
  context: AppContext,
  origin: AuditOrigin,
  body: Body,
): Promise<VehicleView> {
  const fields = fieldsOf(body);
  await assertZoneActive(context, fields.zone_id);
  await assertPlateFree(context, fields.plate_key);
  const now = isoAt(context.clock());
  const id = await plateRaceAware(() =>
    auditedCreate(context.db, origin, {
      entity: 'vehicle',
      at: now,
      insert: (trx) =>
        insertVehicle(trx, {
          ...fields,
          active: body.active === false ? 0 : 1,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        }),
      read: findVehicleRow,
    }),
  );
  return getVehicleView(context.db, id);
}

/** PUT: an omitted `active` keeps its value. */
export async function updateVehicle(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  body: Body,
): Promise<VehicleView> {
  const vehicle = await findVehicleRow(context.db, id);
  if (vehicle === undefined) throw notFound();
  const fields = fieldsOf(body);
  await assertZoneActive(context, fields.zone_id);
  await assertPlateFree(context, fields.plate_key, id);
  const at = isoAt(context.clock());
  await plateRaceAware(() =>
    auditedChange(context.db, origin, {
      action: 'update',
      entity: 'vehicle',
      id,
      at,
      write: (trx) =>
        updateVehicleRow(trx, id, {
          ...fields,
          active: body.active === undefined ? vehicle.active : body.active ? 1 : 0,
          updated_at: at,
        }),
      read: findVehicleRow,
    }),
  );
  return getVehicleView(context.db, id);
}

/** A vehicle, as the kit's soft delete, restore and visibility see it. */
const vehicleRecord = softDeletable({
  entity: 'vehicle',
  find: findVehicleRow,
  setDeletedAt: (db, id, at) => updateVehicleRow(db, id, { deleted_at: at }),
  view: getVehicleView,
});

/** Soft delete; deleting a deleted vehicle answers it unchanged. */
export const deleteVehicle = (context: AppContext, origin: AuditOrigin, id: number) =>
  softDelete(context, origin, vehicleRecord, id);

/** Clears deleted_at only; 409 when its zone is deleted or another vehicle took its plate. */
export const restoreVehicle = (context: AppContext, origin: AuditOrigin, id: number) =>
  plateRaceAware(() =>
    restore(context, origin, vehicleRecord, id, async (vehicle) => {
      if (!(await zoneExists(context.db, vehicle.zone_id)))
        throw new DomainError(409, 'zoneDeleted', { zone_id: ['zoneDeleted'] });
      await assertPlateFree(context, vehicle.plate_key, id);
    }),
  );

/** One vehicle, deleted ones too (only staff read vehicles: the contract refuses customers). */
export const getVehicle = (context: AppContext, role: Role, id: number) =>
  findVisible(context, vehicleRecord, role, id);
