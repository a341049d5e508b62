import type { ProductCard, ProductDetail, ProductRequests } from '@backroom/domain/contract/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { type ListQuery, queryKeys } from '@web/shared/api/query-keys';

/** A catalogue product card (GET /api/products): `price` is the lowest Active price or null. */
export type { ProductCard };

export function productsQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: ({ signal }) => api.get('/api/products', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ListQuery) {
  return useQuery(productsQueryOptions(query));
}

/** GET /api/products/{id}: the product (a consigner sees only their own units in `inventories`). */
export type SellerProduct = ProductDetail['product'];

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => api.get(`/api/products/${id}`, undefined, { signal }),
    select: (data) => data.product,
  });
}

export function useProduct(id: number) {
  return useQuery({ ...productQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/** One of the consigner's own product requests still waiting for the store's review. */
export type PendingProductRequest = ProductRequests['products'][number];

/** GET /api/products/myRequests: shown as "Pending review" on Products until the store approves them. */
export function usePendingProductRequests() {
  return useQuery({
    queryKey: queryKeys.products.myRequests(),
    queryFn: ({ signal }) => api.get('/api/products/myRequests', undefined, { signal }),
    // Asked again each time Products opens: the store may have approved a request since, and the list is small.
    staleTime: 0,
    select: (data) => data.products,
  });
}
