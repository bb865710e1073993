import type { Price, PriceBody, Product } from '@/api/prices';
import { errorKind, errorMessage } from '@/api/errors';
import { isCalendarDay } from '@/components/data-grid/date-range';
import { isEmpty, pattern, required } from '@/lib/validation/rules';
import type { FormRules, Rule } from '@/lib/validation/rules';

/** The price form's fields, as typed. */
export interface PriceValues {
  zone_id: number | null;
  product: Product | null;
  price: string;
  effective_from: string;
}

export const PRICE_FIELDS = ['zone_id', 'product', 'price', 'effective_from'] as const;

/** Pesos with up to two decimals, above zero (the contract's Money). */
const MONEY = /\d{1,7}([.,]\d{1,2})?/;

const aboveZero: Rule<string> = (value) =>
  isEmpty(value) || parsePesos(value) > 0 ? null : { key: 'validation:money' };
const realDay: Rule<string> = (value) =>
  isEmpty(value) || isCalendarDay(value) ? null : { key: 'validation:day' };

/** An amount in pesos typed in a form: required, up to two decimals, above zero. */
export const pesosRules = (): Rule<string>[] => [required(), pattern(MONEY, 'money'), aboveZero];

/** A calendar day typed in a form: required and real. */
export const dayRules = (): Rule<string>[] => [required(), realDay];

export const priceRules = (): FormRules<PriceValues> => ({
  zone_id: [required()],
  product: [required()],
  price: pesosRules(),
  effective_from: dayRules(),
});

export const parsePesos = (typed: string): number => Number(typed.trim().replace(',', '.'));

export const emptyPrice = (today: string): PriceValues => ({
  zone_id: null,
  product: null,
  price: '',
  effective_from: today,
});

export const priceValues = (price: Price): PriceValues => ({
  zone_id: price.zone_id,
  product: price.product,
  price: price.price.toFixed(2),
  effective_from: price.effective_from,
});

/** What is sent, once the rules passed. */
export function priceBody(values: PriceValues): PriceBody {
  if (values.zone_id === null || values.product === null)
    throw new Error('priceBody: the rules let an empty zone or product through');
  return {
    zone_id: values.zone_id,
    product: values.product,
    price: parsePesos(values.price),
    effective_from: values.effective_from,
  };
}

/** The keys of the messages that name what failed to save (a price, a regulated maximum). */
export interface SaveFailureKeys {
  forbidden: string;
  saveFailed: string;
}

const PRICE_FAILURE_KEYS: SaveFailureKeys = {
  forbidden: 'prices:errors.forbidden',
  saveFailed: 'prices:errors.saveFailed',
};

/** The message above the form after a failed save. */
export function saveFailureText(
  error: unknown,
  fieldsMarked: boolean,
  t: (key: string) => string,
  keys: SaveFailureKeys = PRICE_FAILURE_KEYS,
): string {
  if (fieldsMarked) return t('prices:errors.checkFields');
  const kind = errorKind(error);
  if (kind === 'network') return t('prices:errors.network');
  if (kind === 'forbidden') return t(keys.forbidden);
  if (kind === 'validation' || kind === 'conflict' || kind === 'notFound')
    return errorMessage(error) ?? t(keys.saveFailed);
  return t(keys.saveFailed);
}
