import type { Language } from '../domain/messages';
import { businessWallClockDate } from '../lib/business-time';
import type { CellKind, CellValue } from './table';

// Printed forms of cell values (the PDF, and the texts around the table).

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const integer = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

const pad = (value: number): string => String(value).padStart(2, '0');

/** A calendar date (its UTC fields) as dd/mm/yyyy (Spanish) or mm/dd/yyyy (English). */
function dayText(date: Date, language: Language): string {
  const day = pad(date.getUTCDate());
  const month = pad(date.getUTCMonth() + 1);
  const year = String(date.getUTCFullYear());
  return language === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** A calendar day `YYYY-MM-DD` in the language's order. */
export const formatDay = (day: string, language: Language): string =>
  dayText(new Date(`${day}T00:00:00Z`), language);

/** An instant in Mexico City time, with hours and minutes. */
export function formatDateTime(milliseconds: number, language: Language): string {
  const local = businessWallClockDate(milliseconds);
  return `${dayText(local, language)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** Spreadsheet number formats matching the printed forms. */
export const spreadsheetFormats = {
  id: '0',
  money: '"$"#,##0.00',
  integer: '#,##0',
  decimal: '#,##0.00',
  date: { es: 'dd/mm/yyyy', en: 'mm/dd/yyyy' },
  datetime: { es: 'dd/mm/yyyy hh:mm', en: 'mm/dd/yyyy hh:mm' },
} as const;

export function formatCell(kind: CellKind, value: CellValue, language: Language): string {
  if (value === null) return '';
  if (typeof value === 'string') {
    if (kind === 'datetime') return formatDateTime(Date.parse(value), language);
    if (kind === 'date') return formatDay(value, language);
    return value;
  }
  if (kind === 'money') return money.format(value);
  if (kind === 'integer') return integer.format(value);
  if (kind === 'decimal') return decimal.format(value);
  return String(value);
}

/** Right-aligned in the PDF. */
export const isNumeric = (kind: CellKind): boolean =>
  kind === 'id' || kind === 'integer' || kind === 'decimal' || kind === 'money';
