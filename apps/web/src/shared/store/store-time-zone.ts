import type { StoreBranding } from '@backroom/domain/schemas/store';
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
