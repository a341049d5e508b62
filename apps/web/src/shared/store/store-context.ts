import type { StoreBranding } from '@backroom/domain/contract/stores';
import { todayIn } from '@backroom/domain/dates';
import { createContext, useContext } from 'react';

/** GET /open/stores/{domain}: the branding, and the zone in which the store's days start (docs/reports.md). */
export interface StoreInfo extends StoreBranding {
  /** An IANA zone; "today" of every date range is the calendar day here, not in the browser. */
  timeZone: string;
}

export const StoreContext = createContext<StoreInfo | null>(null);

/** The resolved store's branding. Only under <StoreProvider>, which renders nothing until it is loaded. */
export function useStore(): StoreInfo {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore must be used under <StoreProvider>');
  return store;
}

/** Today as a calendar day in the store's time zone (a range ending today is sent as ending tomorrow). */
export function useStoreToday(): string {
  return todayIn(useStore().timeZone);
}
