import type { ProductsPage } from '@backroom/domain/contract/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { type ListQuery, queryKeys } from '@web/shared/api/query-keys';

export type { ProductsPage };

/** GET /api/products?search&page&pageSize: the catalogue; the server's search tolerates typos. */
export async function getProducts(query: ListQuery): Promise<ProductsPage> {
  return api.get('/api/products', query);
}

export function productsQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: () => getProducts(query),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ListQuery, config?: QueryConfig<typeof productsQueryOptions>) {
  return useQuery({ ...productsQueryOptions(query), ...config });
}
