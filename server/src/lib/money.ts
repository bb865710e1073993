/** Pesos (at most two decimals) to integer cents. */
export const toCents = (pesos: number): number => Math.round(pesos * 100);

/** Integer cents to pesos. */
export const toPesos = (cents: number): number => cents / 100;
