import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { SubLocation } from './types';

/** GET /api/subLocations (response subLocations or a bare list). */
export async function getSubLocations(): Promise<SubLocation[]> {
  return (await api.get('/api/subLocations')).subLocations;
}

export function subLocationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.subLocations.list(),
    queryFn: getSubLocations,
    // Spec 3 §8: a failed sublocation load clears the list without a message.
    meta: { silent: true },
  });
}

export function useSubLocations(config?: QueryConfig<typeof subLocationsQueryOptions>) {
  return useQuery({ ...subLocationsQueryOptions(), ...config });
}
