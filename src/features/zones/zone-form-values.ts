import type { Zone, ZoneBody } from '@/api/zones';
import { maxLength, pattern, required } from '@/lib/validation/rules';
import type { FormRules, ValidationMessage } from '@/lib/validation/rules';
import { errorKind, errorMessage } from '@/api/errors';

/** The zone form's fields, as typed. */
export interface ZoneValues {
  name: string;
  phone: string;
  description: string;
}

export const ZONE_FIELDS = ['name', 'phone', 'description'] as const;

export const EMPTY_ZONE: ZoneValues = { name: '', phone: '', description: '' };

/** The contract's bounds (ZoneBody): name 1–120, phone 7–20 of digits and + ( ) . -, text ≤ 1000. */
export const ZONE_LIMITS = { name: 120, phone: 20, description: 1000 } as const;

export const zoneRules = (): FormRules<ZoneValues> => ({
  name: [required(), maxLength(ZONE_LIMITS.name)],
  phone: [maxLength(ZONE_LIMITS.phone), pattern(/[0-9+() .-]{7,20}/, 'phone')],
  description: [maxLength(ZONE_LIMITS.description)],
});

export function zoneValues(zone: Zone): ZoneValues {
  return { name: zone.name, phone: zone.phone ?? '', description: zone.description ?? '' };
}

/** What is sent: trimmed, and empty optional fields as null (which clears them on an update). */
export function zoneBody(values: ZoneValues): ZoneBody {
  return {
    name: values.name.trim(),
    phone: values.phone.trim() || null,
    description: values.description.trim() || null,
  };
}

/** A field error the screen words itself: a duplicate name (409). Others show the server's text. */
export function knownZoneFieldError(field: string, status: unknown): ValidationMessage | null {
  return field === 'name' && status === 409 ? { key: 'zones:errors.duplicateName' } : null;
}

/**
 * The message above the form after a failed save: "check the fields" when the server marked some,
 * the connection when it could not be reached, the server's own reason for a refusal no field
 * explains, or a generic failure.
 */
export function saveFailureText(
  error: unknown,
  fieldsMarked: boolean,
  t: (key: string) => string,
): string {
  if (fieldsMarked) return t('zones:errors.checkFields');
  const kind = errorKind(error);
  if (kind === 'network') return t('zones:errors.network');
  if (kind === 'validation' || kind === 'conflict' || kind === 'notFound')
    return errorMessage(error) ?? t('zones:errors.saveFailed');
  return t('zones:errors.saveFailed');
}
