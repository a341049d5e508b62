/**
 * Defaults that save typing at intake (issue 33): the store itself as the consigner of store stock, and the
 * location used last on this device (per store), offered first next time.
 */
import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import { useStore } from '@web/shared/store/store-context';
import { useLocations } from '@web/staff/common/api/get-locations';
import { useCallback } from 'react';
import { useFilterOptions } from '../api/get-filter-options';

const lastLocationKey = (storeId: number) => `backroom:lastLocation:${storeId}`;

function readLastLocation(storeId: number): string | null {
  try {
    return window.localStorage.getItem(lastLocationKey(storeId));
  } catch {
    return null;
  }
}

/** The store's own consigner account (store stock), once the consigners have loaded. */
export function useStoreAccountId(): number | undefined {
  const options = useFilterOptions();
  return options.data?.consigners.find((c) => c.isStoreAccount)?.value;
}

/**
 * The location to start a new line at: the one used last here when the store still has it, else the store's first
 * (never the online marketplace); and `remember`, to call after a successful add.
 */
export function useIntakeLocation(): { location: string | null; remember: (name: string | null) => void } {
  const store = useStore();
  const locations = useLocations();
  const names = (locations.data ?? []).map((l) => l.name).filter((n) => n !== ONLINE_MARKETPLACE_LOCATION);
  const last = readLastLocation(store.id);
  const location = last && names.includes(last) ? last : (names[0] ?? null);
  const remember = useCallback(
    (name: string | null) => {
      if (!name) return;
      try {
        window.localStorage.setItem(lastLocationKey(store.id), name);
      } catch {
        // Private browsing: nothing remembered.
      }
    },
    [store.id],
  );
  return { location, remember };
}
