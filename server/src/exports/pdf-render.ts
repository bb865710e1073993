import PDFDocument from 'pdfkit';
import type { Language } from '../domain/messages';
import { formatCell, formatDateTime, isNumeric } from './format';
import { exportLabel } from './labels';
import { fontByName, fontRuns, type FontRun, type FontWeight } from './pdf-fonts';
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
const PADDING = 3;
const BODY_SIZE = 8;
const HEADER_FILL = '#e3e8ef';
const ZEBRA_FILL = '#f5f7fa';
const INK = '#1a1a1a';
const MUTED = '#555555';
/** Where the baseline sits below a line's top, as a share of the font size. */
const ASCENT = 0.75;
const ELLIPSIS = '…';
/**
 * pdfkit's drawing of one line of text, below `text()`: `text()` measures the line again after
 * drawing it (to move its cursor), which the renderer, which places every run itself, never uses.
 */
type Fragment = (text: string, x: number, y: number, options: object) => void;
const FRAGMENT_OPTIONS = { baseline: 'alphabetic' };

/** Widths kept per font: the texts that repeat down a column (zones, states, products). */
const MAX_KEPT_WIDTHS = 5_000;

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
export class PdfRenderer {
  readonly doc: PDFKit.PDFDocument;
  private readonly heading: PdfHeading;
  private readonly registered = new Set<string>();
  private readonly widths = new Map<string, Map<string, number>>();
  private readonly fragment: Fragment | undefined;
  private layout: Layout;
  private page = 0;
  private y = MARGIN;
  private records = 0;
  private fontSize = BODY_SIZE;

  constructor(heading: PdfHeading) {
    this.heading = heading;
    this.doc = new PDFDocument({
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
    });
    const fragment = (this.doc as unknown as { _fragment?: unknown })._fragment;
    this.fragment = typeof fragment === 'function' ? (fragment as Fragment) : undefined;
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

  private size(points: number): PDFKit.PDFDocument {
    this.fontSize = points;
    return this.doc.fontSize(points);
  }

  private tableWidth(): number {
    return this.layout.widths.reduce((sum, value) => sum + value, 0);
  }

  private runsOf(text: string, weight: FontWeight): FontRun[] {
    const runs = fontRuns(text, weight);
    for (const run of runs)
      if (!this.registered.has(run.font)) {
        // the parsed font stands in for its file (see ParsedFont)
        this.doc.registerFont(run.font, fontByName(run.font) as unknown as Buffer);
        this.registered.add(run.font);
      }
    return runs;
  }

  /** The width of a run's text in its font at the current size (kept per font and text). */
  private runWidth(run: FontRun): number {
    let widths = this.widths.get(run.font);
    if (widths === undefined) {
      widths = new Map();
      this.widths.set(run.font, widths);
    }
    let em = widths.get(run.text);
    if (em === undefined) {
      // pdfkit measures at the current size; kept in 1/1000 em
      em = (this.doc.font(run.font).widthOfString(run.text) * 1000) / this.fontSize;
      if (widths.size >= MAX_KEPT_WIDTHS) widths.clear();
      widths.set(run.text, em);
    }
    return (em * this.fontSize) / 1000;
  }

  private widthOf(runs: readonly FontRun[]): number {
    let width = 0;
    for (const run of runs) width += this.runWidth(run);
    return width;
  }

  /** Prints the text from x with its top at `top`, font by font; answers the width printed. */
  private print(text: string, weight: FontWeight, x: number, top: number): number {
    return this.printRuns(this.runsOf(text, weight), x, top);
  }

  private printRuns(runs: readonly FontRun[], x: number, top: number): number {
    const { doc } = this;
    const baseline = top + ASCENT * this.fontSize;
    let at = x;
    for (const run of runs) {
      doc.font(run.font);
      if (this.fragment === undefined)
        doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      else this.fragment.call(doc, run.text, at, baseline, FRAGMENT_OPTIONS);
      at += this.runWidth(run);
    }
    return at - x;
  }

  /** The runs of the text cut with an ellipsis to fit the width, and their width. */
  private fitted(
    text: string,
    weight: FontWeight,
    width: number,
  ): { runs: FontRun[]; width: number } {
    const runs = this.runsOf(text, weight);
    const whole = this.widthOf(runs);
    if (whole <= width) return { runs, width: whole };
    const chars = Array.from(text);
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const candidate = this.runsOf(`${chars.slice(0, middle).join('')}${ELLIPSIS}`, weight);
      if (this.widthOf(candidate) <= width) low = middle;
      else high = middle - 1;
    }
    const cut = this.runsOf(`${chars.slice(0, low).join('')}${ELLIPSIS}`, weight);
    return { runs: cut, width: this.widthOf(cut) };
  }

  /** One line of text in a cell, without pdfkit's wrapping (fast, and never starts a page). */
  private cellText(
    text: string,
    weight: FontWeight,
    x: number,
    width: number,
    top: number,
    alignRight: boolean,
  ): void {
    if (text === '') return;
    const room = width - 2 * PADDING;
    const shown = this.fitted(text, weight, room);
    const offset = alignRight ? room - shown.width : 0;
    this.printRuns(shown.runs, x + PADDING + offset, top);
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
