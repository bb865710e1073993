import { Zone, ZoneBody } from './schemas';
import { masterDataOperations } from '../../kit/master-data-operations';

export const zones = masterDataOperations({
  plural: 'zones',
  singular: 'zone',
  Name: 'Zone',
  Names: 'Zones',
  entity: Zone,
  body: ZoneBody,
  searchFields: 'name, phone, description',
  rules: {
    write:
      'The name is unique among active zones, ignoring case and accents: a duplicate answers 409 with errors.name.',
    remove:
      'Refused with 422 (and errors.locations, errors.users, errors.vehicles, errors.orders) while active locations, active users, vehicles not deleted (in service or not) or new or in-process orders still belong to the zone: reassign or delete them first. Deleting a deleted zone answers it unchanged.',
    removeMayRefuse: true,
    restore:
      'Clears deleted_at and nothing else; 409 with errors.name when an active zone has taken its name meanwhile. Restoring an active zone answers it unchanged.',
  },
});
