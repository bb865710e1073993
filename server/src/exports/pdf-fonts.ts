import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

// The fonts the PDF exports embed: Noto Sans (Latin with its extensions, Greek, Cyrillic,
// Vietnamese, Devanagari) and, for what it lacks, Noto Sans SC (CJK ideographs, kana, full-width
// forms). Both come from Fontsource as files cut by Unicode range (WOFF: fontkit cannot subset the
// composite glyphs of WOFF2, whose glyf table is transformed); a text is split into runs
// that one file can print (per-run fallback), each file is read once per thread when a text first
// needs it, and pdfkit embeds only the glyphs a document used (subsetting), so a list of Latin
// names carries a few kilobytes of font and a CJK name adds the glyphs of its slice alone.

export type FontWeight = 'regular' | 'bold';

const FAMILIES = ['noto-sans', 'noto-sans-sc'] as const;
const WEIGHT_FILES: Record<FontWeight, string> = { regular: '400', bold: '700' };

/** A code point no font can print is printed as this. */
const REPLACEMENT = '?';

interface Face {
  /** The pdfkit font name (also what the run carries). */
  name: string;
  family: string;
  subset: string;
  /** Inclusive code point ranges of the file (its CSS unicode-range). */
  ranges: readonly (readonly [number, number])[];
}

/** One piece of a text and the font that prints it. */
export interface FontRun {
  font: string;
  text: string;
}

const parseRanges = (unicodeRange: string): [number, number][] =>
  unicodeRange.split(',').map((part) => {
    const [start = '0', end] = part.trim().replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(start, 16);
    return [first, end === undefined ? first : Number.parseInt(end, 16)];
  });

/** `latin` → `latin`, `[21]` → `21`: the subset's part of the file name. */
const fileSubset = (key: string): string => key.replace(/^\[(\d+)\]$/, '$1');

/** The subsets of both families in fallback order (Noto Sans's Latin first). */
function loadFaces(): Face[] {
  const faces: Face[] = [];
  for (const family of FAMILIES) {
    const ranges = JSON.parse(
      readFileSync(require.resolve(`@fontsource/${family}/unicode.json`), 'utf8'),
    ) as Record<string, string>;
    const keys = Object.keys(ranges).sort((a, b) => Number(b === 'latin') - Number(a === 'latin'));
    for (const key of keys)
      faces.push({
        name: `${family}/${fileSubset(key)}`,
        family,
        subset: fileSubset(key),
        ranges: parseRanges(ranges[key] ?? ''),
      });
  }
  return faces;
}

let facesMemo: Face[] | undefined;
const faces = (): Face[] => (facesMemo ??= loadFaces());

interface ParsedGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/**
 * A font file as pdfkit's font library parsed it: what `registerFont` accepts in place of the
 * file's bytes (pdfkit 0.20 takes any object with `layout`), so that each file is parsed once per
 * thread rather than once per document.
 */
export interface ParsedFont {
  layout: (text: string) => unknown;
  hasGlyphForCodePoint: (codePoint: number) => boolean;
  glyphsForString: (text: string) => ParsedGlyph[];
}

const parsedFonts = new Map<string, ParsedFont>();
let probe: PDFKit.PDFDocument | undefined;

/**
 * The font with a plain layout: each character's glyph at its advance width (no kerning, no
 * ligatures, no mark positioning, which a table of names and numbers does not need). The full
 * OpenType layout costs more than twice the CPU of the rest of a row's drawing.
 */
function withPlainLayout(font: ParsedFont): ParsedFont {
  const layout = (text: string) => {
    const glyphs = font.glyphsForString(text);
    let advanceWidth = 0;
    const positions = glyphs.map((glyph) => {
      advanceWidth += glyph.advanceWidth;
      return { xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 };
    });
    return { glyphs, positions, advanceWidth };
  };
  return new Proxy(font, {
    get(target, key) {
      if (key === 'layout') return layout;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** Parses a font file through a document that is never written (pdfkit's own parser). */
function parse(file: string): ParsedFont {
  probe ??= new PDFDocument({ autoFirstPage: false });
  probe.registerFont(file, readFileSync(file));
  probe.font(file);
  const parsed = (probe as unknown as { _font?: { font?: ParsedFont } })._font?.font;
  if (typeof parsed?.hasGlyphForCodePoint !== 'function')
    throw new Error(`pdfkit did not parse the font ${file}`);
  return withPlainLayout(parsed);
}

function fontOf(face: Face, weight: FontWeight): ParsedFont {
  const key = `${face.name}/${weight}`;
  let font = parsedFonts.get(key);
  if (font === undefined) {
    font = parse(
      require.resolve(
        `@fontsource/${face.family}/files/${face.family}-${face.subset}-${WEIGHT_FILES[weight]}-normal.woff`,
      ),
    );
    parsedFonts.set(key, font);
  }
  return font;
}

const inRanges = (face: Face, codePoint: number): boolean =>
  face.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/** Per weight: code point → index of the face that prints it (-1: none). */
const faceOfCodePoint: Record<FontWeight, Map<number, number>> = {
  regular: new Map(),
  bold: new Map(),
};

function faceIndex(codePoint: number, weight: FontWeight): number {
  const known = faceOfCodePoint[weight].get(codePoint);
  if (known !== undefined) return known;
  const all = faces();
  let found = -1;
  for (let index = 0; index < all.length; index += 1) {
    const face = all[index];
    if (face !== undefined && inRanges(face, codePoint)) {
      if (fontOf(face, weight).hasGlyphForCodePoint(codePoint)) {
        found = index;
        break;
      }
    }
  }
  faceOfCodePoint[weight].set(codePoint, found);
  return found;
}

/** The pdfkit font name of a face and weight (`noto-sans/latin/regular`). */
export const fontName = (face: Face, weight: FontWeight): string => `${face.name}/${weight}`;

/** The font of the text's first face: what a document starts with. */
export function primaryFont(weight: FontWeight): { name: string; font: ParsedFont } {
  const [first] = faces();
  if (first === undefined) throw new Error('no PDF font files');
  return { name: fontName(first, weight), font: fontOf(first, weight) };
}

/** The fontkit font of a run's font name. */
export function fontByName(name: string): ParsedFont {
  const at = name.lastIndexOf('/');
  const weight = name.slice(at + 1) as FontWeight;
  const face = faces().find((candidate) => candidate.name === name.slice(0, at));
  if (face === undefined) throw new Error(`unknown PDF font ${name}`);
  return fontOf(face, weight);
}

const isMark = (char: string): boolean => /\p{M}/u.test(char);

/**
 * The text as runs of one font each: control characters become spaces, a combining mark stays in
 * its letter's run, and a character no font has is printed as "?".
 */
export function fontRuns(text: string, weight: FontWeight): FontRun[] {
  const all = faces();
  const runs: FontRun[] = [];
  let current: FontRun | undefined;
  let currentIndex = -2;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    let shown = char;
    let index: number;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      shown = ' ';
      index = faceIndex(0x20, weight);
    } else if (current !== undefined && isMark(char)) {
      current.text += char;
      continue;
    } else {
      index = faceIndex(code, weight);
      if (index < 0) {
        shown = REPLACEMENT;
        index = faceIndex(REPLACEMENT.codePointAt(0) ?? 0x3f, weight);
      }
    }
    if (current !== undefined && index === currentIndex) current.text += shown;
    else {
      const face = all[index] ?? all[0];
      if (face === undefined) throw new Error('no PDF font files');
      current = { font: fontName(face, weight), text: shown };
      currentIndex = index;
      runs.push(current);
    }
  }
  return runs;
}
