import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { backlogFlushed } from './flow-control';
import { formatCell, formatDateTime, isNumeric } from './format';
import { exportLabel } from './labels';
import { isLandscape, type ExportColumn, type ExportTable } from './table';

// The PDF writer (US Letter, the paper of Mexican offices): pdfkit without page buffering, so each finished page leaves for the client when
// the next one starts. The first page carries the title, the filter and the generation time;
// every page repeats the column headers and has its number in the footer ("Página N").

const MARGIN = 36;
const FOOTER_SPACE = 28;
const ROW_HEIGHT = 15;
const HEADER_HEIGHT = 18;
const PADDING = 3;
const BODY_SIZE = 8;
const HEADER_FILL = '#e3e8ef';
const ZEBRA_FILL = '#f5f7fa';
const INK = '#1a1a1a';
const MUTED = '#555555';

// The standard PDF fonts encode text as Windows-1252: these are its characters above Latin-1's
// control range; anything else (emoji, other scripts) prints as "?".
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can print: control characters become spaces, unknown ones "?". */
export function printable(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) result += ' ';
    else if (code <= 0xff || WIN_ANSI_EXTRAS.has(char)) result += char;
    else result += '?';
  }
  return result;
}

interface Layout {
  left: number;
  xs: number[];
  widths: number[];
  /** The lowest y a row may end at. */
  bottom: number;
}

/** A column's share of the page width. */
const shareOf = (column: { width: number; pdfWidth?: number }): number =>
  column.pdfWidth ?? column.width;

function layoutOf(
  doc: PDFKit.PDFDocument,
  columns: readonly { width: number; pdfWidth?: number }[],
): Layout {
  const contentWidth = doc.page.width - 2 * MARGIN;
  const total = columns.reduce((sum, column) => sum + shareOf(column), 0);
  const widths = columns.map((column) => (contentWidth * shareOf(column)) / total);
  const xs: number[] = [];
  let x = MARGIN;
  for (const width of widths) {
    xs.push(x);
    x += width;
  }
  return { left: MARGIN, xs, widths, bottom: doc.page.height - MARGIN - FOOTER_SPACE };
}

/** The text cut with an ellipsis to fit the width (current font and size), and its width. */
function fitted(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
): { text: string; width: number } {
  const whole = doc.widthOfString(text);
  if (whole <= width) return { text, width: whole };
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  const cut = `${text.slice(0, low)}…`;
  return { text: cut, width: doc.widthOfString(cut) };
}

/** One line of text in a cell, without pdfkit's wrapping (fast, and never starts a page). */
function cellText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  width: number,
  top: number,
  alignRight: boolean,
): void {
  if (text === '') return;
  const room = width - 2 * PADDING;
  const shown = fitted(doc, printable(text), room);
  const offset = alignRight ? room - shown.width : 0;
  doc.text(shown.text, x + PADDING + offset, top, { lineBreak: false });
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
  const { language } = table;
  const columns = table.columns.filter((column) => shareOf(column) > 0);
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: isLandscape(columns) ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: false,
    autoFirstPage: false,
    compress: true,
    info: { Title: table.title, Author: 'Gas LP', CreationDate: new Date(table.generatedAt) },
  });
  doc.pipe(sink);
  let page = 0;
  let y = MARGIN;

  const footer = (current: Layout): void => {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    const label = exportLabel('page', language, { page });
    const width = doc.widthOfString(label);
    doc.text(label, (doc.page.width - width) / 2, current.bottom + FOOTER_SPACE / 2, {
      lineBreak: false,
    });
    doc.text(printable(table.title), current.left, current.bottom + FOOTER_SPACE / 2, {
      lineBreak: false,
    });
  };

  const heading = (): void => {
    doc.font('Helvetica-Bold').fontSize(15).fillColor(INK);
    doc.text(printable(table.title), MARGIN, y, { lineBreak: false });
    y += 22;
    doc.font('Helvetica').fontSize(9.5).fillColor(INK);
    doc.text(printable(exportLabel('filter', language, { filter: table.filter })), MARGIN, y, {
      lineBreak: false,
    });
    y += 14;
    doc.fontSize(8.5).fillColor(MUTED);
    doc.text(
      printable(
        exportLabel('generated', language, { when: formatDateTime(table.generatedAt, language) }),
      ),
      MARGIN,
      y,
      { lineBreak: false },
    );
    y += 20;
  };

  const headerRow = (current: Layout): void => {
    const width = current.widths.reduce((sum, value) => sum + value, 0);
    doc.rect(current.left, y, width, HEADER_HEIGHT).fill(HEADER_FILL);
    doc.font('Helvetica-Bold').fontSize(BODY_SIZE).fillColor(INK);
    columns.forEach((column, index) => {
      cellText(
        doc,
        column.header,
        current.xs[index] ?? current.left,
        current.widths[index] ?? 0,
        y + 5,
        isNumeric(column.kind),
      );
    });
    y += HEADER_HEIGHT;
    doc.font('Helvetica').fontSize(BODY_SIZE);
  };

  const newPage = (): Layout => {
    doc.addPage();
    page += 1;
    const current = layoutOf(doc, columns);
    y = MARGIN;
    footer(current);
    if (page === 1) heading();
    headerRow(current);
    return current;
  };

  const bodyRow = (current: Layout, record: Row, zebra: boolean): void => {
    if (zebra) {
      const width = current.widths.reduce((sum, value) => sum + value, 0);
      doc.rect(current.left, y, width, ROW_HEIGHT).fill(ZEBRA_FILL);
    }
    doc.fillColor(INK);
    columns.forEach((column: ExportColumn<Row>, index) => {
      cellText(
        doc,
        formatCell(column.kind, column.value(record), language),
        current.xs[index] ?? current.left,
        current.widths[index] ?? 0,
        y + 4,
        isNumeric(column.kind),
      );
    });
    y += ROW_HEIGHT;
  };

  let layout = newPage();
  let records = 0;
  for await (const batch of table.batches) {
    if (signal.aborted) break;
    for (const record of batch) {
      if (y + ROW_HEIGHT > layout.bottom) layout = newPage();
      bodyRow(layout, record, records % 2 === 1);
      records += 1;
    }
    await backlogFlushed(doc, sink, signal);
  }
  if (signal.aborted) {
    doc.unpipe(sink);
    return;
  }
  if (records === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(exportLabel('empty', language), MARGIN, y + 8, { lineBreak: false });
  }
  doc.end();
}
