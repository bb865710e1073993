/** Pesos (at most two decimals) to integer cents. */
export const toCents = (pesos: number): number => Math.round(pesos * 100);

/** Integer cents to pesos. */
export const toPesos = (cents: number): number => cents / 100;

/**
 * The exact cents of an amount in pesos, or null when it has more than two decimals (or is not a
 * finite number). Judged on the shortest decimal text of the number, the way the client wrote it,
 * so 10.1 is 1010 cents and 10.005 is refused instead of being rounded.
 */
export function exactCents(pesos: number): number | null {
  if (!Number.isFinite(pesos)) return null;
  if (!/^-?\d+(\.\d{1,2})?$/.test(String(pesos))) return null;
  return toCents(pesos);
}
