// What makes a plate and a capacity right, before anything is stored.

export type VehicleKindValue = 'cylinder_truck' | 'tank_truck';

/** The capacity a kind of vehicle may declare: cylinders for a cylinder truck, litres for a pipa. */
export const CAPACITY_BY_KIND = {
  cylinder_truck: { min: 1, max: 2000 },
  tank_truck: { min: 500, max: 60000 },
} as const satisfies Record<VehicleKindValue, { min: number; max: number }>;

export const PLATE_RULE =
  'Mexican plate: upper-case letters and digits in 2 to 4 groups joined by hyphens, 5 to 8 letters and digits in all, at least one letter and one digit (ABC-123-D, AB-1234, 12-AB-3C, LPG-12-34). Read trimmed and in upper case, spaces (and runs of spaces and hyphens) as one hyphen.';

/** The plate as stored: trimmed, upper case, each run of spaces and hyphens one hyphen. */
export const normalisePlate = (plate: string): string =>
  plate
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '-');

/** Whether a normalised plate has the Mexican format of PLATE_RULE. */
export function isValidPlate(plate: string): boolean {
  const groups = plate.split('-');
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

export const capacityFits = (kind: VehicleKindValue, capacity: number): boolean =>
  capacity >= CAPACITY_BY_KIND[kind].min && capacity <= CAPACITY_BY_KIND[kind].max;
