import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Language } from '../domain/messages';
import { businessWallClockDate } from '../lib/business-time';
import { sinkReady } from './flow-control';
import { formatDateTime, spreadsheetFormats } from './format';
import { exportLabel } from './labels';
import { isLandscape, type ExportColumn, type ExportTable } from './table';

// The Excel writer: exceljs's streaming WorkbookWriter commits each row to the zip as it goes, so
// the workbook never sits whole in memory. Layout: title, filter, generation time, a blank row,
// the header row (frozen), then one row per record with typed cells.

/**
 * exceljs and what it brings (about 500 modules, a third of a second) load with the first workbook,
 * not with the server: most processes, and most test files, never write one.
 */
async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** The row of the column headers; records start on the next row. */
export const XLSX_HEADER_ROW = 5;

const headerFill: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE3E8EF' },
};

/** Bytes of sheet XML allowed to wait for the zip before the next batch of rows is read. */
const MAX_PENDING_SHEET_BYTES = 512 * 1024;

interface BufferedStreamShape {
  buffers?: unknown;
  pipes?: unknown;
}

const lengthOf = (value: unknown): number =>
  typeof value === 'object' &&
  value !== null &&
  'length' in value &&
  typeof value.length === 'number'
    ? value.length
    : 0;

const stateLength = (stream: unknown, state: '_writableState' | '_readableState'): number =>
  typeof stream === 'object' && stream !== null && state in stream
    ? lengthOf((stream as Record<string, unknown>)[state])
    : 0;

/**
 * Sheet XML committed but not yet taken by the zip. exceljs 4.4 writes each sheet into a buffer
 * of its own and from there into the zip entry's input stream without waiting for either to
 * empty, so rows committed faster than the client downloads pile up there. Both are read by duck
 * typing; with another exceljs shape they count as empty and only the sink is watched.
 */
function pendingSheetBytes(sheet: ExcelJS.Worksheet): number {
  const stream = (sheet as unknown as { stream?: BufferedStreamShape }).stream;
  const buffers = Array.isArray(stream?.buffers) ? (stream.buffers as unknown[]) : [];
  const pipes = Array.isArray(stream?.pipes) ? (stream.pipes as unknown[]) : [];
  return (
    buffers.reduce<number>((sum, buffer) => sum + lengthOf(buffer), 0) +
    pipes.reduce<number>(
      (sum, pipe) =>
        sum + stateLength(pipe, '_writableState') + stateLength(pipe, '_readableState'),
      0,
    )
  );
}

const pause = (milliseconds: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Waits until the client has taken enough of the file for the next batch of rows. */
async function sheetDrained(
  sheet: ExcelJS.Worksheet,
  sink: Writable,
  signal: AbortSignal,
): Promise<void> {
  await sinkReady(sink, signal);
  while (pendingSheetBytes(sheet) > MAX_PENDING_SHEET_BYTES && !signal.aborted && !sink.destroyed)
    await pause(10);
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetNameOf = (title: string): string =>
  title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Hoja1';

function cellOf<Row>(
  column: ExportColumn<Row>,
  row: Row,
  language: Language,
): { value: ExcelJS.CellValue; numFmt?: string } {
  const value = column.value(row);
  if (value === null) return { value: null };
  switch (column.kind) {
    case 'money':
      return { value: Math.round(Number(value) * 100) / 100, numFmt: spreadsheetFormats.money };
    case 'id':
      return { value: Number(value), numFmt: spreadsheetFormats.id };
    case 'integer':
      return { value: Number(value), numFmt: spreadsheetFormats.integer };
    case 'decimal':
      return { value: Number(value), numFmt: spreadsheetFormats.decimal };
    case 'date':
      return {
        value: new Date(`${String(value)}T00:00:00Z`),
        numFmt: spreadsheetFormats.date[language],
      };
    case 'datetime':
      return {
        value: businessWallClockDate(Date.parse(String(value))),
        numFmt: spreadsheetFormats.datetime[language],
      };
    case 'text':
      return { value: String(value) };
  }
}

/**
 * Streams the table as an .xlsx workbook into the sink and ends it; `progress` hears the rows
 * written so far. Stops quietly (leaving the sink to its owner) when the signal aborts, e.g. the
 * client went away.
 */
export async function writeXlsx<Row>(
  table: ExportTable<Row>,
  sink: Writable,
  signal: AbortSignal,
  progress: (rows: number) => void = () => undefined,
): Promise<void> {
  const { language, columns } = table;
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Gas LP';
  workbook.created = new Date(table.generatedAt);
  const sheet = workbook.addWorksheet(sheetNameOf(table.title), {
    views: [{ state: 'frozen', ySplit: XLSX_HEADER_ROW }],
    pageSetup: {
      orientation: isLandscape(columns) ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${XLSX_HEADER_ROW}:${XLSX_HEADER_ROW}`,
    },
    headerFooter: { oddFooter: `&C${exportLabel('page', language, { page: '&P' })}` },
  });
  sheet.columns = columns.map((column) => ({ width: column.width }));

  const title = sheet.addRow([table.title]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([exportLabel('filter', language, { filter: table.filter })]).commit();
  sheet
    .addRow([
      exportLabel('generated', language, {
        when: formatDateTime(table.generatedAt, language),
      }),
    ])
    .commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(columns.map((column) => column.header));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = headerFill;
    cell.border = { bottom: { style: 'thin' } };
  });
  header.commit();

  let records = 0;
  for await (const batch of table.batches) {
    if (signal.aborted) return;
    for (const record of batch) {
      const cells = columns.map((column) => cellOf(column, record, language));
      const row = sheet.addRow(cells.map((cell) => cell.value));
      cells.forEach((cell, index) => {
        if (cell.numFmt !== undefined) row.getCell(index + 1).numFmt = cell.numFmt;
      });
      row.commit();
    }
    records += batch.length;
    progress(records);
    await sheetDrained(sheet, sink, signal);
  }
  if (signal.aborted) return;
  if (records === 0) sheet.addRow([exportLabel('empty', language)]).commit();
  sheet.commit();
  await workbook.commit();
}
