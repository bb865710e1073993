import { inflateSync } from 'node:zlib';

// Reads back what the PDF writer printed: inflates the FlateDecode content streams and decodes
// the text-showing operators (TJ arrays and Tj strings of the standard, Windows-1252 fonts).

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
      /\/Subtype|\/Type\s*\/(XRef|ObjStm)/.test(dictionary)
    )
      continue;
    const inflated = inflateSync(pdf.subarray(start, end)).toString('latin1');
    if (/\bBT\b/.test(inflated)) contents.push(inflated);
  }
  return contents;
}

/** The strings each text operator printed, in drawing order. */
export function textRuns(content: string): string[] {
  const runs: string[] = [];
  const operator =
    /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
  for (let match = operator.exec(content); match !== null; match = operator.exec(content)) {
    if (match[1] !== undefined) {
      const pieces = match[1].match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      runs.push(
        pieces
          .map((piece) =>
            piece.startsWith('<')
              ? decodeHex(piece.slice(1, -1))
              : decodeLiteral(piece.slice(1, -1)),
          )
          .join(''),
      );
    } else if (match[2] !== undefined) runs.push(decodeHex(match[2]));
    else runs.push(decodeLiteral(match[3] ?? ''));
  }
  return runs;
}

/** Every page's text runs. */
export const pdfPages = (pdf: Buffer): string[][] => pdfPageContents(pdf).map(textRuns);

/** Number of page objects in the document. */
export const pdfPageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
