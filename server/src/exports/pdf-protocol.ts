import type { PdfHeading } from './pdf-render';
import type { CellValue } from './table';

// The messages between an export and the thread that draws its PDF (pdf-worker.ts).

export type PdfToThread =
  | { type: 'start'; heading: PdfHeading }
  /** Cells in column order, as read from the rows. */
  | { type: 'rows'; rows: CellValue[][] }
  | { type: 'end' };

export type PdfFromThread =
  /** Bytes of the file, in order. */
  | { type: 'data'; chunk: Uint8Array }
  /** The batch is drawn and its bytes sent; `rows` drawn so far. */
  | { type: 'drawn'; rows: number }
  /** The file is complete. */
  | { type: 'done' }
  | { type: 'error'; message: string };
