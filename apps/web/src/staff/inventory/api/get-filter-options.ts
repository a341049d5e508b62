import type { FilterOptions } from '@backroom/domain/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/inventories/filterOptions: consigners, statuses, locations, sublocations, option values. */
export function getFilterOptions(): Promise<FilterOptions> {
  return api.get('/api/inventories/filterOptions');
}

export function filterOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.inventories.filterOptions(),
    queryFn: getFilterOptions,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useFilterOptions(config?: QueryConfig<typeof filterOptionsQueryOptions>) {
  return useQuery({ ...filterOptionsQueryOptions(), ...config });
}
