import type { InventoryPage } from '@backroom/domain/contract/inventory';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { storeToday } from '@web/shared/store/store-time-zone';
import { type InventoryQuery, inventoryParams } from './inventory-query';

export type { InventoryPage };

/** GET /api/inventories/paginatedInventories → {rows, count, countCapped}. */
export function getInventories(query: InventoryQuery, signal?: AbortSignal): Promise<InventoryPage> {
  return api.get('/api/inventories/paginatedInventories', inventoryParams(query, storeToday()), {
    signal,
  });
}

export function inventoriesQueryOptions(query: InventoryQuery) {
  return queryOptions({
    queryKey: queryKeys.inventories.list(query),
    queryFn: ({ signal }) => getInventories(query, signal),
    placeholderData: keepPreviousData,
    // Spec 2 §7: a list that fails to load is emptied; the screen shows an inline error with Retry.
    meta: { silent: true },
  });
}

export function useInventories(query: InventoryQuery, config?: QueryConfig<typeof inventoriesQueryOptions>) {
  return useQuery({ ...inventoriesQueryOptions(query), ...config });
}
