/**
 * Display rules (domain.md §5): abbreviations, SKU cuts, sizes, percentages, pagers. Money is written by
 * money-format.ts alone.
 */
import { parseDecimal, roundDecimal } from './money';

const UNITS = [
  { suffix: 'B', power: 9 },
  { suffix: 'M', power: 6 },
  { suffix: 'K', power: 3 },
] as const;

function tenthsToString(tenths: bigint): string {
  const negative = tenths < 0n;
  const abs = negative ? -tenths : tenths;
  return `${negative ? '-' : ''}${abs / 10n}.${abs % 10n}`;
}

/**
 * K from 1,000, M from 1,000,000, B from 1,000,000,000, one decimal (half away from zero);
 * smaller numbers as they are, up to two decimals.
 */
export function abbreviateNumber(value: number): string {
  const d = parseDecimal(value);
  const abs = d.int < 0n ? -d.int : d.int;
  for (const [i, unit] of UNITS.entries()) {
    if (abs < 10n ** BigInt(unit.power + d.scale)) continue;
    const tenths = roundDecimal({ int: d.int, scale: d.scale + unit.power }, 1);
    const bigger = UNITS[i - 1];
    const absTenths = tenths < 0n ? -tenths : tenths;
    if (bigger && absTenths >= 10_000n) {
      return `${tenthsToString(roundDecimal({ int: d.int, scale: d.scale + bigger.power }, 1))}${bigger.suffix}`;
    }
    return `${tenthsToString(tenths)}${unit.suffix}`;
  }
  return String(Number(roundDecimal(d, 2)) / 100);
}

// ── SKU ─────────────────────────────────────────────────────────────────────
function cut(sku: string | null | undefined, length: number, ellipsis: string): string {
  const text = sku ?? '';
  return text.length > length ? `${text.slice(0, length)}${ellipsis}` : text;
}

/** Tables: the first 10 characters. */
export const skuForTable = (sku: string | null | undefined): string => cut(sku, 10, '');
/** Cards: the first 12 characters, then an ellipsis when cut. */
export const skuForCard = (sku: string | null | undefined): string => cut(sku, 12, '...');
/** Payout views: the first 10 characters plus "..." when cut. */
export const skuForPayout = (sku: string | null | undefined): string => cut(sku, 10, '...');
/** Store-request cards show N/A for a product without SKU. */
export const skuOrNA = (sku: string | null | undefined): string => (sku?.trim() ? sku : 'N/A');

// ── Sizes ───────────────────────────────────────────────────────────────────
/** The first number in a size value ("US 10.5" → 10.5), or null. */
export function firstNumber(value: string | null | undefined): number | null {
  const m = /\d+(?:\.\d+)?/.exec(value ?? '');
  return m ? Number(m[0]) : null;
}

/** Sizes by their first number; values without a number after, by text. */
export function compareSizes(a: string | null | undefined, b: string | null | undefined): number {
  const x = firstNumber(a);
  const y = firstNumber(b);
  if (x !== null && y !== null && x !== y) return x - y;
  if (x === null && y !== null) return 1;
  if (x !== null && y === null) return -1;
  return (a ?? '').localeCompare(b ?? '');
}

export function sortBySize<T>(
  items: readonly T[],
  size: (item: T) => string | null | undefined,
  descending = false,
): T[] {
  const sign = descending ? -1 : 1;
  return [...items].sort((p, q) => sign * compareSizes(size(p), size(q)));
}

// ── Dashboard ───────────────────────────────────────────────────────────────
/** (current − previous) / |previous| × 100; current itself when previous is 0. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current;
  return ((current - previous) / Math.abs(previous)) * 100;
}

// ── Pager ───────────────────────────────────────────────────────────────────
/** "{from}-{to} of {total} items" for a 1-based page. */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0-0 of 0 items';
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `${from}-${to} of ${total} items`;
}

/** The pager hides when everything fits on one page. */
export function showPager(total: number, pageSize: number): boolean {
  return total > pageSize;
}

// ── Rates ───────────────────────────────────────────────────────────────────
/** A rate in whole basis points as a percentage with two decimals: 825 → "8.25", 2000 → "20.00". */
export function basisPointsAsPercent(basisPoints: number): string {
  const abs = Math.abs(Math.trunc(basisPoints));
  return `${basisPoints < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
