import type { PdfHeading } from './pdf-render';
import type { PdfSheet } from './pdf-sheet';
import type { CellValue } from './table';

// The messages between an export and the thread that draws its PDF (pdf-worker.ts).

export type PdfToThread =
  | { type: 'start'; heading: PdfHeading }
  /** Cells in column order, as read from the rows. */
  | { type: 'rows'; rows: CellValue[][] }
  | { type: 'end' }
  /** A whole printed sheet (a ticket, a route sheet): drawn at once, then `done`. */
  | { type: 'sheet'; sheet: PdfSheet }
  /** Drop the document (the export stopped): answered `stopped`, then the thread is terminated. */
  | { type: 'stop' };

export type PdfFromThread =
  /** Bytes of the file, in order. */
  | { type: 'data'; chunk: Uint8Array }
  /** The batch is drawn and its bytes sent; `rows` drawn so far. */
  | { type: 'drawn'; rows: number }
  /** The file is complete. */
  | { type: 'done' }
  /** The document is dropped and nothing is being drawn: the thread may be terminated. */
  | { type: 'stopped' }
  | { type: 'error'; message: string };
