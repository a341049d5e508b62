/**
 * Rows of an uploaded CSV or XLSX file, streamed: csv-parse and exceljs's streaming workbook reader hand over
 * one row at a time, so a 100,000-row file never sits in memory whole. Every cell arrives as trimmed text.
 */
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

export type ImportFormat = 'csv' | 'xlsx';

/** XLSX files are ZIP archives ("PK\3\4"); anything else must be text without NUL bytes to pass as CSV. */
export function sniffFormat(head: Buffer): ImportFormat | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  if (head.length === 0 || head.subarray(0, 4096).includes(0)) return null;
  return 'csv';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A spreadsheet cell as text: dates as YYYY-MM-DD, formulas by their result, rich text and links by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad2(value.getUTCMonth() + 1)}-${pad2(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

async function* csvRows(source: Readable): AsyncGenerator<string[]> {
  const parser = source.pipe(
    parse({
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }),
  );
  source.on('error', (err) => parser.destroy(err));
  for await (const record of parser) yield record as string[];
}

async function* xlsxRows(source: Readable): AsyncGenerator<string[]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      // row.values is 1-based (index 0 is empty) and sparse.
      const values = row.values as ExcelJS.CellValue[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
      if (cells.some((c) => c !== '')) yield cells;
    }
    return; // the first worksheet only
  }
}

export function readRows(source: Readable, format: ImportFormat): AsyncGenerator<string[]> {
  return format === 'csv' ? csvRows(source) : xlsxRows(source);
}
