import type { Vehicle } from '@/api/vehicles';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The capacity with its unit, as the kind says: "120 cilindros", "5000 litros". */
export const capacityText = (vehicle: Pick<Vehicle, 'kind' | 'capacity'>, t: Translate): string =>
  t(vehicle.kind === 'cylinder_truck' ? 'capacity.cylinders' : 'capacity.litres', {
    count: vehicle.capacity,
  });

/** The home zone's name, or its id while the name is unknown. */
export const zoneText = (vehicle: Pick<Vehicle, 'zone_id' | 'zone_name'>): string =>
  vehicle.zone_name ?? `#${String(vehicle.zone_id)}`;
