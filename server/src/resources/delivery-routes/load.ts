import type { ProductValue } from '../../db/tables';
import { withValues, type MessageWithValues } from '../../domain/errors';
import type { StopOutcomeValue } from './table';

// What a vehicle carries: a cylinder truck cylinders of any size (its capacity counts cylinders,
// the quantities of the orders), a tank truck ("pipa") stationary gas (its capacity counts litres,
// the quantities of the stationary_litre orders). A stop counts in the load while it holds its
// order: pending or delivered.

type VehicleKind = 'cylinder_truck' | 'tank_truck';

interface Vehicle {
  plate: string;
  kind: VehicleKind;
  capacity: number;
}

interface Order {
  folio: string;
  product: ProductValue;
  quantity: number;
}

const CYLINDER_SIZES: Partial<Record<ProductValue, string>> = {
  cylinder_10kg: '10 kg',
  cylinder_20kg: '20 kg',
  cylinder_30kg: '30 kg',
  cylinder_45kg: '45 kg',
};

const number = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** The kind of vehicle that carries a product. */
export const kindFor = (product: ProductValue): VehicleKind =>
  product === 'stationary_litre' ? 'tank_truck' : 'cylinder_truck';

/** What the stops that hold their order add up to (cylinders or litres). */
export const loadOf = (
  stops: readonly { outcome: StopOutcomeValue | null; quantity: number }[],
): number =>
  stops
    .filter((stop) => stop.outcome !== 'not_delivered')
    .reduce((sum, stop) => sum + stop.quantity, 0);

/** Why the order does not go on this vehicle, or null: the wrong kind, or more than it carries. */
export function refusalToCarry(
  vehicle: Vehicle,
  order: Order,
  load: number,
): MessageWithValues | null {
  const size = CYLINDER_SIZES[order.product] ?? '';
  const facts = {
    folio: order.folio,
    plate: vehicle.plate,
    quantity: number.format(order.quantity),
    size,
  };
  if (kindFor(order.product) !== vehicle.kind)
    return withValues(
      vehicle.kind === 'tank_truck' ? 'routeCylindersOnTankTruck' : 'routeLitresOnCylinderTruck',
      facts,
    );
  const excess = load + order.quantity - vehicle.capacity;
  if (excess <= 0) return null;
  return withValues(vehicle.kind === 'tank_truck' ? 'routeOverLitres' : 'routeOverCylinders', {
    ...facts,
    load: number.format(load),
    capacity: number.format(vehicle.capacity),
    excess: number.format(excess),
  });
}

/**
 * Why a route's orders do not go on this vehicle (another one chosen for a planned route): the
 * first order of the wrong kind, else the load over the capacity; null when they fit.
 */
export function refusalToCarryAll(
  vehicle: Vehicle,
  orders: readonly (Order & { outcome: StopOutcomeValue | null })[],
): MessageWithValues | null {
  for (const order of orders) {
    if (kindFor(order.product) !== vehicle.kind) return refusalToCarry(vehicle, order, 0);
  }
  const load = loadOf(orders);
  if (load <= vehicle.capacity) return null;
  return withValues(
    vehicle.kind === 'tank_truck' ? 'routeLoadOverLitres' : 'routeLoadOverCylinders',
    {
      plate: vehicle.plate,
      load: number.format(load),
      capacity: number.format(vehicle.capacity),
      excess: number.format(load - vehicle.capacity),
    },
  );
}
