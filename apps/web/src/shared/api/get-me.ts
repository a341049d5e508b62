import type { DbUser } from '@backroom/domain/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { QueryConfig } from './query-config';
import { queryKeys } from './query-keys';

/** GET /api/me: the signed-in user of the resolved store. */
export function getMe(): Promise<DbUser> {
  return api.get<DbUser>('/api/me');
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.me,
    queryFn: getMe,
    // The guards show what went wrong; a 401 has already signed the user out.
    meta: { silent: true },
    staleTime: 60_000,
  });
}

export function useMe(config?: QueryConfig<typeof meQueryOptions>) {
  return useQuery({ ...meQueryOptions(), ...config });
}
