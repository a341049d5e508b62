import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryOf } from '@web/shared/api/contract-paths';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { SellerItem } from './seller-item';

/** The list filters a seller screen sends (the server always limits them to the signed-in consigner). */
export type SellerListQuery = Pick<
  QueryOf<'GET', '/api/inventories/paginatedInventories'>,
  'status' | 'location' | 'search' | 'productId' | 'sortOption' | 'pageSize' | 'currentPage'
>;

/** GET /api/inventories/paginatedInventories: one page and the (capped) count. */
export async function getSellerPage(query: SellerListQuery, signal?: AbortSignal) {
  return api.get('/api/inventories/paginatedInventories', query, { signal });
}

export function sellerPageQueryOptions(query: SellerListQuery) {
  return queryOptions({
    queryKey: queryKeys.inventories.list({ seller: 'page', ...query }),
    queryFn: ({ signal }) => getSellerPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSellerPage(query: SellerListQuery, config?: QueryConfig<typeof sellerPageQueryOptions>) {
  return useQuery({ ...sellerPageQueryOptions(query), ...config });
}

/** GET /api/inventories: every matching item (at most 1,000), for lists filtered and selected in the browser. */
export async function getSellerItems(query: SellerListQuery, signal?: AbortSignal): Promise<SellerItem[]> {
  const data = await api.get('/api/inventories', query, { signal });
  return data.inventories;
}

export function sellerItemsQueryOptions(query: SellerListQuery) {
  return queryOptions({
    queryKey: queryKeys.inventories.list({ seller: 'all', ...query }),
    queryFn: ({ signal }) => getSellerItems(query, signal),
  });
}

export function useSellerItems(query: SellerListQuery, config?: QueryConfig<typeof sellerItemsQueryOptions>) {
  return useQuery({ ...sellerItemsQueryOptions(query), ...config });
}
