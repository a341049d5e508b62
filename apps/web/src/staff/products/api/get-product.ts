import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { ProductDetail } from './product';

/** GET /api/products/{id}: the product, its duplicates by SKU, and its inventory units. */
export async function getProduct(id: number): Promise<ProductDetail> {
  const { product, duplicateProducts } = await api.get(`/api/products/${id}`);
  return {
    product,
    duplicateProducts: duplicateProducts.filter((p) => p.id !== product.id),
    inventories: product.inventories,
  };
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: () => getProduct(id),
    // The screen shows "not found" itself.
    meta: { silent: true },
  });
}

export function useProduct(id: number, config?: QueryConfig<typeof productQueryOptions>) {
  return useQuery({ ...productQueryOptions(id), ...config });
}
