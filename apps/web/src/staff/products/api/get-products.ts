import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listFrom } from '@web/shared/api/answer-shapes';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { type ListQuery, queryKeys } from '@web/shared/api/query-keys';
import type { Product } from './product';

export interface ProductsPage {
  products: Product[];
  total: number;
  /** The count stopped at a cap: there are at least `total`. */
  totalCapped?: boolean;
}

/** `{products, total}` of a paginated answer (a bare list counts as one page). */
export function productsPage(data: unknown): ProductsPage {
  const products = listFrom<Product>(data, 'products');
  const total = Number((data as { total?: number } | null)?.total ?? products.length);
  return { products, total, totalCapped: (data as { totalCapped?: boolean } | null)?.totalCapped === true };
}

/** GET /api/products?search&page&pageSize: the catalogue; the server's search tolerates typos. */
export async function getProducts(query: ListQuery): Promise<ProductsPage> {
  return productsPage(await api.get<unknown>('/api/products', { ...query }));
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
