import { inflateSync } from 'node:zlib';

// Reads back what the PDF writer printed: inflates the FlateDecode content streams and decodes
// the text-showing operators (TJ arrays and Tj strings): two-byte glyph ids of embedded fonts
// through their ToUnicode maps, the bytes of the standard fonts as Windows-1252.

const windows1252 = new TextDecoder('windows-1252');

const decodeHex = (hex: string): string =>
  windows1252.decode(Buffer.from(hex.replace(/\s+/g, ''), 'hex'));

const decodeLiteral = (literal: string): string =>
  literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escape: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (/^[0-7]+$/.test(escape)) return windows1252.decode(Buffer.from([parseInt(escape, 8)]));
    return named[escape] ?? escape;
  });

/** Decoded content streams, one per page, in document order. */
export function pdfPageContents(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const contents: string[] = [];
  const header = /<<((?:(?!>>)[^])*?)>>\s*stream\r?\n/g;
  for (let match = header.exec(text); match !== null; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const dictionary = match[1] ?? '';
    header.lastIndex = end;
    if (
      !dictionary.includes('/FlateDecode') ||
      /\/Subtype|\/Length1|\/Type\s*\/(XRef|ObjStm)/.test(dictionary)
    )
      continue;
    const inflated = inflateSync(pdf.subarray(start, end)).toString('latin1');
    if (/\bBT\b/.test(inflated)) contents.push(inflated);
  }
  return contents;
}

/** An embedded font: glyph id → text (its ToUnicode map) and glyph id → width (1/1000 em). */
interface EmbeddedFont {
  text: Map<number, string>;
  widths: Map<number, number>;
}

/** The embedded fonts by resource name (`F1`). */
export type FontMaps = Map<string, EmbeddedFont>;

/** The objects of the file by number: their text up to `endobj`. */
function objectsOf(text: string): Map<number, string> {
  const objects = new Map<number, string>();
  const start = /(\d+) 0 obj\b/g;
  for (let match = start.exec(text); match !== null; match = start.exec(text)) {
    const end = text.indexOf('endobj', start.lastIndex);
    objects.set(Number(match[1]), text.slice(start.lastIndex, end));
    start.lastIndex = end;
  }
  return objects;
}

/** A ToUnicode CMap's `bfrange` arrays and `bfchar` pairs (what pdfkit writes). */
function parseToUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  const utf16 = (hex: string): string =>
    String.fromCharCode(
      ...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)),
    );
  const ranges = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g;
  for (let match = ranges.exec(cmap); match !== null; match = ranges.exec(cmap)) {
    const first = parseInt(match[1] ?? '0', 16);
    (match[3]?.match(/<[0-9a-fA-F\s]*>/g) ?? []).forEach((entry, index) => {
      glyphs.set(first + index, utf16(entry.slice(1, -1)));
    });
  }
  const chars = /beginbfchar([^]*?)endbfchar/g;
  for (let block = chars.exec(cmap); block !== null; block = chars.exec(cmap)) {
    const pair = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g;
    const body = block[1] ?? '';
    for (let match = pair.exec(body); match !== null; match = pair.exec(body))
      glyphs.set(parseInt(match[1] ?? '0', 16), utf16(match[2] ?? ''));
  }
  return glyphs;
}

/** The stream of an object, inflated when it is compressed. */
function streamOf(object: string): string | undefined {
  const at = /stream\r?\n/.exec(object);
  if (at === null) return undefined;
  const from = at.index + at[0].length;
  const bytes = Buffer.from(object.slice(from, object.lastIndexOf('endstream')), 'latin1');
  return /\/FlateDecode/.test(object.slice(0, at.index))
    ? inflateSync(bytes).toString('latin1')
    : bytes.toString('latin1');
}

