import { operationsOf, type Resource } from '../../kit/resource';
import { vehicles } from './operations';
import { registerVehicleRoutes } from './routes';

export const vehiclesResource: Resource = {
  name: 'vehicles',
  description: 'Delivery vehicles: cylinder trucks and tank trucks (pipas), each with a home zone',
  operations: operationsOf(vehicles),
  register: registerVehicleRoutes,
  auditEntities: { vehicle: { es: 'Vehículo', en: 'Vehicle' } },
};
