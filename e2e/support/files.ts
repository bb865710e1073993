import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import type { Download, Page } from 'playwright-core';

/** A file the browser downloaded: its suggested name and its bytes. */
export interface DownloadedFile {
  name: string;
  bytes: Buffer;
}

/** Clicks something that starts a download and answers the file once it is complete. */
export async function downloadOf(page: Page, start: () => Promise<void>): Promise<DownloadedFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return readDownload(download);
}

async function readDownload(download: Download): Promise<DownloadedFile> {
  const failure = await download.failure();
  if (failure !== null) throw new Error(`download failed: ${failure}`);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/**
 * The entries of a ZIP archive (an .xlsx is one), by name, uncompressed. Enough of the format for
 * what exceljs writes: stored or deflated entries, no ZIP64, no encryption.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let end = -1;
  for (let offset = zip.length - 22; offset >= 0; offset -= 1)
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  if (end < 0) throw new Error('not a ZIP archive: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY)
      throw new Error('bad ZIP central directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (zip.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) throw new Error('bad ZIP entry');
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) entries.set(name, Buffer.from(data));
    else if (method === 8) entries.set(name, inflateRawSync(data));
    else throw new Error(`unsupported ZIP compression method ${String(method)} for ${name}`);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The XML of every worksheet of an .xlsx workbook, joined (rows are written inline, not shared). */
export function worksheetXml(xlsx: Buffer): string {
  const sheets = [...unzip(xlsx).entries()]
    .filter(([name]) => /^xl\/worksheets\/[^/]+\.xml$/.test(name))
    .map(([, data]) => data.toString('utf8'));
  if (sheets.length === 0) throw new Error('the workbook has no worksheet');
  return sheets.join('\n');
}
