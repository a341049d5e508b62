import type { StoreRow } from '../core/store';
import type { IncomingOrder } from '../features/orders/ingest';
import type { Storefront, StorefrontProduct } from './index';
import type { LocalTestShopCatalogue } from './local-test-shop';

/**
 * The built-in storefront: products are read from our own tables, so there is nothing to push. Outside
 * production it may carry the local test Shopify shop's catalogue (local-test-shop.ts) for the product import.
 */
export class LocalStorefront implements Storefront {
  readonly kind = 'local' as const;
  readonly requiresListingId = false;

  constructor(readonly catalogue?: LocalTestShopCatalogue) {}

  async resyncProduct(product: StorefrontProduct): Promise<{ externalId: string | null }> {
    return { externalId: product.shopifyId };
  }

  /** The built-in shop page lives on the seller app: /shop/products/{id}. */
  productUrl(input: { sellerAppUrl: string; productId: number }): string {
    return `${input.sellerAppUrl}/shop/products/${input.productId}`;
  }

  /** Local orders live only in our tables: the order detail is the admin view. */
  orderAdminUrl(): string | null {
    return null;
  }

  async fetchOrder(): Promise<IncomingOrder | null> {
    return null;
  }

  /** The built-in shop's orders are already ours; the local test Shopify shop's are fetched from it. */
  async fetchOrders(store: StoreRow): Promise<IncomingOrder[]> {
    return (await this.catalogue?.fetchOrders(store)) ?? [];
  }
}
