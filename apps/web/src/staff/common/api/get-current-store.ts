import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { StoreSettings } from './store-settings';

/** GET /api/stores/current: every setting of the signed-in staff member's store. */
export function getCurrentStore(): Promise<StoreSettings> {
  return api.get('/api/stores/current');
}

export function currentStoreQueryOptions() {
  return queryOptions({ queryKey: queryKeys.storeSettings.current, queryFn: getCurrentStore });
}

export function useCurrentStore(config?: QueryConfig<typeof currentStoreQueryOptions>) {
  return useQuery({ ...currentStoreQueryOptions(), ...config });
}
