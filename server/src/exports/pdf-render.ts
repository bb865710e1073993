import PDFDocument from 'pdfkit';
import type { Language } from '../domain/messages';
import { formatCell, formatDateTime, isNumeric } from './format';
import { exportLabel } from './labels';
import { PdfPrinter } from './pdf-print';
import { isLandscape, type CellKind, type CellValue } from './table';

// Draws an export's table as a PDF (US Letter, the paper of Mexican offices): pdfkit without page
// buffering, so each finished page leaves as soon as the next one starts. The first page carries
// the title, the filter and the generation time; every page repeats the column headers and has
// its number in the footer ("Página N"). Text is printed in embedded Unicode fonts (pdf-fonts.ts),
// one run per font, on a common baseline.

const MARGIN = 36;
const FOOTER_SPACE = 28;
const ROW_HEIGHT = 15;
const HEADER_HEIGHT = 18;
const BODY_SIZE = 8;
const HEADER_FILL = '#e3e8ef';
const ZEBRA_FILL = '#f5f7fa';
const INK = '#1a1a1a';
const MUTED = '#555555';

/** What the renderer needs of a column: everything but how to read a row. */
export interface PdfColumn {
  header: string;
  kind: CellKind;
  /** The column's share of the page width. */
  share: number;
}

/** The document's heading and columns (plain data: it crosses to the rendering thread). */
export interface PdfHeading {
  title: string;
  filter: string;
  generatedAt: number;
  language: Language;
  columns: PdfColumn[];
}

interface Layout {
  left: number;
  xs: number[];
  widths: number[];
  /** The lowest y a row may end at. */
  bottom: number;
}

/** Renders one document; `doc` is the PDF's byte stream (a Readable). */
export class PdfRenderer extends PdfPrinter {
  private readonly heading: PdfHeading;
  private layout: Layout;
  private page = 0;
  private y = MARGIN;
  private records = 0;

  constructor(heading: PdfHeading) {
    super(
      new PDFDocument({
        size: 'LETTER',
        layout: isLandscape(heading.columns) ? 'landscape' : 'portrait',
        margin: MARGIN,
        bufferPages: false,
        autoFirstPage: false,
        compress: true,
        // the plain layout is cheap, and a cache of every word drawn grows with the rows
        fontLayoutCache: false,
        // no Helvetica: every text is printed in an embedded font
        font: null as unknown as string,
        info: {
          Title: heading.title,
          Author: 'Gas LP',
          CreationDate: new Date(heading.generatedAt),
        },
      }),
      BODY_SIZE,
    );
    this.heading = heading;
    this.layout = this.newPage();
  }

  /** Number of records drawn so far. */
  get rowCount(): number {
    return this.records;
  }

  /** Draws records (cells in column order, as read from the rows). */
  addRows(rows: readonly (readonly CellValue[])[]): void {
    const { columns, language } = this.heading;
    for (const cells of rows) {
      if (this.y + ROW_HEIGHT > this.layout.bottom) this.layout = this.newPage();
      const { layout, doc } = this;
      if (this.records % 2 === 1) {
        doc.rect(layout.left, this.y, this.tableWidth(), ROW_HEIGHT).fill(ZEBRA_FILL);
      }
      doc.fillColor(INK);
      columns.forEach((column, index) => {
        this.cellText(
          formatCell(column.kind, cells[index] ?? null, language),
          'regular',
          layout.xs[index] ?? layout.left,
          layout.widths[index] ?? 0,
          this.y + 4,
          isNumeric(column.kind),
        );
      });
      this.y += ROW_HEIGHT;
      this.records += 1;
    }
  }

  /** Ends the document (with a "no records" line when there were none). */
  end(): void {
    if (this.records === 0) {
      this.size(9).fillColor(MUTED);
      this.print(exportLabel('empty', this.heading.language), 'regular', MARGIN, this.y + 8);
    }
    this.doc.end();
  }

  private tableWidth(): number {
    return this.layout.widths.reduce((sum, value) => sum + value, 0);
  }

  private newPage(): Layout {
    const { doc } = this;
    doc.addPage();
    this.page += 1;
    const layout = this.layoutOf();
    this.layout = layout;
    this.y = MARGIN;
    this.footer(layout);
    if (this.page === 1) this.title();
    this.headerRow(layout);
    return layout;
  }

  private layoutOf(): Layout {
    const { doc } = this;
    const { columns } = this.heading;
    const contentWidth = doc.page.width - 2 * MARGIN;
    const total = columns.reduce((sum, column) => sum + column.share, 0);
    const widths = columns.map((column) => (contentWidth * column.share) / total);
    const xs: number[] = [];
    let x = MARGIN;
    for (const width of widths) {
      xs.push(x);
      x += width;
    }
    return { left: MARGIN, xs, widths, bottom: doc.page.height - MARGIN - FOOTER_SPACE };
  }

  private footer(layout: Layout): void {
    const { doc, heading } = this;
    this.size(8).fillColor(MUTED);
    const label = this.runsOf(
      exportLabel('page', heading.language, { page: this.page }),
      'regular',
    );
    const top = layout.bottom + FOOTER_SPACE / 2;
    this.printRuns(label, (doc.page.width - this.widthOf(label)) / 2, top);
    this.print(heading.title, 'regular', layout.left, top);
  }

  private title(): void {
    const { heading } = this;
    this.size(15).fillColor(INK);
    this.print(heading.title, 'bold', MARGIN, this.y);
    this.y += 22;
    this.size(9.5).fillColor(INK);
    this.print(
      exportLabel('filter', heading.language, { filter: heading.filter }),
      'regular',
      MARGIN,
      this.y,
    );
    this.y += 14;
    this.size(8.5).fillColor(MUTED);
    this.print(
      exportLabel('generated', heading.language, {
        when: formatDateTime(heading.generatedAt, heading.language),
      }),
      'regular',
      MARGIN,
      this.y,
    );
    this.y += 20;
  }

  private headerRow(layout: Layout): void {
    const { doc } = this;
    doc.rect(layout.left, this.y, this.tableWidth(), HEADER_HEIGHT).fill(HEADER_FILL);
    this.size(BODY_SIZE).fillColor(INK);
    this.heading.columns.forEach((column, index) => {
      this.cellText(
        column.header,
        'bold',
        layout.xs[index] ?? layout.left,
        layout.widths[index] ?? 0,
        this.y + 5,
        isNumeric(column.kind),
      );
    });
    this.y += HEADER_HEIGHT;
    this.size(BODY_SIZE);
  }
}
