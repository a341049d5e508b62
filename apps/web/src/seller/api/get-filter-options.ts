import type { FilterOptions } from '@backroom/domain/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/inventories/filterOptions as a consigner gets it (statuses they see, their own name, the store's places). */
export type SellerFilterOptions = FilterOptions;

export function filterOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.inventories.filterOptions(),
    queryFn: ({ signal }) => api.get('/api/inventories/filterOptions', undefined, { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export function useSellerFilterOptions() {
  return useQuery(filterOptionsQueryOptions());
}
