/**
 * The Shopify storefront (architecture.md): each Active item is a variant of its product carrying the item's
 * price (Admin GraphQL `productSet`, keyed by the product's Shopify id), so sold or withdrawn items drop off the
 * next sync; orders come in through HMAC-verified webhooks (features/orders/webhooks.ts) and are fetched again
 * with the Admin REST API for Resync Line Items / Resync All Orders. `SHOPIFY_API_URL` points every call at a
 * local fake in tests.
 */
import { minorToDecimalString } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import type { StoreRow } from '../core/store';
import type { Db } from '../db/client';
import type { IncomingOrder } from '../features/orders/ingest';
import type { SecretBox } from '../security/secret-box';
import type { Storefront, StorefrontProduct } from './index';
import { ShopifyCatalogue } from './shopify-catalogue';
import { shopifyOrder, stageOf, toIncomingOrder } from './shopify-orders';
import { openShopifyToken } from './shopify-token';

const MYSHOPIFY_HOST = /^[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com$/i;
/** How often a THROTTLED GraphQL call is asked again before the job gives up (and retries later). */
const THROTTLE_RETRIES = 5;

interface ShopifyConfig {
  apiUrl?: string;
  apiVersion: string;
  /** Used when a store keeps no token of its own (one-store installs). */
  db: Db;
  /** Opens the stores' sealed access tokens. */
  box: SecretBox;
}

export class ShopifyStorefront implements Storefront {
  readonly kind = 'shopify' as const;
  readonly requiresListingId = true;

  /** The shop's own products, for the product import. */
  readonly catalogue = new ShopifyCatalogue((store, query, variables) =>
    this.graphql(store, query, variables),
  );

  constructor(private readonly config: ShopifyConfig) {}

  private base(shop: string | null) {
    if (this.config.apiUrl) return this.config.apiUrl;
    // Only Shopify's own hosts: a typed shop name must never point the server at another machine.
    if (!shop || !MYSHOPIFY_HOST.test(shop)) throw new Error('The store has no valid myshopify.com shop');
    return `https://${shop}`;
  }

  private async store(storeId: number): Promise<StoreRow | null> {
    const rows = await this.config.db.execute(sql`select * from stores where id = ${storeId}`);
    const raw = rows.rows[0] as Record<string, unknown> | undefined;
    if (!raw) return null;
    return {
      id: raw.id,
      shop: raw.shop,
      storefrontAccessToken: raw.storefront_access_token,
      currency: raw.currency,
    } as StoreRow;
  }

  private async call(
    store: Pick<StoreRow, 'id' | 'shop' | 'storefrontAccessToken'>,
    path: string,
    init: RequestInit = {},
  ) {
    const response = await fetch(`${this.base(store.shop)}/admin/api/${this.config.apiVersion}${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Shopify-Access-Token': openShopifyToken(this.config.box, store.id, store.storefrontAccessToken),
      },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`Shopify answered ${response.status} for ${path}`);
    return response.json() as Promise<Record<string, unknown>>;
  }

  /** One Admin GraphQL call; answers `data`, waits out THROTTLED answers, throws on any other error. */
  async graphql(
    store: Pick<StoreRow, 'id' | 'shop' | 'storefrontAccessToken'>,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const answer = await this.call(store, '/graphql.json', {
        method: 'POST',
        body: JSON.stringify({ query, variables }),
      });
      const errors = (answer.errors ?? []) as { message?: string; extensions?: { code?: string } }[];
      if (errors.length === 0) return answer.data;
      const throttled = errors.some((e) => e.extensions?.code === 'THROTTLED');
      if (!throttled || attempt >= THROTTLE_RETRIES) {
        throw new Error(`Shopify refused the query: ${errors[0]?.message ?? 'unknown error'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, throttleWaitMs(answer)));
    }
  }

  /** Publishes the product with one variant per Active item (price = the item's price); answers its Shopify id. */
  async resyncProduct(product: StorefrontProduct): Promise<{ externalId: string | null }> {
    const store = await this.store(product.storeId);
    if (!store?.shop) return { externalId: product.shopifyId };
    const items = await this.config.db.execute(sql`
      select id, code, price, option1_value from inventories
      where store_id = ${product.storeId} and product_id = ${product.id} and status = 'Active' and deleted_at is null
      order by id`);
    const variants = (
      items.rows as { id: number; code: string; price: number; option1_value: string | null }[]
    ).map((i) => ({
      sku: i.code,
      price: minorToDecimalString(Number(i.price), store.currency),
      optionValues: [{ optionName: 'Item', name: `${i.option1_value ?? 'One size'} · ${i.code}` }],
    }));
    const input = {
      ...(product.shopifyId ? { id: `gid://shopify/Product/${product.shopifyId}` } : {}),
      title: product.title,
      vendor: product.brand,
      status: variants.length > 0 ? 'ACTIVE' : 'DRAFT',
      productOptions: [{ name: 'Item', values: variants.map((v) => ({ name: v.optionValues[0]!.name })) }],
      variants,
    };
    const answer = await this.call(store, '/graphql.json', {
      method: 'POST',
      body: JSON.stringify({
        query: `mutation productSet($input: ProductSetInput!) { productSet(input: $input, synchronous: true) {
          product { id variants(first: 250) { nodes { id sku } } } userErrors { field message } } }`,
        variables: { input },
      }),
    });
    const result = (
      answer.data as {
        productSet?: {
          product?: { id: string; variants: { nodes: { id: string; sku: string }[] } };
          userErrors: { message: string }[];
        };
      }
    )?.productSet;
    if (!result?.product) throw new Error(result?.userErrors?.[0]?.message ?? 'Shopify refused the product');
    // Each item remembers its variant, so an order's variant_id finds the item.
    for (const node of result.product.variants.nodes) {
      await this.config.db.execute(sql`update inventories set shopify_id = ${node.id.split('/').pop()}
        where store_id = ${product.storeId} and code = ${node.sku}`);
    }
    return { externalId: result.product.id.split('/').pop() ?? null };
  }

  productUrl(input: { sellerAppUrl: string; productId: number; externalId: string | null }): string | null {
    return input.externalId ? `${input.sellerAppUrl}/products/${input.externalId}` : null;
  }

  orderAdminUrl(input: { shop: string | null; channel: string; externalId: string }): string | null {
    if (input.channel !== 'shopify' || !input.shop) return null;
    return `https://${input.shop}/admin/orders/${input.externalId}`;
  }

  async fetchOrder(store: StoreRow, externalId: string): Promise<IncomingOrder | null> {
    if (!store.shop) return null;
    const answer = await this.call(store, `/orders/${encodeURIComponent(externalId)}.json`);
    const order = shopifyOrder.parse(answer.order);
    return toIncomingOrder(order, stageOf('resync', order) ?? 'placed', store.currency);
  }

  async fetchOrders(store: StoreRow): Promise<IncomingOrder[]> {
    if (!store.shop) return [];
    const answer = await this.call(store, '/orders.json?status=any&limit=250');
    return ((answer.orders as unknown[]) ?? []).map((raw) => {
      const order = shopifyOrder.parse(raw);
      return toIncomingOrder(order, stageOf('resync', order) ?? 'placed', store.currency);
    });
  }
}

/** How long until the cost bucket holds what the query asked for (Shopify's `extensions.cost`). */
function throttleWaitMs(answer: Record<string, unknown>): number {
  const cost = (answer.extensions as { cost?: Record<string, unknown> } | undefined)?.cost;
  const status = cost?.throttleStatus as { currentlyAvailable?: number; restoreRate?: number } | undefined;
  const needed = Number(cost?.requestedQueryCost ?? 0) - Number(status?.currentlyAvailable ?? 0);
  const rate = Number(status?.restoreRate ?? 50) || 50;
  return Math.min(10_000, Math.max(250, Math.ceil((needed / rate) * 1000)));
}
