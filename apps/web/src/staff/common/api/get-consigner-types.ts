import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { ConsignerType } from './types';

/** GET /api/consignerTypes (response field consignerTypes). */
export async function getConsignerTypes(): Promise<ConsignerType[]> {
  return (await api.get('/api/consignerTypes')).consignerTypes;
}

export function consignerTypesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.consignerTypes.list(),
    queryFn: getConsignerTypes,
    // Spec 3 §8: a failed consigner-type load clears the list without a message.
    meta: { silent: true },
  });
}

export function useConsignerTypes(config?: QueryConfig<typeof consignerTypesQueryOptions>) {
  return useQuery({ ...consignerTypesQueryOptions(), ...config });
}
