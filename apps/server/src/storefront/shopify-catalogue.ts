/**
 * Reading a Shopify shop's products for the import (Admin GraphQL API): `products` with cursor pagination for
 * the search screen, `nodes(ids:)` for the import itself. Page sizes keep each query's requested cost under
 * Shopify's 1,000-point ceiling; a THROTTLED answer waits for the bucket to refill and asks again.
 */
import { isSafeWebAddress } from '@backroom/domain/schemas/common';
import { z } from 'zod';
import type { StoreRow } from '../core/store';
import type { CataloguePage, CatalogueProduct, StorefrontCatalogue } from './catalogue';

/** The variants one product may have that the import reads (Shopify's default maximum is 100). */
export const VARIANTS_READ = 100;
/** Products per `nodes` call: about 8 × (100 variants + 10 images) points. */
export const IMPORT_BATCH = 8;
/** Products per search page: about 20 × (30 variants + 3 images) points. */
export const SEARCH_PAGE_MAX = 20;

const productFields = (variants: number, images: number) => `
  id title vendor productType
  media(first: ${images}) { nodes { ... on MediaImage { image { url } } } }
  variants(first: ${variants}) { nodes { id sku barcode selectedOptions { name value } } }`;

const SEARCH_QUERY = `query ProductSearch($first: Int!, $after: String, $query: String) {
  products(first: $first, after: $after, query: $query, sortKey: TITLE) {
    nodes { ${productFields(30, 3)} }
    pageInfo { hasNextPage endCursor }
  }
}`;

const BY_IDS_QUERY = `query ProductsByIds($ids: [ID!]!) {
  nodes(ids: $ids) { ... on Product { ${productFields(VARIANTS_READ, 10)} } }
}`;

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const shopifyProduct = z.object({
  id: z.string(),
  title: text,
  vendor: text,
  productType: text,
  media: z.object({ nodes: z.array(z.object({ image: z.object({ url: z.string() }).nullish() })) }).nullish(),
  variants: z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        sku: text,
        barcode: text,
        selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
      }),
    ),
  }),
});

const numericId = (gid: string) => gid.split('/').pop() ?? gid;

function toCatalogueProduct(raw: z.infer<typeof shopifyProduct>): CatalogueProduct {
  return {
    id: numericId(raw.id),
    title: raw.title.trim(),
    vendor: raw.vendor.trim(),
    productType: raw.productType.trim(),
    images: (raw.media?.nodes ?? [])
      .map((m) => m.image?.url ?? '')
      .filter((url) => url.startsWith('https://') && isSafeWebAddress(url)),
    variants: raw.variants.nodes.map((v) => ({
      id: numericId(v.id),
      sku: v.sku.trim(),
      barcode: v.barcode.trim(),
      options: v.selectedOptions,
    })),
  };
}

/** Shopify's search syntax treats `:()"'\` specially; staff type plain words. */
export function shopifySearchQuery(search: string | undefined): string | null {
  const words = (search ?? '')
    .replace(/[:()"'\\*]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  const phrase = words.join(' ');
  return words.length === 1 ? `${phrase} OR sku:${phrase}*` : phrase;
}

type GraphqlCall = (store: StoreRow, query: string, variables: Record<string, unknown>) => Promise<unknown>;

export class ShopifyCatalogue implements StorefrontCatalogue {
  constructor(private readonly graphql: GraphqlCall) {}

  catalogueConnected(store: StoreRow): boolean {
    return Boolean(store.shop && store.storefrontAccessToken);
  }

  async searchProducts(
    store: StoreRow,
    input: { search?: string; after?: string; first: number },
  ): Promise<CataloguePage> {
    const data = (await this.graphql(store, SEARCH_QUERY, {
      first: Math.min(input.first, SEARCH_PAGE_MAX),
      after: input.after ?? null,
      query: shopifySearchQuery(input.search),
    })) as { products?: { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    const page = data.products ?? { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };
    return {
      products: page.nodes.map((node) => toCatalogueProduct(shopifyProduct.parse(node))),
      nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
    };
  }

  async productsByIds(store: StoreRow, ids: string[]): Promise<CatalogueProduct[]> {
    const found: CatalogueProduct[] = [];
    for (let i = 0; i < ids.length; i += IMPORT_BATCH) {
      const batch = ids.slice(i, i + IMPORT_BATCH).map((id) => `gid://shopify/Product/${id}`);
      const data = (await this.graphql(store, BY_IDS_QUERY, { ids: batch })) as { nodes?: unknown[] };
      for (const node of data.nodes ?? []) {
        // A deleted product is null; an id of another kind of object answers an empty object.
        const parsed = shopifyProduct.safeParse(node);
        if (parsed.success) found.push(toCatalogueProduct(parsed.data));
      }
    }
    return found;
  }
}
