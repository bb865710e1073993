import type { PriceMaximum, PriceMaximumBody, ProductKind } from '@/api/prices';
import { isCalendarDay } from '@/components/data-grid/date-range';
import { isEmpty, required } from '@/lib/validation/rules';
import type { FormRules, Rule } from '@/lib/validation/rules';
import { dayRules, parsePesos, pesosRules } from './price-form-values';
import type { SaveFailureKeys } from './price-form-values';
import { isSunday } from './products';

/** The regulated maximum form's fields, as typed. */
export interface MaximumValues {
  zone_id: number | null;
  product_kind: ProductKind | null;
  /** The Sunday that starts the week. */
  week_start: string;
  /** Pesos per kg (cylinders) or per litre (stationary gas). */
  max: string;
}

export const MAXIMUM_FIELDS = ['zone_id', 'product_kind', 'week_start', 'max'] as const;

export const MAXIMUM_FAILURE_KEYS: SaveFailureKeys = {
  forbidden: 'prices:maximums.errors.forbidden',
  saveFailed: 'prices:maximums.errors.saveFailed',
};

/** The server takes only a Sunday as the start of a week (422 otherwise): said before sending. */
const sunday: Rule<string> = (value) =>
  isEmpty(value) || !isCalendarDay(value) || isSunday(value)
    ? null
    : { key: 'prices:maximums.validation.sunday' };

export const maximumRules = (): FormRules<MaximumValues> => ({
  zone_id: [required()],
  product_kind: [required()],
  week_start: [...dayRules(), sunday],
  max: pesosRules(),
});

export const emptyMaximum = (weekStart: string): MaximumValues => ({
  zone_id: null,
  product_kind: null,
  week_start: weekStart,
  max: '',
});

export const maximumValues = (maximum: PriceMaximum): MaximumValues => ({
  zone_id: maximum.zone_id,
  product_kind: maximum.product_kind,
  week_start: maximum.week_start,
  max: maximum.max.toFixed(2),
});

/** What is sent, once the rules passed. */
export function maximumBody(values: MaximumValues): PriceMaximumBody {
  if (values.zone_id === null || values.product_kind === null)
    throw new Error('maximumBody: the rules let an empty zone or product kind through');
  return {
    zone_id: values.zone_id,
    product_kind: values.product_kind,
    week_start: values.week_start,
    max: parsePesos(values.max),
  };
}
