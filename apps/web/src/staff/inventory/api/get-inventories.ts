import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listFrom } from '@web/shared/api/answer-shapes';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { storeToday } from '@web/shared/store/store-time-zone';
import type { InventoryItem } from './inventory';
import { type InventoryQuery, inventoryParams } from './inventory-query';

export interface InventoryPage {
  rows: InventoryItem[];
  count: number;
}

/** GET /api/inventories/paginatedInventories → {rows, count}. */
export async function getInventories(query: InventoryQuery, signal?: AbortSignal): Promise<InventoryPage> {
  const data = await api.get<unknown>(
    '/api/inventories/paginatedInventories',
    inventoryParams(query, storeToday()),
    { signal },
  );
  const rows = listFrom<InventoryItem>(data, 'rows');
  const count = Number((data as { count?: number } | null)?.count ?? rows.length);
  return { rows, count };
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
