import PDFDocument from 'pdfkit';
import type { Language } from '../domain/messages';
import { formatCell, formatDateTime, isNumeric } from './format';
import { exportLabel } from './labels';
import { PdfPrinter } from './pdf-print';
import type { PdfColumn } from './pdf-render';
import type { CellValue } from './table';

// Draws a printed sheet of one record (an order's delivery ticket, a route's sheet) as a PDF:
// a title with its reference (the folio, the route), then blocks of labelled fields, a table whose
// header repeats on every page, right-aligned totals and a line to sign. Plain data in, so that
// it crosses to the drawing thread like an export's rows.

/** A label and its printed value. */
export interface PdfField {
  label: string;
  value: string;
}

export type PdfSheetBlock =
  /** Labelled values in a grid of `columns` columns. */
  | { type: 'fields'; columns: number; fields: PdfField[] }
  /** A section's heading. */
  | { type: 'heading'; text: string }
  /** Rows of cells under column headers (printed as the exports print them). */
  | { type: 'table'; columns: PdfColumn[]; rows: CellValue[][] }
  /** Labelled figures, right-aligned, in bold. */
  | { type: 'totals'; fields: PdfField[] }
  /** A line to sign over, with its caption. */
  | { type: 'signature'; label: string };

export interface PdfSheet {
  title: string;
  /** Printed to the right of the title: what the paper is of (a folio, a route). */
  reference: string;
  generatedAt: number;
  language: Language;
  /** half_letter: 8.5 × 5.5 in across (a ticket); letter_landscape: 11 × 8.5 in across. */
  paper: 'half_letter' | 'letter_landscape';
  blocks: PdfSheetBlock[];
}

const MARGIN = 30;
const FOOTER_SPACE = 22;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#9aa5b1';
const HEADER_FILL = '#e3e8ef';
const ROW_HEIGHT = 15;
const HEADER_HEIGHT = 17;
const FIELD_HEIGHT = 24;

/** Half a US Letter page, across: the paper of a delivery ticket (points). */
const HALF_LETTER: [number, number] = [612, 396];

export class PdfSheetRenderer extends PdfPrinter {
  private readonly sheet: PdfSheet;
  private page = 0;
  private y = MARGIN;

  constructor(sheet: PdfSheet) {
    super(
      new PDFDocument({
        size: sheet.paper === 'half_letter' ? HALF_LETTER : 'LETTER',
        layout: sheet.paper === 'half_letter' ? 'portrait' : 'landscape',
        margin: MARGIN,
        bufferPages: false,
        autoFirstPage: false,
        compress: true,
        fontLayoutCache: false,
        // no Helvetica: every text is printed in an embedded font
        font: null as unknown as string,
        info: {
          Title: `${sheet.title} ${sheet.reference}`,
          Author: 'Gas LP',
          CreationDate: new Date(sheet.generatedAt),
        },
      }),
      9,
    );
    this.sheet = sheet;
  }

  /** Draws every block and ends the document. */
  draw(): void {
    this.newPage();
    for (const block of this.sheet.blocks) {
      if (block.type === 'fields') this.fields(block.columns, block.fields);
      else if (block.type === 'heading') this.heading(block.text);
      else if (block.type === 'table') this.table(block.columns, block.rows);
      else if (block.type === 'totals') this.totals(block.fields);
      else this.signature(block.label);
    }
    this.doc.end();
  }

  private get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  /** Starts a page when fewer than `height` points are left on this one. */
  private room(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  private newPage(): void {
    const { doc, sheet } = this;
    doc.addPage();
    this.page += 1;
    this.y = MARGIN;
    this.size(7.5).fillColor(MUTED);
    const top = this.bottom + FOOTER_SPACE / 2;
    const page = this.runsOf(exportLabel('page', sheet.language, { page: this.page }), 'regular');
    this.printRuns(page, MARGIN + this.width - this.widthOf(page), top);
    this.print(
      exportLabel('generated', sheet.language, {
        when: formatDateTime(sheet.generatedAt, sheet.language),
      }),
      'regular',
      MARGIN,
      top,
    );
    this.size(14).fillColor(INK);
    this.print(sheet.title, 'bold', MARGIN, this.y);
    const reference = this.runsOf(sheet.reference, 'bold');
    this.printRuns(reference, MARGIN + this.width - this.widthOf(reference), this.y);
    this.y += 20;
    doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + this.width, this.y)
      .lineWidth(0.8)
      .strokeColor(RULE)
      .stroke();
    this.y += 8;
  }

