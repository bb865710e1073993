import { masterDataOperations } from '../../kit/master-data-operations';
import { Location, LocationBody } from './schemas';

export const locations = masterDataOperations({
  plural: 'locations',
  singular: 'location',
  Name: 'Location',
  Names: 'Locations',
  entity: Location,
  body: LocationBody,
  searchFields: 'name, phone, description, zone name',
  rules: {
    write:
      'zone_id must be an existing, active zone (otherwise 422 with errors.zone_id). The name is unique among the active locations of its zone, ignoring case and accents: a duplicate answers 409 with errors.name.',
    remove: 'Deleting a deleted location answers it unchanged.',
    removeMayRefuse: false,
    restore:
      'Clears deleted_at and nothing else; 409 with errors.zone_id when its zone is deleted (restore the zone first) or errors.name when an active location of the zone has taken its name. Restoring an active location answers it unchanged.',
  },
});
