import type { ProductTemplate } from '@backroom/domain/contract/product-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { QueryConfig } from './query-config';
import { queryKeys } from './query-keys';

/** A product template (GET /api/productTemplates): staff manage them, both apps read them. */
export type { ProductTemplate };

/** GET /api/productTemplates (response productTemplates). */
export async function getProductTemplates(): Promise<ProductTemplate[]> {
  return (await api.get('/api/productTemplates')).productTemplates;
}

export function productTemplatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.productTemplates.list(),
    queryFn: getProductTemplates,
    // Spec 3 §8: a failed template load clears the list without a message.
    meta: { silent: true },
  });
}

export function useProductTemplates(config?: QueryConfig<typeof productTemplatesQueryOptions>) {
  return useQuery({ ...productTemplatesQueryOptions(), ...config });
}
