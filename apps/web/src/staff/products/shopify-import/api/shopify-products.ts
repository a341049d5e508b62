import { messages } from '@backroom/domain/messages';
import type { ShopifyImportForm } from '@backroom/domain/schemas/shopify-import';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { jobIdFrom } from '@web/shared/api/answer-shapes';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';

/** One product of the connected Shopify shop (GET /api/products/shopifyProducts). */
export interface ShopifyProduct {
  id: string;
  title: string;
  vendor: string;
  productType: string;
  sku: string;
  image: string | null;
  variantCount: number;
  sizes: string[];
  barcodes: number;
  /** The Backroom product already linked to it. */
  productId: number | null;
  /** A Backroom product with the same SKU, not linked to Shopify: offered for linking. */
  skuMatch: { productId: number; title: string } | null;
}

export interface ShopifyPage {
  products: ShopifyProduct[];
  nextCursor: string | null;
}

export interface ShopifyQuery {
  search: string;
  after: string | null;
}

/** What the import job answers when it is done (GET /api/jobs/{id} → result). */
export interface ImportResult {
  total: number;
  imported: {
    shopifyProductId: string;
    productId: number;
    title: string;
    action: 'created' | 'updated' | 'linked';
    warnings: string[];
  }[];
  skuMatches: {
    shopifyProductId: string;
    title: string;
    sku: string;
    productId: number;
    productTitle: string;
  }[];
  errors: { shopifyProductId: string; title: string | null; reason: string }[];
}

export const shopifyProductsKey = ['products', 'shopify'] as const;

export function shopifyProductsQueryOptions(query: ShopifyQuery) {
  return queryOptions({
    queryKey: [...shopifyProductsKey, query],
    queryFn: ({ signal }) =>
      api.get<ShopifyPage>(
        '/api/products/shopifyProducts',
        { search: query.search, after: query.after },
        { signal },
      ),
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
  return { jobId: jobIdFrom(await api.post<unknown>('/api/products/shopifyProducts', input)) };
}

export function useImportShopifyProducts(config: MutationConfig<typeof importShopifyProducts> = {}) {
  return useMutation({
    meta: { successMessage: messages.importingShopifyProducts },
    ...config,
    mutationFn: importShopifyProducts,
  });
}
