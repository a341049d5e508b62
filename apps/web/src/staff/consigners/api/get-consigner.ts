import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { Consigner } from './consigner';

/** GET /api/consigners/{id}. */
export function getConsigner(id: number): Promise<Consigner> {
  return api.get(`/api/consigners/${id}`);
}

export function consignerQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.consigners.detail(id),
    queryFn: () => getConsigner(id),
    // The screen shows "not found" itself.
    meta: { silent: true },
  });
}

export function useConsigner(id: number, config?: QueryConfig<typeof consignerQueryOptions>) {
  return useQuery({ ...consignerQueryOptions(id), ...config });
}