/** A CID font's `/W [first [w w …] …]` widths. */
function parseWidths(font: string): Map<number, number> {
  const widths = new Map<number, number>();
  const list = /\/W\s*\[([^]*)\]/.exec(font)?.[1] ?? '';
  const groups = /(\d+)\s*\[([^\]]*)\]/g;
  for (let match = groups.exec(list); match !== null; match = groups.exec(list)) {
    const first = Number(match[1]);
    (match[2]?.trim().split(/\s+/) ?? []).forEach((width, index) => {
      widths.set(first + index, Number(width));
    });
  }
  return widths;
}

/** The embedded fonts of the document, by resource name. */
export function pdfFontMaps(pdf: Buffer): FontMaps {
  const text = pdf.toString('latin1');
  const objects = objectsOf(text);
  const maps: FontMaps = new Map();
  const resource = /\/(F\d+)\s+(\d+)\s+0\s+R/g;
  for (let match = resource.exec(text); match !== null; match = resource.exec(text)) {
    const name = match[1] ?? '';
    if (maps.has(name)) continue;
    const font = objects.get(Number(match[2])) ?? '';
    const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font);
    const cmap = toUnicode === null ? undefined : streamOf(objects.get(Number(toUnicode[1])) ?? '');
    if (cmap === undefined) continue;
    const descendant = /\/DescendantFonts\s*\[\s*(\d+)\s+0\s+R/.exec(font);
    maps.set(name, {
      text: parseToUnicode(cmap),
      widths: parseWidths(descendant === null ? '' : (objects.get(Number(descendant[1])) ?? '')),
    });
  }
  return maps;
}

const glyphIds = (hex: string): number[] =>
  (hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((id) => parseInt(id, 16));

interface Shown {
  text: string;
  x: number;
  y: number;
  /** Where the next glyph would go; NaN when the font's widths are not known. */
  end: number;
}

/**
 * The strings each text operator printed, in drawing order (fonts: see pdfFontMaps). Pieces of
 * text drawn one right after the other on the same line (a cell's runs in different fonts) are
 * joined into one string.
 */
export function textRuns(content: string, fonts: FontMaps = new Map()): string[] {
  const shown: Shown[] = [];
  let font: EmbeddedFont | undefined;
  let size = 0;
  let x = 0;
  let y = 0;
  const operator =
    /(-?[\d.]+)\s+(-?[\d.]+)\s+Tm|\/([A-Za-z0-9]+)\s+([-\d.]+)\s+Tf|\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
  const show = (pieces: string[]): void => {
    let text = '';
    let advance = 0;
    for (const piece of pieces) {
      if (piece.startsWith('<')) {
        const hex = piece.slice(1, -1);
        if (font === undefined) {
          text += decodeHex(hex);
          advance = NaN;
        } else
          for (const id of glyphIds(hex)) {
            text += font.text.get(id) ?? '\uFFFD';
            advance += ((font.widths.get(id) ?? NaN) * size) / 1000;
          }
      } else if (piece.startsWith('(')) {
        text += decodeLiteral(piece.slice(1, -1));
        advance = NaN;
      } else advance -= (Number(piece) * size) / 1000;
    }
    const previous = shown[shown.length - 1];
    if (previous !== undefined && previous.y === y && Math.abs(previous.end - x) < 0.05) {
      previous.text += text;
      previous.end += advance;
    } else shown.push({ text, x, y, end: x + advance });
  };
  for (let match = operator.exec(content); match !== null; match = operator.exec(content)) {
    if (match[1] !== undefined) {
      x = Number(match[1]);
      y = Number(match[2]);
    } else if (match[3] !== undefined) {
      font = fonts.get(match[3]);
      size = Number(match[4]);
    } else if (match[5] !== undefined)
      show(match[5].match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|-?[\d.]+/g) ?? []);
    else if (match[6] !== undefined) show([`<${match[6]}>`]);
    else show([`(${match[7] ?? ''})`]);
  }
  return shown.map((piece) => piece.text);
}

/** Every page's text runs. */
export function pdfPages(pdf: Buffer): string[][] {
  const fonts = pdfFontMaps(pdf);
  return pdfPageContents(pdf).map((content) => textRuns(content, fonts));
}

/** Number of page objects in the document. */
export const pdfPageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
