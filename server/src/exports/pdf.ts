import type { Writable } from 'node:stream';
import { backlogFlushed } from './flow-control';
import { PdfRenderer, type PdfHeading } from './pdf-render';
import type { ExportColumn, ExportTable } from './table';

/** A column's share of the page width. */
const shareOf = (column: { width: number; pdfWidth?: number }): number =>
  column.pdfWidth ?? column.width;

/** The columns printed on paper (a share of 0 leaves a column to the workbook). */
export const pdfColumnsOf = <Row>(table: ExportTable<Row>): ExportColumn<Row>[] =>
  table.columns.filter((column) => shareOf(column) > 0);

/** The heading and column layout of the table's PDF: plain data. */
export function pdfHeadingOf<Row>(table: ExportTable<Row>): PdfHeading {
  return {
    title: table.title,
    filter: table.filter,
    generatedAt: table.generatedAt,
    language: table.language,
    columns: pdfColumnsOf(table).map((column) => ({
      header: column.header,
      kind: column.kind,
      share: shareOf(column),
    })),
  };
}

/**
 * Streams the table as a PDF into the sink and ends it. Stops (without ending the sink) when the
 * signal aborts, e.g. the client went away.
 */
export async function writePdf<Row>(
  table: ExportTable<Row>,
  sink: Writable,
  signal: AbortSignal,
): Promise<void> {
  const columns = pdfColumnsOf(table);
  const renderer = new PdfRenderer(pdfHeadingOf(table));
  const { doc } = renderer;
  doc.pipe(sink);
  for await (const batch of table.batches) {
    if (signal.aborted) break;
    renderer.addRows(batch.map((row) => columns.map((column) => column.value(row))));
    await backlogFlushed(doc, sink, signal);
  }
  if (signal.aborted) {
    doc.unpipe(sink);
    return;
  }
  renderer.end();
}
