import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFrom } from '@web/shared/api/answer-shapes';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { ProductTemplate } from './types';

/** GET /api/productTemplates (response productTemplates). */
export async function getProductTemplates(): Promise<ProductTemplate[]> {
  return listFrom<ProductTemplate>(await api.get<unknown>('/api/productTemplates'), 'productTemplates');
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
