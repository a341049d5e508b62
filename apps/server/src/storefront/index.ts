import type { Env } from '../config/env';
import { LocalStorefront } from './local';

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
  /** Publishes the product's current data; answers the storefront's id for it, if it has one. */
  resyncProduct(product: StorefrontProduct): Promise<{ externalId: string | null }>;
}

export function createStorefront(env: Pick<Env, 'STOREFRONT'>): Storefront {
  if (env.STOREFRONT === 'local') return new LocalStorefront();
  throw new Error(`Invalid environment:\n  STOREFRONT: the ${env.STOREFRONT} adapter is not available yet`);
}
