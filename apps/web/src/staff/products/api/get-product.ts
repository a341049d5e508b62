import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { Product, ProductDetail, ProductInventory } from './product';

type Answer = Product | { product: Product; duplicateProducts?: Product[]; inventories?: ProductInventory[] };

/** GET /api/products/{id}: the product, its duplicates by SKU, and its inventory units. */
export async function getProduct(id: number): Promise<ProductDetail> {
  const data = await api.get<Answer>(`/api/products/${id}`);
  const product = 'product' in data ? data.product : data;
  const wrapper = 'product' in data ? data : null;
  const withExtras = product as Product & { duplicateProducts?: Product[] };
  return {
    product,
    duplicateProducts: (wrapper?.duplicateProducts ?? withExtras.duplicateProducts ?? []).filter(
      (p) => p.id !== product.id,
    ),
    inventories: wrapper?.inventories ?? product.inventories ?? [],
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
