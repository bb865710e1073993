import { operationsOf, type Resource } from '../../kit/resource';
import { locations } from './operations';
import { registerLocationRoutes } from './routes';

export const locationsResource: Resource = {
  name: 'locations',
  description: 'Locations (branches, plants) of each zone',
  operations: operationsOf(locations),
  register: registerLocationRoutes,
  auditEntities: { location: { es: 'Ubicación', en: 'Location' } },
};
