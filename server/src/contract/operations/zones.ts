import { Location, LocationBody, Zone, ZoneBody } from '../entities';
import { masterDataOperations } from './master-data';

export const zones = masterDataOperations({
  plural: 'zones',
  singular: 'zone',
  Name: 'Zone',
  Names: 'Zones',
  entity: Zone,
  body: ZoneBody,
  searchFields: 'name, phone, description',
});

export const locations = masterDataOperations({
  plural: 'locations',
  singular: 'location',
  Name: 'Location',
  Names: 'Locations',
  entity: Location,
  body: LocationBody,
  searchFields: 'name, phone, description, zone name',
});
