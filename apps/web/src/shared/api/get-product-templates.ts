import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFrom } from './answer-shapes';
import { api } from './client';
import type { QueryConfig } from './query-config';
import { queryKeys } from './query-keys';

/** A product template (GET /api/productTemplates): staff manage them, both apps read them. */
export interface ProductTemplate {
  id: number;
  title: string;
  brand: string;
  category: string;
  gender: string | null;
  weight: number | null;
  option1: string;
  option2: string | null;
  option3: string | null;
  option1Values: string[];
  option2Values: string[];
  option3Values: string[];
  /** Whether inventory uses the template (when the server says so). */
  inUse?: boolean;
}

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
