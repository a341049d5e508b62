/**
 * Dates as the screens show and send them. A DateOnly is "YYYY-MM-DD", a calendar day in the
 * store's time zone; ranges are inclusive days.
 */
export type DateOnly = string;

export interface DateRange {
  start: DateOnly;
  end: DateOnly;
}

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Building a formatter costs far more than using one (a report asks for "today" on every request). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, timeZone: string): Record<string, string> {
  let fmt = dayFormats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, fmt);
  }
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

/** The calendar day of an instant in a time zone. */
export function dateOnlyIn(instant: Date, timeZone = 'UTC'): DateOnly {
  const p = parts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Today in the store's zone. */
export function todayIn(timeZone = 'UTC', now: Date = new Date()): DateOnly {
  return dateOnlyIn(now, timeZone);
}

function toUtc(date: DateOnly): Date {
  const m = DATE_ONLY.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

export function addDays(date: DateOnly, days: number): DateOnly {
  return new Date(toUtc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar months, clamped to the month's last day (Mar 31 − 1 month → Feb 28 or 29). */
export function addMonths(date: DateOnly, months: number): DateOnly {
  const d = toUtc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateOnly, to: DateOnly): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

// ── Display ────────────────────────────────────────────────────────────────
function asDate(value: Date | string): Date {
  return typeof value === 'string' && DATE_ONLY.test(value) ? toUtc(value) : new Date(value);
}

function zoneFor(value: Date | string, timeZone: string): string {
  return typeof value === 'string' && DATE_ONLY.test(value) ? 'UTC' : timeZone;
}

/** YY/MM/DD, e.g. sold dates on cards ("24/03/05"). */
export function formatShortDate(value: Date | string, timeZone = 'UTC'): string {
  const day = dateOnlyIn(asDate(value), zoneFor(value, timeZone));
  return `${day.slice(2, 4)}/${day.slice(5, 7)}/${day.slice(8, 10)}`;
}

/** The long form, e.g. "March 5, 2024". */
export function formatLongDate(value: Date | string, timeZone = 'UTC', locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zoneFor(value, timeZone) }).format(
    asDate(value),
  );
}

// ── Ranges ─────────────────────────────────────────────────────────────────
/** The last `days` days up to today: [today − days, today]. */
export function lastDays(days: number, today: DateOnly): DateRange {
  return { start: addDays(today, -days), end: today };
}

/** Inventory, payout and consigner screens: the last 7 days. */
export const defaultDateRange = (today: DateOnly): DateRange => lastDays(7, today);
/** The dashboard: the last 30 days (cannot be cleared). */
export const dashboardDateRange = (today: DateOnly): DateRange => lastDays(30, today);

/** The range as sent to the API (YYYY-MM-DD): an end date of today moves to tomorrow. */
export function apiDateRange(
  range: DateRange,
  today: DateOnly,
): { dateRangeStart: DateOnly; dateRangeEnd: DateOnly } {
  return { dateRangeStart: range.start, dateRangeEnd: range.end === today ? addDays(today, 1) : range.end };
}

/** The period of equal length just before `range` (the dashboard's "previous"). */
export function previousPeriod(range: DateRange): DateRange {
  const length = daysBetween(range.start, range.end) + 1;
  return { start: addDays(range.start, -length), end: addDays(range.start, -1) };
}

export const QUICK_RANGES = ['24', '1W', '1M', '3M', '1Y', 'ALL'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** Orders' quick ranges end tomorrow and start 24 hours, a week, 1, 3 or 12 months back; ALL clears. */
export function quickRange(key: QuickRange, today: DateOnly): DateRange | null {
  const end = addDays(today, 1);
  switch (key) {
    case '24':
      return { start: addDays(today, -1), end };
    case '1W':
      return { start: addDays(today, -7), end };
    case '1M':
      return { start: addMonths(today, -1), end };
    case '3M':
      return { start: addMonths(today, -3), end };
    case '1Y':
      return { start: addMonths(today, -12), end };
    default:
      return null;
  }
}

// ── Ages ───────────────────────────────────────────────────────────────────
/** Whole days since an instant (Days Active from acceptedOn, Age from createdAt). */
export function daysSince(since: Date | string, now: Date): number {
  return Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS);
}

/** Days Active shows for Active items whose acceptedOn is not in the future; else null. */
export function daysActive(
  item: { status: string | null; acceptedOn?: string | null },
  now: Date,
): number | null {
  if (item.status !== 'Active' || !item.acceptedOn) return null;
  const days = daysSince(item.acceptedOn, now);
  return new Date(item.acceptedOn).getTime() > now.getTime() ? null : days;
}

/** The range in words: "in the last 7 days" when it ends today, else "between 2024-03-01 and 2024-03-05". */
export function rangeInWords(range: DateRange, today: DateOnly): string {
  if (range.end === today) {
    const days = daysBetween(range.start, today);
    if (days === 0) return 'today';
    if (days === 1) return 'since yesterday';
    return `in the last ${days} days`;
  }
  return `between ${range.start} and ${range.end}`;
}

/**
 * What a list's date range hides (issue 33): "46 of 426 shown: added in the last 7 days", or null when the range
 * hides nothing. `capped` totals are lower bounds ("1,000+").
 */
export function hiddenByRangeNote(input: {
  shown: number;
  shownCapped: boolean;
  total: number;
  totalCapped: boolean;
  range: DateRange;
  today: DateOnly;
  verb: string;
}): string | null {
  const { shown, total, range, today, verb } = input;
  if (total <= shown && !input.totalCapped) return null;
  if (input.shownCapped && input.totalCapped && shown >= total) return null;
  const n = (count: number, capped: boolean) => `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return `${n(shown, input.shownCapped)} of ${n(total, input.totalCapped)} shown: ${verb} ${rangeInWords(range, today)}`;
}
