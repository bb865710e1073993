import type { FontRun, FontWeight } from './pdf-fonts';
import { fontByName, fontRuns } from './pdf-fonts';

// Prints text on a pdfkit document in the embedded Unicode fonts (pdf-fonts.ts): one run per
// font, on a common baseline, placed by the printer itself (no pdfkit wrapping). The exports'
// table (pdf-render.ts) and the printed sheets (pdf-sheet.ts) draw through it.

/** Where the baseline sits below a line's top, as a share of the font size. */
const ASCENT = 0.75;
const ELLIPSIS = '…';
/** Room between a cell's border and its text. */
export const PADDING = 3;
/**
 * pdfkit's drawing of one line of text, below `text()`: `text()` measures the line again after
 * drawing it (to move its cursor), which the renderer, which places every run itself, never uses.
 */
type Fragment = (text: string, x: number, y: number, options: object) => void;
const FRAGMENT_OPTIONS = { baseline: 'alphabetic' };

/** Widths kept per font: the texts that repeat down a column (zones, states, products). */
const MAX_KEPT_WIDTHS = 5_000;

export class PdfPrinter {
  readonly doc: PDFKit.PDFDocument;
  private readonly registered = new Set<string>();
  private readonly widths = new Map<string, Map<string, number>>();
  private readonly fragment: Fragment | undefined;
  protected fontSize: number;

  constructor(doc: PDFKit.PDFDocument, fontSize: number) {
    this.doc = doc;
    this.fontSize = fontSize;
    const fragment = (doc as unknown as { _fragment?: unknown })._fragment;
    this.fragment = typeof fragment === 'function' ? (fragment as Fragment) : undefined;
  }

  protected size(points: number): PDFKit.PDFDocument {
    this.fontSize = points;
    return this.doc.fontSize(points);
  }

  protected runsOf(text: string, weight: FontWeight): FontRun[] {
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

  protected widthOf(runs: readonly FontRun[]): number {
    let width = 0;
    for (const run of runs) width += this.runWidth(run);
    return width;
  }

  /** Prints the text from x with its top at `top`, font by font; answers the width printed. */
  protected print(text: string, weight: FontWeight, x: number, top: number): number {
    return this.printRuns(this.runsOf(text, weight), x, top);
  }

  protected printRuns(runs: readonly FontRun[], x: number, top: number): number {
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
  protected fitted(
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
  protected cellText(
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
}
