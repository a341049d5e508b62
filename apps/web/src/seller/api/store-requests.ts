import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

export interface StoreRequestSize {
  id: number;
  code: string;
  status: 'Consignment' | 'Buying';
  saleType: 'Consignment' | 'Buying';
  price: number;
  storeRequestPriceRange: [number, number] | null;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  location: string | null;
}

export interface StoreRequestProduct {
  id: number;
  title: string;
  sku: string | null;
  image: string | null;
  brand: string | null;
  sizes: StoreRequestSize[];
}

export interface StoreRequestQuery {
  location?: string;
  search?: string;
  saleType?: 'Consignment' | 'Buying';
}

/** GET /api/inventories/consignerRequestedItems: the store's open requests (spec 2 §2.7). */
export function storeRequestsQueryOptions(query: StoreRequestQuery) {
  return queryOptions({
    queryKey: queryKeys.inventories.storeProducts({ seller: true, ...query }),
    queryFn: ({ signal }) =>
      api.get<{ products: StoreRequestProduct[]; count: number }>(
        '/api/inventories/consignerRequestedItems',
        { ...query },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStoreRequests(query: StoreRequestQuery) {
  return useQuery(storeRequestsQueryOptions(query));
}
