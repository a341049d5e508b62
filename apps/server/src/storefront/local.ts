import type { Storefront, StorefrontProduct } from './index';

/** The built-in storefront: products are read from our own tables, so there is nothing to push. */
export class LocalStorefront implements Storefront {
  readonly kind = 'local' as const;

  async resyncProduct(product: StorefrontProduct): Promise<{ externalId: string | null }> {
    return { externalId: product.shopifyId };
  }
}
