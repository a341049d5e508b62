import type { ShopOrder, ShopSize } from '@backroom/domain/contract/shop';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { BodyOf, QueryState } from '@web/shared/api/contract-paths';
import { queryKeys } from '@web/shared/api/query-keys';

export type { ShopOrder, ShopSize };

export type ShopQuery = QueryState<'/open/shop/products'>;

/** GET /open/shop/products: products with Active items, cheapest first (public). */
export function useShopProducts(query: ShopQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.shop.products(query),
      queryFn: () => api.get('/open/shop/products', query),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /open/shop/products/{id}: the product's sizes, each at its lowest price. */
export function useShopProduct(id: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.shop.product(id),
      queryFn: () => api.get(`/open/shop/products/${id}`),
    }),
  );
}

export type CheckoutInput = BodyOf<'POST', '/open/shop/checkout'>;

/**
 * POST /open/shop/checkout: a paid order (no real payment on the built-in shop). The sizes just bought are gone
 * from the shop's lists and product pages at once, without a reload (issue 33).
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CheckoutInput) => (await api.post('/open/shop/checkout', input)).order,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['shop'] }),
  });
}
