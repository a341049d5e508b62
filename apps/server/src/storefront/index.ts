import path from 'node:path';
import type { Env } from '../config/env';
import type { StoreRow } from '../core/store';
import type { Db } from '../db/client';
import type { IncomingOrder } from '../features/orders/ingest';
import type { SecretBox } from '../security/secret-box';
import type { StorefrontCatalogue } from './catalogue';
import { LocalStorefront } from './local';
import { LocalTestShopCatalogue } from './local-test-shop';
import { ShopifyStorefront } from './shopify';

/** What the storefront needs to know of a product to (re)publish it. */
export interface StorefrontProduct {
  id: number;
  storeId: number;
  title: string;
  brand: string;
  sku: string;
  image: string | null;
  imageList: string[];
  shopifyId: string | null;
}

/**
 * The online shop the store sells through (architecture.md "storefront"). `local` is the built-in shop and
 * talks to nothing external; a `shopify` adapter (Admin GraphQL API) implements the same calls.
 */
export interface Storefront {
  readonly kind: 'local' | 'shopify';
  /** True when a product must carry the storefront's listing id before its labels can link to it. */
  readonly requiresListingId: boolean;
  /** Publishes the product's current data; answers the storefront's id for it, if it has one. */
  resyncProduct(product: StorefrontProduct): Promise<{ externalId: string | null }>;
  /** Where a shopper sees the product (labels' Scan To Shop / QR codes); null when it is not listed. */
  productUrl(input: { sellerAppUrl: string; productId: number; externalId: string | null }): string | null;
  // Orders (optional, so a test double of the product calls above stays valid).
  /** The order in the storefront's admin (View in Shopify); null when the storefront has none. */
  orderAdminUrl?(input: { shop: string | null; channel: string; externalId: string }): string | null;
  /** The storefront's current copy of one order, for Resync Line Items; null when it keeps none. */
  fetchOrder?(store: StoreRow, externalId: string): Promise<IncomingOrder | null>;
  /** Recent orders for Resync All Orders; empty when the storefront keeps none of its own. */
  fetchOrders?(store: StoreRow): Promise<IncomingOrder[]>;
  /** The storefront's own products (Shopify product import); absent when it keeps none. */
  readonly catalogue?: StorefrontCatalogue;
}

export function createStorefront(
  env: Pick<
    Env,
    'NODE_ENV' | 'STOREFRONT' | 'SHOPIFY_API_URL' | 'SHOPIFY_API_VERSION' | 'SHOPIFY_API_SECRET' | 'dataDir'
  >,
  db: Db,
  box: SecretBox,
): Storefront {
  if (env.STOREFRONT === 'local') {
    // The local test Shopify shop is a stand-in: never offered in production.
    const testShop =
      env.NODE_ENV === 'production'
        ? undefined
        : new LocalTestShopCatalogue({
            apiVersion: env.SHOPIFY_API_VERSION,
            db,
            box,
            // Development keeps the shop's orders across restarts (tests start each shop empty).
            ordersFile:
              env.NODE_ENV === 'development'
                ? path.join(env.dataDir, 'local-test-shop-orders.json')
                : undefined,
          });
    return new LocalStorefront(testShop);
  }
  if (!env.SHOPIFY_API_SECRET) {
    throw new Error(
      'Invalid environment:\n  SHOPIFY_API_SECRET: required for STOREFRONT=shopify (webhooks are signed with it)',
    );
  }
  return new ShopifyStorefront({
    apiUrl: env.SHOPIFY_API_URL,
    apiVersion: env.SHOPIFY_API_VERSION,
    db,
    box,
  });
}
