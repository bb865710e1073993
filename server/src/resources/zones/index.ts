import { operationsOf, type Resource } from '../../kit/resource';
import { zones } from './operations';
import { registerZoneRoutes } from './routes';

export const zonesResource: Resource = {
  name: 'zones',
  description: 'Delivery zones',
  operations: operationsOf(zones),
  register: registerZoneRoutes,
  auditEntities: { zone: { es: 'Zona', en: 'Zone' } },
};
