import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

export interface CatalogueSize {
  id: number;
  status: 'Consignment' | 'Buying';
  price: number | null;
  storeRequestPriceRange: [number | null, number | null] | null;
  option1Value: string | null;
  option2Value: string | null;
  location: string | null;
}

export interface CatalogueProduct {
  id: number;
  title: string;
  sku: string;
  image: string | null;
  brand: string;
  sizes: CatalogueSize[];
}

export interface Catalogue {
  store: { name: string; handle: string; logo: string | null; currency: string };
  products: CatalogueProduct[];
  count: number;
}

/** GET /open/catalogue/{handle}: the store's open requests, readable without signing in (the share link). */
export function catalogueQueryOptions(handle: string, location: string | null) {
  return queryOptions({
    queryKey: queryKeys.catalogue(handle, location ?? ''),
    queryFn: () =>
      api.get<Catalogue>(`/open/catalogue/${encodeURIComponent(handle)}`, {
        location: location ?? undefined,
      }),
  });
}

export function useCatalogue(handle: string, location: string | null) {
  return useQuery(catalogueQueryOptions(handle, location));
}
