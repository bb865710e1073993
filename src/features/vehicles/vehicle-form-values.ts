import type { Vehicle, VehicleBody, VehicleKind } from '@/api/vehicles';
import { max, min, required } from '@/lib/validation/rules';
import type { FormRules, Rule, ValidationMessage } from '@/lib/validation/rules';

/** The vehicle form's fields, as typed and chosen. */
export interface VehicleValues {
  plate: string;
  kind: VehicleKind;
  capacity: string;
  zone_id: number | null;
  active: boolean;
}

export const VEHICLE_FIELDS = ['plate', 'kind', 'capacity', 'zone_id', 'active'] as const;

export const VEHICLE_KINDS: readonly VehicleKind[] = ['cylinder_truck', 'tank_truck'];

export const EMPTY_VEHICLE: VehicleValues = {
  plate: '',
  kind: 'cylinder_truck',
  capacity: '',
  zone_id: null,
  active: true,
};

/** The contract's bounds (VehicleBody): cylinders for a cylinder truck, litres for a pipa. */
export const CAPACITY_RANGE: Record<VehicleKind, { min: number; max: number }> = {
  cylinder_truck: { min: 1, max: 2000 },
  tank_truck: { min: 500, max: 60000 },
};

/** The longest plate the contract takes, spaces and hyphens included. */
export const PLATE_MAX_LENGTH = 20;

export const isVehicleKind = (value: unknown): value is VehicleKind =>
  typeof value === 'string' && (VEHICLE_KINDS as readonly string[]).includes(value);

/** As the server reads a plate: trimmed, upper case, each run of spaces and hyphens one hyphen. */
export const normalisePlate = (plate: string): string =>
  plate
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '-');

/**
 * A Mexican plate (the server's rule): upper-case letters and digits in 2 to 4 groups joined by
 * hyphens, 5 to 8 of them in all, at least one letter and one digit.
 */
export function isValidPlate(plate: string): boolean {
  const groups = normalisePlate(plate).split('-');
  if (groups.length < 2 || groups.length > 4) return false;
  if (!groups.every((group) => /^[A-Z0-9]+$/.test(group))) return false;
  const characters = groups.join('');
  return (
    characters.length >= 5 &&
    characters.length <= 8 &&
    /[A-Z]/.test(characters) &&
    /[0-9]/.test(characters)
  );
}

const plateRule: Rule<string> = (value) =>
  value.trim() === '' || isValidPlate(value) ? null : { key: 'vehicles:validation.plate' };

const wholeNumber: Rule<string> = (value) =>
  value.trim() === '' || /^\s*\d+\s*$/.test(value)
    ? null
    : { key: 'vehicles:validation.wholeNumber' };

/** The capacity's range follows the kind chosen. */
export const vehicleRules = (values: VehicleValues): FormRules<VehicleValues> => {
  const range = CAPACITY_RANGE[values.kind];
  return {
    plate: [required(), plateRule],
    capacity: [required(), wholeNumber, min(range.min), max(range.max)],
    zone_id: [required()],
  };
};

export function vehicleValues(vehicle: Vehicle): VehicleValues {
  return {
    plate: vehicle.plate,
    kind: vehicle.kind,
    capacity: String(vehicle.capacity),
    zone_id: vehicle.zone_id,
    active: vehicle.active,
  };
}

/** What is sent, once the rules passed (so the zone is chosen and the capacity a number). */
export function vehicleBody(values: VehicleValues, zoneId: number): VehicleBody {
  return {
    plate: normalisePlate(values.plate),
    kind: values.kind,
    capacity: Number(values.capacity.trim()),
    zone_id: zoneId,
    active: values.active,
  };
}

/** A field error the screen words itself: a plate another vehicle has (409). */
export function knownVehicleFieldError(field: string, status: unknown): ValidationMessage | null {
  return field === 'plate' && status === 409 ? { key: 'vehicles:errors.duplicatePlate' } : null;
}
