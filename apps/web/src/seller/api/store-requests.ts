import type { StoreRequestProduct, StoreRequestSize } from '@backroom/domain/contract/store-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryOf } from '@web/shared/api/contract-paths';
import { queryKeys } from '@web/shared/api/query-keys';

export type { StoreRequestProduct, StoreRequestSize };

export type StoreRequestQuery = QueryOf<'GET', '/api/inventories/consignerRequestedItems'>;

/** GET /api/inventories/consignerRequestedItems: the store's open requests (spec 2 §2.7). */
export function storeRequestsQueryOptions(query: StoreRequestQuery) {
  return queryOptions({
    queryKey: queryKeys.inventories.storeProducts({ seller: true, ...query }),
    queryFn: ({ signal }) => api.get('/api/inventories/consignerRequestedItems', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStoreRequests(query: StoreRequestQuery) {
  return useQuery(storeRequestsQueryOptions(query));
}
