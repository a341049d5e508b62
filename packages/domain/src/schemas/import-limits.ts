/**
 * The size caps of an import file (docs/security.md, "Imports"), apart from the schemas so the imports messages
 * that name them read them without an import cycle.
 */

/** The largest file staff may upload (a 100,000-row items file is about 12 MB). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/**
 * Columns a file may have (docs/security.md, "Imports"): the import fields number about 30, and exports of other
 * shop systems about 60; 200 leaves room for extra columns. The answer lists each column, so this also bounds it.
 */
export const MAX_IMPORT_COLUMNS = 200;
/** Characters of text in one row, all its cells together (a long product description is a few thousand). */
export const MAX_IMPORT_ROW_CHARS = 100_000;
/**
 * Bytes an XLSX workbook may unpack to, all its entries together: a 100,000-row items workbook unpacks to about
 * 60 MB; a ZIP bomb of 50 MB could unpack to gigabytes.
 */
export const MAX_XLSX_UNPACKED_BYTES = 300 * 1024 * 1024;
/** Characters of an XLSX file's shared strings together (the text its cells point to). */
export const MAX_XLSX_SHARED_CHARS = 50_000_000;
