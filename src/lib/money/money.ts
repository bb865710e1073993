/**
 * Money on screen is integer cents (wallets, orders). A typed amount is read as a decimal string
 * straight into cents (no floating point on the way), amounts from the server (pesos with at most
 * two decimals) are rounded to cents once, and only the edges turn cents back into pesos: the
 * request body and the displayed text.
 */

/** The largest amount the server accepts (the contract's Money maximum): 10,000,000.00 MXN. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/** Why a typed amount is refused (each screen words it: the wallets say it under `wallets:amount.`). */
export type AmountError = 'required' | 'format' | 'decimals' | 'positive' | 'max';

export type AmountParse = { ok: true; cents: number } | { ok: false; error: AmountError };

// digits, optionally a dot and more digits (".5" and "5." are fine); at least one digit somewhere
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;
// more integer digits than this is above the maximum whatever they are
const MAX_INTEGER_DIGITS = String(MAX_AMOUNT_CENTS / 100).length;

/**
 * A typed amount in pesos as integer cents: "10" → 1000, "10.5" → 1050, "0.05" → 5. Refuses an
 * empty text, anything but digits and one dot ("1,5", "1e3", "abc"), more than two decimals,
 * negative or zero amounts, and amounts above {@link MAX_AMOUNT_CENTS}.
 */
export function parseAmount(text: string): AmountParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (trimmed.startsWith('-')) return { ok: false, error: 'positive' };
  const match = DECIMAL.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, error: 'format' };
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const significant = whole.replace(/^0+/, '');
  if (significant.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'max' };
  const cents = Number(significant || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0) return { ok: false, error: 'positive' };
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, error: 'max' };
  return { ok: true, cents };
}

/**
 * Integer cents as the pesos number a request body carries. Dividing an integer by 100 gives the
 * double nearest to the exact value, which JSON writes with at most two decimals (1005 → 10.05).
 */
export function centsToPesos(cents: number): number {
  return cents / 100;
}

/** Pesos from the server (at most two decimals) as integer cents. */
export function pesosToCents(pesos: number): number {
  return Math.round(pesos * 100);
}

const currency = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** "$1,234.50": integer cents as Mexican pesos. */
export function formatCents(cents: number): string {
  return currency.format(centsToPesos(cents));
}

/** A pesos amount from the server, shown as Mexican pesos. */
export function formatPesos(pesos: number): string {
  return formatCents(pesosToCents(pesos));
}
