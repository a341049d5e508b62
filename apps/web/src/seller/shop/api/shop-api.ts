import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

export interface ShopProduct {
  id: number;
  title: string;
  brand: string;
  sku: string;
  image: string | null;
  price: number;
  itemCount: number;
}

export interface ShopSize {
  inventoryId: number;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  price: number;
  available: number;
}

export interface ShopProductPage {
  product: {
    id: number;
    title: string;
    brand: string;
    sku: string;
    image: string | null;
    imageList: string[];
  };
  sizes: ShopSize[];
}

export interface ShopOrder {
  id: number;
  name: string;
  total: number;
  items: { inventoryId: number; title: string; price: number }[];
}

export interface ShopQuery {
  search: string;
  page: number;
  pageSize: number;
}

/** GET /open/shop/products: products with Active items, cheapest first (public). */
export function useShopProducts(query: ShopQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.shop.products(query),
      queryFn: () =>
        api.get<{ products: ShopProduct[]; total: number; store: { takesOrders: boolean } }>(
          '/open/shop/products',
          { ...query },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /open/shop/products/{id}: the product's sizes, each at its lowest price. */
export function useShopProduct(id: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.shop.product(id),
      queryFn: () => api.get<ShopProductPage>(`/open/shop/products/${id}`),
    }),
  );
}

export interface CheckoutInput {
  checkoutId: string;
  name: string;
  email: string;
  items: number[];
}

/** POST /open/shop/checkout: a paid order (no real payment on the built-in shop). */
export function useCheckout() {
  return useMutation({
    mutationFn: async (input: CheckoutInput) =>
      (await api.post<{ order: ShopOrder }>('/open/shop/checkout', input)).order,
  });
}
