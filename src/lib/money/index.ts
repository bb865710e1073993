export {
  MAX_AMOUNT_CENTS,
  centsToPesos,
  formatCents,
  formatPesos,
  parseAmount,
  pesosToCents,
} from './money';
export type { AmountError, AmountParse } from './money';
