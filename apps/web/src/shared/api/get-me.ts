import type { DbUser } from '@backroom/domain/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { QueryConfig } from './query-config';
import { queryKeys } from './query-keys';

/** Spec 1 §4: loading the profile gives up after 3000 ms (the guards then offer to try again). */
const PROFILE_TIMEOUT_MS = 3000;

/** GET /api/me: the signed-in user of the resolved store. */
export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<DbUser> {
  return api.get('/api/me', undefined, { signal, timeoutMs: PROFILE_TIMEOUT_MS });
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
