import { Type } from '@sinclair/typebox';
import { Nullable, Id, Timestamp } from '../../http/schemas';
import { CAPACITY_BY_KIND, PLATE_RULE } from './plate-and-capacity';

export const VehicleKind = Type.Union(
  [Type.Literal('cylinder_truck'), Type.Literal('tank_truck')],
  {
    $id: 'VehicleKind',
    description: `cylinder_truck: a truck of cylinders, its capacity in cylinders (${String(CAPACITY_BY_KIND.cylinder_truck.min)} to ${String(CAPACITY_BY_KIND.cylinder_truck.max)}); tank_truck: a tank truck ("pipa"), its capacity in litres (${String(CAPACITY_BY_KIND.tank_truck.min)} to ${String(CAPACITY_BY_KIND.tank_truck.max)})`,
  },
);

const Capacity = Type.Integer({
  minimum: 1,
  maximum: CAPACITY_BY_KIND.tank_truck.max,
  description: `Cylinders for a cylinder truck (${String(CAPACITY_BY_KIND.cylinder_truck.min)} to ${String(CAPACITY_BY_KIND.cylinder_truck.max)}), litres for a tank truck (${String(CAPACITY_BY_KIND.tank_truck.min)} to ${String(CAPACITY_BY_KIND.tank_truck.max)})`,
});

export const Vehicle = Type.Object(
  {
    id: Id,
    plate: Type.String({ description: 'As stored: upper case, its groups joined by hyphens' }),
    kind: VehicleKind,
    capacity: Capacity,
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    active: Type.Boolean({
      description: 'false: kept, but not used for routes (out of service)',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  { $id: 'Vehicle' },
);

export const VehicleBody = Type.Object(
  {
    plate: Type.String({ minLength: 1, maxLength: 20, description: PLATE_RULE }),
    kind: VehicleKind,
    capacity: Capacity,
    zone_id: Id,
    active: Type.Optional(Type.Boolean({ description: 'Default true on create' })),
  },
  { $id: 'VehicleBody', additionalProperties: false },
);
