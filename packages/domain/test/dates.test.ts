import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  apiDateRange,
  dashboardDateRange,
  dateOnlyIn,
  daysActive,
  daysBetween,
  daysSince,
  defaultDateRange,
  formatLongDate,
  formatShortDate,
  hiddenByRangeNote,
  lastDays,
  previousPeriod,
  QUICK_RANGES,
  quickRange,
  todayIn,
} from '../src/dates';

const instant = new Date('2024-03-05T23:30:00Z');

describe('display', () => {
  it('writes YY/MM/DD in the store zone', () => {
    expect(formatShortDate(instant)).toBe('24/03/05');
    expect(formatShortDate(instant, 'Africa/Johannesburg')).toBe('24/03/06');
    expect(formatShortDate('2024-03-05T10:00:00Z')).toBe('24/03/05');
    expect(formatShortDate('2024-12-31', 'Pacific/Kiritimati')).toBe('24/12/31');
  });

  it('writes the long form', () => {
    expect(formatLongDate(instant)).toBe('March 5, 2024');
    expect(formatLongDate('2024-03-05', 'America/Los_Angeles')).toBe('March 5, 2024');
    expect(formatLongDate(instant, 'UTC', 'en-GB')).toBe('5 March 2024');
  });
});

describe('calendar arithmetic', () => {
  it('finds today in a zone', () => {
    expect(todayIn('UTC', instant)).toBe('2024-03-05');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2024-03-06');
    expect(dateOnlyIn(instant)).toBe('2024-03-05');
    expect(todayIn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds days and months, clamping to the end of the month', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2024-01-15', 12)).toBe('2025-01-15');
    expect(daysBetween('2024-03-01', '2024-03-08')).toBe(7);
    expect(() => addDays('03/05/2024', 1)).toThrow(RangeError);
  });
});

describe('ranges', () => {
  const today = '2024-03-10';

  it('defaults to the last 7 days, and the dashboard to the last 30', () => {
    expect(defaultDateRange(today)).toEqual({ start: '2024-03-03', end: today });
    expect(dashboardDateRange(today)).toEqual({ start: '2024-02-09', end: today });
  });

  it('moves an end date of today to tomorrow when sent', () => {
    expect(apiDateRange({ start: '2024-03-03', end: today }, today)).toEqual({
      dateRangeStart: '2024-03-03',
      dateRangeEnd: '2024-03-11',
    });
    expect(apiDateRange({ start: '2024-03-01', end: '2024-03-05' }, today).dateRangeEnd).toBe('2024-03-05');
  });

  it('gives the previous period of the same length', () => {
    expect(previousPeriod({ start: '2024-03-03', end: '2024-03-10' })).toEqual({
      start: '2024-02-24',
      end: '2024-03-02',
    });
  });

  it('offers quick ranges 24, 1W, 1M, 3M, 1Y ending tomorrow, and ALL clearing the range', () => {
    expect(QUICK_RANGES).toEqual(['24', '1W', '1M', '3M', '1Y', 'ALL']);
    expect(quickRange('24', today)).toEqual({ start: '2024-03-09', end: '2024-03-11' });
    expect(quickRange('1W', today)).toEqual({ start: '2024-03-03', end: '2024-03-11' });
    expect(quickRange('1M', today)).toEqual({ start: '2024-02-10', end: '2024-03-11' });
    expect(quickRange('3M', today)).toEqual({ start: '2023-12-10', end: '2024-03-11' });
    expect(quickRange('1Y', today)).toEqual({ start: '2023-03-10', end: '2024-03-11' });
    expect(quickRange('ALL', today)).toBeNull();
  });
});

describe('ages', () => {
  const now = new Date('2024-03-10T12:00:00Z');
  it('counts whole days since', () => {
    expect(daysSince('2024-03-01T13:00:00Z', now)).toBe(8);
  });

  it('shows Days Active only for Active items accepted in the past', () => {
    expect(daysActive({ status: 'Active', acceptedOn: '2024-03-01T12:00:00Z' }, now)).toBe(9);
    expect(daysActive({ status: 'Active', acceptedOn: '2024-04-01T12:00:00Z' }, now)).toBeNull();
    expect(daysActive({ status: 'Sold', acceptedOn: '2024-03-01T12:00:00Z' }, now)).toBeNull();
    expect(daysActive({ status: 'Active', acceptedOn: null }, now)).toBeNull();
  });
});

describe('hiddenByRangeNote (issue 33)', () => {
  const today = '2024-03-10';
  const base = { shownCapped: false, totalCapped: false, today, verb: 'added' };
  it('says how many rows the range hides and which range', () => {
    expect(hiddenByRangeNote({ ...base, shown: 46, total: 426, range: lastDays(7, today) })).toBe(
      '46 of 426 shown: added in the last 7 days',
    );
    expect(
      hiddenByRangeNote({
        ...base,
        shown: 0,
        total: 1200,
        range: { start: '2024-01-01', end: '2024-01-31' },
      }),
    ).toBe('0 of 1,200 shown: added between 2024-01-01 and 2024-01-31');
    expect(
      hiddenByRangeNote({ ...base, shown: 3, total: 1000, totalCapped: true, range: lastDays(1, today) }),
    ).toBe('3 of 1,000+ shown: added since yesterday');
  });
  it('says nothing when the range hides nothing', () => {
    expect(hiddenByRangeNote({ ...base, shown: 5, total: 5, range: lastDays(7, today) })).toBeNull();
    expect(
      hiddenByRangeNote({
        ...base,
        shown: 1000,
        shownCapped: true,
        total: 1000,
        totalCapped: true,
        range: lastDays(7, today),
      }),
    ).toBeNull();
  });
});
