/**
 * Rows of an uploaded CSV or XLSX file, streamed: csv-parse and exceljs's streaming workbook reader hand over
 * one row at a time, so a 100,000-row file never sits in memory whole. Every cell arrives as trimmed text.
 */

import type { Readable } from 'node:stream';
import { IMPORT_CAP_MESSAGES } from '@backroom/domain/messages/imports';
import {
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROW_CHARS,
  MAX_XLSX_SHARED_CHARS,
} from '@backroom/domain/schemas/imports';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { badInput } from '../../http/errors';

const _n = (value: number) => value.toLocaleString('en-US');

export type ImportFormat = 'csv' | 'xlsx';

/** XLSX files are ZIP archives ("PK\3\4"); anything else must be text without NUL bytes to pass as CSV. */
export function sniffFormat(head: Buffer): ImportFormat | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  if (head.length === 0 || head.subarray(0, 4096).includes(0)) return null;
  return 'csv';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A spreadsheet cell as text: dates as YYYY-MM-DD, formulas by their result, rich text and links by their text. */
function cellText(value: ExcelJS.CellValue, sharedStrings: unknown[]): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad2(value.getUTCMonth() + 1)}-${pad2(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, sharedStrings);
    // With shared strings emitted, a shared-string cell arrives as its index into them.
    if ('sharedString' in value)
      return cellText(sharedStrings[value.sharedString as number] as ExcelJS.CellValue, sharedStrings);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

/** csv-parse's parser state, to count the fields of the record being read (it has no column cap of its own). */
interface ParserApi {
  state: { record: unknown[] };
  info: { records: number; empty_lines: number };
  __onField(): Error | undefined;
}

/**
 * Refuses a record once it has more than MAX_IMPORT_COLUMNS fields, while it is read: empty fields cost a
 * delimiter each and are not counted by max_record_size, so a line of commas would otherwise grow one array
 * without end. Wraps csv-parse's per-field step (its API object is stable across 5.x to 7.x; the imports test
 * would see it change).
 */
function capColumns(parser: ReturnType<typeof parse>) {
  const api = (parser as unknown as { api: ParserApi }).api;
  const onField = api.__onField;
  if (typeof onField !== 'function') throw new Error('csv-parse no longer has __onField: cap columns anew');
  api.__onField = function (this: ParserApi) {
    if (this.state.record.length >= MAX_IMPORT_COLUMNS) {
      return badInput(IMPORT_CAP_MESSAGES.tooManyColumns(this.info.records + this.info.empty_lines + 1));
    }
    return onField.call(this);
  };
}

/** The file's first bytes, left in the stream for the parser. */
function peek(source: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (head: Buffer) => {
      source.off('readable', onReadable).off('end', onEnd).off('error', reject);
      resolve(head);
    };
    const onReadable = () => {
      const chunk = source.read() as Buffer | null;
      if (chunk) source.unshift(chunk);
      done(chunk ?? Buffer.alloc(0));
    };
    const onEnd = () => done(Buffer.alloc(0));
    source.on('readable', onReadable).on('end', onEnd).on('error', reject);
  });
}

/**
 * One delimiter for the whole file, the one its header line uses most (comma, semicolon or tab): a value's
 * own semicolons, such as SimpleConsign's "Shoes;Sneakers;Running" categories, stay in the value.
 */
export function csvDelimiter(head: Buffer): ',' | ';' | '\t' {
  const line =
    head
      .subarray(0, 64 * 1024)
      .toString('utf8')
      .split(/\r?\n/, 1)[0] ?? '';
  const unquoted = line.replace(/"[^"]*"/g, '');
  const count = (c: string) => unquoted.split(c).length - 1;
  const candidates = [',', ';', '\t'] as const;
  return candidates.reduce(
    (best, c) => (count(c) > count(best) ? c : best),
    ',' as (typeof candidates)[number],
  );
}

async function* csvRows(source: Readable): AsyncGenerator<string[]> {
  const delimiter = csvDelimiter(await peek(source));
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: MAX_IMPORT_ROW_CHARS,
  });
  capColumns(parser);
  source.pipe(parser);
  source.on('error', (err) => parser.destroy(err));
  try {
    for await (const record of parser) yield record as string[];
  } catch (err) {
    if ((err as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') {
      throw badInput(IMPORT_CAP_MESSAGES.rowTooLong((err as { lines?: number }).lines ?? 1));
    }
    throw err;
  } finally {
    source.unpipe(parser);
    parser.destroy();
  }
}

/** A row's cells, refused over the column and text caps. */
function cappedCells(values: ExcelJS.CellValue[], rowNumber: number, sharedStrings: unknown[]): string[] {
  // row.values is 1-based (index 0 is empty) and sparse.
  if (values.length - 1 > MAX_IMPORT_COLUMNS) throw badInput(IMPORT_CAP_MESSAGES.tooManyColumns(rowNumber));
  const cells: string[] = [];
  let chars = 0;
  for (let i = 1; i < values.length; i++) {
    const text = cellText(values[i], sharedStrings).trim();
    chars += text.length;
    if (chars > MAX_IMPORT_ROW_CHARS) throw badInput(IMPORT_CAP_MESSAGES.rowTooLong(rowNumber));
    cells.push(text);
  }
  return cells;
}

type SheetReader = AsyncIterable<ExcelJS.Row>;
type ReaderEvent = { index: number; text: unknown } | { eventType: string; value: unknown };

/**
 * The shared strings (the text cells point to) are collected here rather than by exceljs, so their size is
 * counted as they arrive and a file whose strings unpack to more than MAX_XLSX_SHARED_CHARS is refused.
 */
async function* xlsxRows(source: Readable): AsyncGenerator<string[]> {
  // Loaded when a spreadsheet is read, not at the server's start (a fifth of a second of CPU per instance).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const shared: unknown[] = [];
  let sharedChars = 0;
  // parse() yields the worksheets as { eventType, value } and each shared string as a bare { index, text }.
  const events = (workbook as unknown as { parse(): AsyncIterable<ReaderEvent> }).parse();
  try {
    for await (const event of events) {
      if ('index' in event) {
        sharedChars += Math.max(1, sharedLength(event.text)); // an empty string still takes room
        if (sharedChars > MAX_XLSX_SHARED_CHARS) throw badInput(IMPORT_CAP_MESSAGES.tooMuchText);
        shared[event.index] = event.text;
      } else if (event.eventType === 'worksheet') {
        for await (const row of event.value as SheetReader) {
          const cells = cappedCells(row.values as ExcelJS.CellValue[], row.number, shared);
          if (cells.some((c) => c !== '')) yield cells;
        }
        return; // the first worksheet only
      }
    }
  } finally {
    source.destroy();
  }
}

function sharedLength(text: unknown): number {
  if (typeof text === 'string') return text.length;
  const runs = (text as { richText?: { text?: string | null }[] } | null)?.richText ?? [];
  return runs.reduce((sum, r) => sum + (r.text?.length ?? 0), 0);
}

export function readRows(source: Readable, format: ImportFormat): AsyncGenerator<string[]> {
  return format === 'csv' ? csvRows(source) : xlsxRows(source);
}
