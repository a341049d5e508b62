import type { StoreBranding } from '@backroom/domain/contract/stores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { QueryConfig } from './query-config';
import { queryKeys } from './query-keys';

/** GET /open/stores/{domain}: the store's branding, by handle or by one of its host names. */
export function getStoreBranding(domain: string): Promise<StoreBranding> {
  return api.get(`/open/stores/${encodeURIComponent(domain)}`);
}

export function storeBrandingQueryOptions(domain: string) {
  return queryOptions({
    queryKey: queryKeys.store.branding(domain),
    queryFn: () => getStoreBranding(domain),
    staleTime: 5 * 60_000,
  });
}

export function useStoreBranding(domain: string, config?: QueryConfig<typeof storeBrandingQueryOptions>) {
  return useQuery({ ...storeBrandingQueryOptions(domain), ...config });
}
