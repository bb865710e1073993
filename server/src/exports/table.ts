import type { Language } from '../domain/messages';

/** How a cell is typed in the workbook and printed in the PDF. */
export type CellKind =
  | 'text'
  /** A record number, printed without thousands separators. */
  | 'id'
  | 'integer'
  /** A quantity with up to two decimals (kilograms, litres). */
  | 'decimal'
  /** Pesos, shown with two decimals and the currency sign. */
  | 'money'
  /** A calendar day `YYYY-MM-DD`. */
  | 'date'
  /** An ISO timestamp, shown in Mexico City time. */
  | 'datetime';

export type CellValue = string | number | null;

export interface ExportColumn<Row> {
  /** The header, already in the request's language. */
  header: string;
  kind: CellKind;
  /** Width in characters in the workbook; the PDF shares its page width in these proportions. */
  width: number;
  /**
   * The column's share of the PDF page width instead of `width`; 0 leaves the column out of the
   * PDF (a wide table keeps every column in the workbook and the essential ones on paper).
   */
  pdfWidth?: number;
  value: (row: Row) => CellValue;
}

/** One exported list: what both the Excel and the PDF writer need. */
export interface ExportTable<Row> {
  title: string;
  /** The filter in words, in the request's language. */
  filter: string;
  /** Epoch milliseconds; printed in Mexico City time. */
  generatedAt: number;
  language: Language;
  columns: readonly ExportColumn<Row>[];
  /** The rows in the list's order, a batch at a time. */
  batches: AsyncIterable<readonly Row[]>;
  /** How many rows the export holds (what the client's progress shows against). */
  count?: () => Promise<number>;
}

/** A table with this many columns or more is laid out landscape. */
export const LANDSCAPE_FROM_COLUMNS = 7;

export const isLandscape = (columns: readonly unknown[]): boolean =>
  columns.length >= LANDSCAPE_FROM_COLUMNS;
