/** Messages of the imports area (server answers and screens): contract texts, kept byte for byte. */
import { PAYOUT_TYPES } from '../constants';
import { MAX_AMOUNT } from '../schemas/common';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROW_CHARS,
  MAX_XLSX_SHARED_CHARS,
  MAX_XLSX_UNPACKED_BYTES,
} from '../schemas/import-limits';

const n = (value: number) => value.toLocaleString('en-US');

// from apps/server/src/features/imports/xlsx-size.ts
export const XLSX_SIZE_MESSAGES = {
  tooBig: `This workbook unpacks to more than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB. Save it as CSV, or split it into smaller files, and upload it again.`,
  unreadable: 'This file could not be read as an XLSX workbook.',
} as const;

// from apps/server/src/features/imports/files.ts
export const IMPORT_FILE_MESSAGES = {
  noFile: 'Choose a CSV or XLSX file to upload.',
  notSpreadsheet: 'Only CSV or XLSX files can be imported.',
  tooLarge: `Import files must be ${MAX_IMPORT_BYTES / 1024 / 1024} MB or smaller.`,
  noHeader: 'The file has no header row: its first row must name the columns.',
  unreadable: 'This file could not be read as CSV or XLSX.',
  notFound: 'Import file not found.',
} as const;

// from apps/server/src/features/imports/read-file.ts
/**
 * The caps on what a file may hold (docs/security.md, "Imports"), enforced while it is read: the upload's first
 * rows, the dry run and the import job all read through readRows, so none of them gets past a cap.
 */
export const IMPORT_CAP_MESSAGES = {
  tooManyColumns: (row: number) =>
    `Row ${n(row)} of the file has more than ${MAX_IMPORT_COLUMNS} columns; an import file can have at most ` +
    `${MAX_IMPORT_COLUMNS}. Remove the columns you do not import and upload it again.`,
  rowTooLong: (row: number) =>
    `Row ${n(row)} of the file holds more than ${n(MAX_IMPORT_ROW_CHARS)} characters; a row can hold at most ` +
    `${n(MAX_IMPORT_ROW_CHARS)}. Shorten it and upload the file again.`,
  tooMuchText:
    `The spreadsheet holds more than ${n(MAX_XLSX_SHARED_CHARS)} characters of text; split it into smaller ` +
    'files and import each one.',
} as const;

// from packages/domain/src/schemas/imports.ts
export const IMPORT_MESSAGES = {
  priceOutOfRange: `Price must be more than 0 and at most ${MAX_AMOUNT.toLocaleString('en-US')}`,
  amountOutOfRange: (label: string) =>
    `${label} must be a number from 0 to ${MAX_AMOUNT.toLocaleString('en-US')}`,
  unknownPayoutType: `Payout method must be one of ${PAYOUT_TYPES.join(', ')}`,
  badDate: 'Accepted date must be a date such as 2024-03-31',
  badStatus: 'Status must be Active or Pending',
  badSplit: "Consigner's split must be a percentage from 0 to 100, such as 60 or 60%",
  noneInStock: 'Quantity is 0: nothing of this row is left to import',
  badQuantity: 'Quantity must be 1: each row is one item here, so give each piece its own row',
  noProduct: 'Give the product SKU or title',
  noConsigner: 'Give the consigner e-mail or number',
  positiveBalance:
    'Opening balances owed to a consigner cannot be imported; pay them from your old system or leave the column out',
} as const;
