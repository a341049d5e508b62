import type { StoreBranding } from '@backroom/domain/contract/stores';
import { todayIn } from '@backroom/domain/dates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_STORE_TIME_ZONE,
  knownTimeZone,
  rememberStoreTimeZone,
  storeToday,
  toStoreInfo,
} from './store-time-zone';

const branding = { id: 1, name: 'Shop', handle: 'shop', currency: 'USD' } as StoreBranding;

describe('the store time zone the web apps compute "today" in', () => {
  it("keeps the store's zone from the public answer", () => {
    expect(toStoreInfo({ ...branding, timeZone: 'America/Los_Angeles' })).toMatchObject({
      handle: 'shop',
      timeZone: 'America/Los_Angeles',
    });
  });

  it('falls back to UTC, the stores default, when the answer names no zone or one the browser lacks', () => {
    expect(toStoreInfo(branding).timeZone).toBe('UTC');
    expect(knownTimeZone('')).toBe('UTC');
    expect(knownTimeZone(null)).toBe('UTC');
    expect(knownTimeZone('Mars/Base')).toBe('UTC');
    expect(knownTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('gives a different "today" than the browser would near midnight', () => {
    // 23:30 on 5 March in Los Angeles is already 6 March in UTC (and 6 March in Tokyo).
    const instant = new Date('2026-03-06T07:30:00Z');
    const zone = toStoreInfo({ ...branding, timeZone: 'America/Los_Angeles' }).timeZone;
    expect(todayIn(zone, instant)).toBe('2026-03-05');
    expect(todayIn(toStoreInfo(branding).timeZone, instant)).toBe('2026-03-06');
  });
});

describe('storeToday', () => {
  afterEach(() => {
    vi.useRealTimers();
    rememberStoreTimeZone(DEFAULT_STORE_TIME_ZONE);
  });

  it("counts today in the loaded store's zone, for list queries outside React", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    expect(storeToday()).toBe('2026-01-01');
    rememberStoreTimeZone('Pacific/Kiritimati'); // UTC+14: already the next day
    expect(storeToday()).toBe('2026-01-02');
  });
});
