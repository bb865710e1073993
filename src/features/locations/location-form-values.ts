import { errorKind, errorMessage } from '@/api/errors';
import type { Location, LocationBody } from '@/api/locations';
import { maxLength, pattern, required } from '@/lib/validation/rules';
import type { FormRules, ValidationMessage } from '@/lib/validation/rules';

/** The location form's fields, as chosen and typed. */
export interface LocationValues {
  name: string;
  phone: string;
  description: string;
  zone_id: number | null;
}

export const LOCATION_FIELDS = ['name', 'phone', 'description', 'zone_id'] as const;

export const EMPTY_LOCATION: LocationValues = {
  name: '',
  phone: '',
  description: '',
  zone_id: null,
};

/** The contract's bounds (LocationBody): name 1–120, phone 7–20 of digits and + ( ) . -, text ≤ 1000. */
export const LOCATION_LIMITS = { name: 120, phone: 20, description: 1000 } as const;

export const locationRules = (): FormRules<LocationValues> => ({
  name: [required(), maxLength(LOCATION_LIMITS.name)],
  phone: [maxLength(LOCATION_LIMITS.phone), pattern(/[0-9+() .-]{7,20}/, 'phone')],
  description: [maxLength(LOCATION_LIMITS.description)],
  zone_id: [required()],
});

export function locationValues(location: Location): LocationValues {
  return {
    name: location.name,
    phone: location.phone ?? '',
    description: location.description ?? '',
    zone_id: location.zone_id,
  };
}

/**
 * What is sent: trimmed, and empty optional fields as null (which clears them on an update). Only
 * called once the rules passed, so the zone is chosen.
 */
export function locationBody(values: LocationValues, zoneId: number): LocationBody {
  return {
    name: values.name.trim(),
    phone: values.phone.trim() || null,
    description: values.description.trim() || null,
    zone_id: zoneId,
  };
}

/** A field error the screen words itself: a duplicate name in the zone (409). */
export function knownLocationFieldError(field: string, status: unknown): ValidationMessage | null {
  return field === 'name' && status === 409 ? { key: 'locations:errors.duplicateName' } : null;
}

/** The message above the form after a failed save (see the zones form for the same rule). */
export function saveFailureText(
  error: unknown,
  fieldsMarked: boolean,
  t: (key: string) => string,
): string {
  if (fieldsMarked) return t('locations:errors.checkFields');
  const kind = errorKind(error);
  if (kind === 'network') return t('locations:errors.network');
  if (kind === 'validation' || kind === 'conflict' || kind === 'notFound')
    return errorMessage(error) ?? t('locations:errors.saveFailed');
  return t('locations:errors.saveFailed');
}
