import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { StoreLocation } from './types';

/** GET /api/locations (path not in the spec; docs/api.md): `{ locations }`. */
export async function getLocations(): Promise<StoreLocation[]> {
  return (await api.get('/api/locations')).locations;
}

export function locationsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.locations.all, queryFn: getLocations, meta: { silent: true } });
}

export function useLocations(config?: QueryConfig<typeof locationsQueryOptions>) {
  return useQuery({ ...locationsQueryOptions(), ...config });
}