  private fields(columns: number, fields: readonly PdfField[]): void {
    const across = Math.max(1, columns);
    const cell = this.width / across;
    for (let at = 0; at < fields.length; at += across) {
      this.room(FIELD_HEIGHT);
      fields.slice(at, at + across).forEach((field, index) => {
        const x = MARGIN + index * cell;
        this.size(7).fillColor(MUTED);
        this.cellText(field.label, 'regular', x, cell, this.y, false);
        this.size(9.5).fillColor(INK);
        this.cellText(field.value, 'regular', x, cell, this.y + 9, false);
      });
      this.y += FIELD_HEIGHT;
    }
  }

  private heading(text: string): void {
    this.room(18 + ROW_HEIGHT);
    this.y += 4;
    this.size(10.5).fillColor(INK);
    this.print(text, 'bold', MARGIN, this.y);
    this.y += 16;
  }

  private table(columns: readonly PdfColumn[], rows: readonly (readonly CellValue[])[]): void {
    const { language } = this.sheet;
    const total = columns.reduce((sum, column) => sum + column.share, 0);
    const widths = columns.map((column) => (this.width * column.share) / total);
    const xs = widths.map((_, index) =>
      widths.slice(0, index).reduce((sum, width) => sum + width, MARGIN),
    );
    const header = (): void => {
      this.doc.rect(MARGIN, this.y, this.width, HEADER_HEIGHT).fill(HEADER_FILL);
      this.size(7.5).fillColor(INK);
      columns.forEach((column, index) => {
        this.cellText(
          column.header,
          'bold',
          xs[index] ?? MARGIN,
          widths[index] ?? 0,
          this.y + 5,
          isNumeric(column.kind),
        );
      });
      this.y += HEADER_HEIGHT;
    };
    this.room(HEADER_HEIGHT + ROW_HEIGHT);
    header();
    for (const cells of rows) {
      if (this.room(ROW_HEIGHT)) header();
      this.size(8).fillColor(INK);
      columns.forEach((column, index) => {
        this.cellText(
          formatCell(column.kind, cells[index] ?? null, language),
          'regular',
          xs[index] ?? MARGIN,
          widths[index] ?? 0,
          this.y + 4,
          isNumeric(column.kind),
        );
      });
      this.y += ROW_HEIGHT;
      this.doc
        .moveTo(MARGIN, this.y)
        .lineTo(MARGIN + this.width, this.y)
        .lineWidth(0.3)
        .strokeColor(RULE)
        .stroke();
    }
    this.y += 6;
  }

  private totals(fields: readonly PdfField[]): void {
    const labelRight = MARGIN + this.width - 110;
    for (const field of fields) {
      this.room(ROW_HEIGHT);
      this.size(9.5).fillColor(INK);
      const label = this.runsOf(field.label, 'regular');
      this.printRuns(label, labelRight - this.widthOf(label), this.y);
      const value = this.runsOf(field.value, 'bold');
      this.printRuns(value, MARGIN + this.width - this.widthOf(value), this.y);
      this.y += ROW_HEIGHT;
    }
    this.y += 4;
  }

  private signature(label: string): void {
    this.room(44);
    this.y += 28;
    const lineWidth = Math.min(240, this.width / 2);
    const left = MARGIN + (this.width - lineWidth) / 2;
    this.doc
      .moveTo(left, this.y)
      .lineTo(left + lineWidth, this.y)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    this.size(8).fillColor(MUTED);
    const caption = this.runsOf(label, 'regular');
    this.printRuns(caption, left + (lineWidth - this.widthOf(caption)) / 2, this.y + 3);
    this.y += 16;
  }
}
