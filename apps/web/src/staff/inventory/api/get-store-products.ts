import type { MadeStoreRequest, ZeroStockProduct } from '@backroom/domain/contract/store-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryState } from '@web/shared/api/contract-paths';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** An open store request of a size (Consignment with a range, Buying with a price). */
export type StoreRequest = MadeStoreRequest;

/** A size the location has no stock of, with the store requests already made for it. */
export interface RequestSize {
  size: string;
  requests: StoreRequest[];
}

/** A Request Items product: its zero-stock sizes, each with the requests already made for it. */
export type StoreProduct = Omit<ZeroStockProduct, 'sizes' | 'zeroStockSizes' | 'requests'> & {
  sizes: RequestSize[];
};

export type StoreProductsQuery = QueryState<'/api/inventories/getStoreProducts'>;

export interface StoreProductsPage {
  products: StoreProduct[];
  count: number;
  /** The public catalogue link for the location. */
  link: string;
}

/**
 * GET /api/inventories/getStoreProducts?location&search&page&pageSize → {products, count, location, link}: each
 * catalogue product with its zero-stock sizes at the location and the open requests there.
 */
export async function getStoreProducts(query: StoreProductsQuery): Promise<StoreProductsPage> {
  const data = await api.get('/api/inventories/getStoreProducts', query);
  const products = data.products.map(({ zeroStockSizes, sizes: _all, requests, ...product }) => ({
    ...product,
    sizes: zeroStockSizes.map((size) => ({
      size,
      requests: requests.filter((r) => r.option1Value === size),
    })),
  }));
  return { products, count: data.count, link: data.link };
}

export function storeProductsQueryOptions(query: StoreProductsQuery) {
  return queryOptions({
    queryKey: queryKeys.inventories.storeProducts(query),
    queryFn: () => getStoreProducts(query),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useStoreProducts(
  query: StoreProductsQuery | null,
  config?: QueryConfig<typeof storeProductsQueryOptions>,
) {
  return useQuery({
    ...storeProductsQueryOptions(query ?? { search: '', location: '', page: 1, pageSize: 10 }),
    enabled: query !== null,
    ...config,
  });
}
