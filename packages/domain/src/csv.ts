/**
 * CSV cells for every export (consigners, inventory, orders, payouts, reports, import error files, store data):
 * quoted when needed, and never read as a formula by a spreadsheet (CSV injection, OWASP).
 *
 * A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, which spreadsheets
 * show as text, unless the whole cell is a plain number ("-12.50", "+3", "1e5"), which stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The cell's text as a spreadsheet will take it: formula-like text neutralised, plain numbers kept. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One CSV cell: null and undefined as empty, formula-like text neutralised, quoted when it holds `"`, `,` or a line break. */
export function csvCell(value: unknown): string {
  const text = neutraliseFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (CRLF-terminated, as RFC 4180 and spreadsheets expect). */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;
