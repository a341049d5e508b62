import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

export type {
  CatalogueProduct,
  CatalogueSize,
  PublicCatalogue as Catalogue,
} from '@backroom/domain/contract/catalogue';

/** GET /open/catalogue/{handle}: the store's open requests, readable without signing in (the share link). */
export function catalogueQueryOptions(handle: string, location: string | null) {
  return queryOptions({
    queryKey: queryKeys.catalogue(handle, location ?? ''),
    queryFn: () =>
      api.get(`/open/catalogue/${encodeURIComponent(handle)}`, {
        location: location ?? undefined,
      }),
  });
}

export function useCatalogue(handle: string, location: string | null) {
  return useQuery(catalogueQueryOptions(handle, location));
}
