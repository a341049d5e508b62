import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { type ListQuery, queryKeys } from '@web/shared/api/query-keys';
import type { ProductsPage } from './get-products';

/** GET /api/products/submittedProducts?search&page&pageSize: products submitted for review. */
export async function getSubmittedProducts(query: ListQuery): Promise<ProductsPage> {
  return api.get('/api/products/submittedProducts', query);
}

export function submittedProductsQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: queryKeys.products.submitted(query),
    queryFn: () => getSubmittedProducts(query),
    placeholderData: keepPreviousData,
  });
}

export function useSubmittedProducts(
  query: ListQuery,
  config?: QueryConfig<typeof submittedProductsQueryOptions>,
) {
  return useQuery({ ...submittedProductsQueryOptions(query), ...config });
}
