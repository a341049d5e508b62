/**
 * A report's date range: inclusive store-zone days. The screens send an end of today moved to tomorrow (spec 3
 * §9); days after today cannot hold anything yet, so the end is cut back to today and the moved and unmoved
 * ranges give the same figures. The previous period is the same number of days just before.
 */

import { MAX_REPORT_RANGE_DAYS } from '@backroom/domain/constants';
import { daysBetween, lastDays, previousPeriod, todayIn } from '@backroom/domain/dates';

const DAY_MS = 86_400_000;

import { badInput } from '../../http/errors';

export const MAX_RANGE_DAYS = MAX_REPORT_RANGE_DAYS;

export interface ReportRange {
  start: string;
  end: string;
  /** All days of the range, oldest first. */
  days: string[];
  previous: { start: string; end: string };
  today: string;
  timeZone: string;
}

export function reportRange(
  query: { dateRangeStart?: string; dateRangeEnd?: string },
  timeZone: string,
  now: Date = new Date(),
): ReportRange {
  const today = todayIn(timeZone, now);
  const fallback = lastDays(30, today);
  const start = query.dateRangeStart ?? fallback.start;
  const asked = query.dateRangeEnd ?? fallback.end;
  if (asked < start) throw badInput('The end date must not be before the start date');
  const end = asked > today ? (start > today ? start : today) : asked;
  if (daysBetween(start, end) >= MAX_RANGE_DAYS) {
    throw badInput(`A report covers at most ${MAX_RANGE_DAYS} days`);
  }
  const days: string[] = [];
  // As addDays(d, 1) from the start (daysBetween has checked both are YYYY-MM-DD), without parsing each day again.
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  let t = Date.UTC(year, month - 1, day);
  for (let d = start; d <= end; t += DAY_MS, d = new Date(t).toISOString().slice(0, 10)) days.push(d);
  return { start, end, days, previous: previousPeriod({ start, end }), today, timeZone };
}
