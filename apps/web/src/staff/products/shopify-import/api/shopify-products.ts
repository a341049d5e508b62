import type {
  ShopifyImportResult as ImportResult,
  ShopifyProduct,
} from '@backroom/domain/contract/shopify-import';
import { messages } from '@backroom/domain/messages';
import type { ShopifyImportForm } from '@backroom/domain/schemas/shopify-import';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryState } from '@web/shared/api/contract-paths';
import type { MutationConfig } from '@web/shared/api/query-config';

export type { ImportResult, ShopifyProduct };

/** The search as typed and the cursor of the page (null on the first page, sent as absent). */
export type ShopifyQuery = Omit<QueryState<'/api/products/shopifyProducts'>, 'after'> & {
  after: string | null;
};

export const shopifyProductsKey = ['products', 'shopify'] as const;

export function shopifyProductsQueryOptions(query: ShopifyQuery) {
  return queryOptions({
    queryKey: [...shopifyProductsKey, query],
    queryFn: ({ signal }) =>
      api.get('/api/products/shopifyProducts', { search: query.search, after: query.after }, { signal }),
    placeholderData: keepPreviousData,
    // "Not connected" is the page's own message, not a toast; asking again would not connect it.
    retry: false,
    meta: { silent: true },
  });
}

export function useShopifyProducts(query: ShopifyQuery) {
  return useQuery(shopifyProductsQueryOptions(query));
}

/** POST /api/products/shopifyProducts: starts the import; answers the job that runs it. */
export async function importShopifyProducts(input: ShopifyImportForm): Promise<{ jobId: number | null }> {
  const { jobId } = await api.post('/api/products/shopifyProducts', input);
  return { jobId };
}

export function useImportShopifyProducts(config: MutationConfig<typeof importShopifyProducts> = {}) {
  return useMutation({
    meta: { successMessage: messages.importingShopifyProducts },
    ...config,
    mutationFn: importShopifyProducts,
  });
}

/** Whether the store has a Shopify shop to import from: the Shopify screens show only then (no dead ends). */
export function useShopifyConnection() {
  return useQuery({
    queryKey: [...shopifyProductsKey, 'connection'],
    queryFn: ({ signal }) => api.get('/api/products/shopifyConnection', undefined, { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
