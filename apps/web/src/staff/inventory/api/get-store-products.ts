import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listFrom } from '@web/shared/api/answer-shapes';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { InventoryItem } from './inventory';

/** An open store request of a size (Consignment with a range, Buying with a price). */
export type StoreRequest = Pick<
  InventoryItem,
  'id' | 'status' | 'price' | 'storeRequestPriceRange' | 'option1Value' | 'option2Value' | 'option3Value'
>;

/** A size the location has no stock of, with the store requests already made for it. */
export interface RequestSize {
  size: string;
  requests: StoreRequest[];
}

export interface StoreProduct {
  id: number;
  title: string;
  sku?: string | null;
  image?: string | null;
  category?: string | null;
  productTemplateId?: number | null;
  /** The template's option 1 name ("Size"). */
  option1?: string | null;
  sizes: RequestSize[];
}

export interface StoreProductsQuery {
  search: string;
  location: string;
  page: number;
  pageSize: number;
}

export interface StoreProductsPage {
  products: StoreProduct[];
  count: number;
  /** The public catalogue link for the location. */
  link: string | null;
}

interface RawProduct extends Omit<StoreProduct, 'sizes'> {
  zeroStockSizes?: string[];
  sizes?: string[];
  requests?: StoreRequest[];
}

/**
 * GET /api/inventories/getStoreProducts?location&search&page&pageSize → {products, count, location, link}: each
 * catalogue product with its zero-stock sizes at the location and the open requests there.
 */
export async function getStoreProducts(query: StoreProductsQuery): Promise<StoreProductsPage> {
  const data = await api.get<unknown>('/api/inventories/getStoreProducts', { ...query });
  const raw = listFrom<RawProduct>(data, 'products');
  const record = (data ?? {}) as { count?: number; link?: string };
  const products = raw.map(({ zeroStockSizes, sizes, requests, ...product }) => ({
    ...product,
    sizes: (zeroStockSizes ?? sizes ?? []).map((size) => ({
      size,
      requests: (requests ?? []).filter((r) => r.option1Value === size),
    })),
  }));
  return { products, count: Number(record.count ?? products.length), link: record.link ?? null };
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
