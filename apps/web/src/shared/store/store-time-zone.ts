import type { StoreBranding } from '@backroom/domain/contract/stores';
import { todayIn } from '@backroom/domain/dates';
import type { StoreInfo } from './store-context';

/** The stores' default zone (stores.time_zone), also used when the answer names none or one this browser lacks. */
export const DEFAULT_STORE_TIME_ZONE = 'UTC';

/** `zone` when this browser can compute days in it, else UTC (an unknown zone would make every date throw). */
export function knownTimeZone(zone: unknown): string {
  if (typeof zone !== 'string' || zone.trim() === '') return DEFAULT_STORE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_STORE_TIME_ZONE;
  }
}

/** The public store answer as the context holds it: always with a zone the browser knows. */
export function toStoreInfo(answer: StoreBranding & { timeZone?: unknown }): StoreInfo {
  return { ...answer, timeZone: knownTimeZone(answer.timeZone) };
}

let currentZone = DEFAULT_STORE_TIME_ZONE;

/** The loaded store's zone, for code outside React that needs "today" (list query functions). */
export function rememberStoreTimeZone(zone: string): void {
  currentZone = zone;
}

/** Today as a calendar day in the loaded store's zone (UTC before a store is loaded). */
export function storeToday(): string {
  return todayIn(currentZone);
}
