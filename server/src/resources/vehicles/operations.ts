import { masterDataOperations } from '../../kit/master-data-operations';
import { Vehicle, VehicleBody } from './schemas';

export const vehicles = masterDataOperations({
  plural: 'vehicles',
  singular: 'vehicle',
  Name: 'Vehicle',
  Names: 'Vehicles',
  entity: Vehicle,
  body: VehicleBody,
  searchFields: 'plate, with or without its hyphens, and home zone name',
  // the staff's business: staff read them (deleted ones too), customers are refused (403) every
  // call, and only administrators change them
  access: { read: ['admin', 'employee'], write: ['admin'] },
  rules: {
    write:
      'Administrators only. The plate is read trimmed and in upper case, spaces as hyphens; one that is not a Mexican plate answers 400 with errors.plate, and a capacity outside the range of the kind (cylinders 1 to 2000, litres 500 to 60000) 400 with errors.capacity. The plate is unique among the vehicles not deleted, compared by its letters and digits: a duplicate answers 409 with errors.plate. zone_id must be an existing, active zone (otherwise 422 with errors.zone_id).',
    remove: 'Administrators only. Deleting a deleted vehicle answers it unchanged.',
    removeMayRefuse: false,
    restore:
      'Administrators only. Clears deleted_at and nothing else; 409 with errors.zone_id when its zone is deleted (restore the zone first) or errors.plate when a vehicle not deleted has taken its plate. Restoring a vehicle not deleted answers it unchanged.',
  },
});
