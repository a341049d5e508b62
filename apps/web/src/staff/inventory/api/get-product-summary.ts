import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { AddInventoryProduct } from '../add/line-values';

/** GET /api/products/{id}, only what adding inventory needs (title, template, category, image). */
export async function getProductSummary(id: number): Promise<AddInventoryProduct> {
  const { product: p } = await api.get(`/api/products/${id}`);
  return {
    id: p.id,
    title: p.title,
    productTemplateId: p.productTemplateId,
    category: p.category,
    image: p.image,
    sku: p.sku,
  };
}

export function productSummaryQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.inventories.product(id),
    queryFn: () => getProductSummary(id),
    meta: { silent: true },
  });
}

export function useProductSummary(id: number, config?: QueryConfig<typeof productSummaryQueryOptions>) {
  return useQuery({ ...productSummaryQueryOptions(id), ...config });
}
