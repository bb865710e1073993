import ExcelJS from 'exceljs';
import { XLSX_HEADER_ROW } from '../src/exports/xlsx';

export interface ReadWorkbook {
  sheetName: string;
  /** Title, filter and generation rows, as text. */
  preamble: string[];
  headers: string[];
  /** The record rows; empty cells are null. */
  rows: ExcelJS.CellValue[][];
  /** Number formats of the first record row, by column. */
  numberFormats: string[];
}

/** Parses an exported workbook back with exceljs. */
export async function readWorkbook(file: Buffer): Promise<ReadWorkbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('the workbook has no sheet');
  const width = sheet.getRow(XLSX_HEADER_ROW).cellCount;
  const valuesOf = (row: ExcelJS.Row): ExcelJS.CellValue[] =>
    Array.from({ length: width }, (_, index) => row.getCell(index + 1).value ?? null);
  const rows: ExcelJS.CellValue[][] = [];
  for (let number = XLSX_HEADER_ROW + 1; number <= sheet.rowCount; number += 1)
    rows.push(valuesOf(sheet.getRow(number)));
  const first = sheet.getRow(XLSX_HEADER_ROW + 1);
  return {
    sheetName: sheet.name,
    preamble: [1, 2, 3].map((number) => sheet.getRow(number).getCell(1).text),
    headers: Array.from(
      { length: width },
      (_, index) => sheet.getRow(XLSX_HEADER_ROW).getCell(index + 1).text,
    ),
    rows,
    numberFormats: Array.from({ length: width }, (_, index) => first.getCell(index + 1).numFmt),
  };
}
