/**
 * The local test Shopify shop (development and tests, never production): a small Shopify Admin API server on
 * this machine (dev-integrations/local-shopify.ts) read through the real adapters (ShopifyStorefront's GraphQL
 * call and ShopifyCatalogue), so "Import from Shopify" can be tried without a Shopify account. Only a store
 * whose shop is LOCAL_SHOPIFY_SHOP (the demo store in development) is connected to it.
 */
import { minorToDecimalString } from '@backroom/domain/money';
import { eq } from 'drizzle-orm';
import type { StoreRow } from '../core/store';
import { storeScoped } from '../core/store-scope';
import type { Db } from '../db/client';
import { inventories } from '../db/schema';
import { LazyServer } from '../dev-integrations/lazy-server';
import {
  LOCAL_SHOPIFY_SECRET,
  LOCAL_SHOPIFY_SHOP,
  signedOrderWebhook,
  startLocalShopify,
} from '../dev-integrations/local-shopify';
import type { IncomingOrder } from '../features/orders/ingest';
import type { SecretBox } from '../security/secret-box';
import type { CataloguePage, CatalogueProduct, StorefrontCatalogue } from './catalogue';
import { ShopifyStorefront } from './shopify';
import { ShopifyCatalogue } from './shopify-catalogue';

export const isLocalTestShop = (store: Pick<StoreRow, 'shop'>) => store.shop === LOCAL_SHOPIFY_SHOP;

export class LocalTestShopCatalogue implements StorefrontCatalogue {
  readonly testShop = true;
  private readonly server: LazyServer<Awaited<ReturnType<typeof startLocalShopify>>>;
  private readonly shopify: ShopifyCatalogue;

  constructor(
    private readonly config: { apiVersion: string; db: Db; box: SecretBox; ordersFile?: string | undefined },
  ) {
    this.server = new LazyServer(() => startLocalShopify(config.ordersFile));
    this.shopify = new ShopifyCatalogue(async (store, query, variables) =>
      (await this.admin()).graphql(store, query, variables),
    );
  }

  /** The real Shopify adapter, pointed at the local test shop. */
  private async admin() {
    return new ShopifyStorefront({ ...this.config, apiUrl: await this.server.url() });
  }

  /** The shop's orders, read through the real adapter's order fetch (Resync All Orders). */
  async fetchOrders(store: StoreRow): Promise<IncomingOrder[]> {
    if (!this.catalogueConnected(store)) return [];
    return (await this.admin()).fetchOrders(store);
  }

  /**
   * A test sale: the item is listed on the local shop as one variant (its id kept on the item, as a real
   * Shopify sync keeps it) and a shopper buys it, paid. Answers the order's `orders/create` webhook, signed as
   * Shopify signs it, for the caller to deliver to the webhook route; Resync All Orders also finds the order.
   */
  async sell(
    store: StoreRow,
    item: { id: number; code: string; title: string; price: number; shopifyId: string | null },
  ): Promise<{ orderName: string; webhook: { headers: Record<string, string>; body: string } }> {
    const variantId = item.shopifyId ?? String(8_000_000_000 + item.id);
    if (!item.shopifyId) {
      await this.config.db
        .update(inventories)
        .set({ shopifyId: variantId })
        .where(storeScoped(inventories, store.id, eq(inventories.id, item.id)));
    }
    const shop = await this.server.get();
    const order = shop.placeOrder({
      variantId,
      title: `${item.title} · ${item.code}`,
      price: minorToDecimalString(item.price, store.currency),
    });
    return {
      orderName: order.name,
      webhook: signedOrderWebhook({
        order,
        topic: 'orders/create',
        shop: LOCAL_SHOPIFY_SHOP,
        secret: LOCAL_SHOPIFY_SECRET,
      }),
    };
  }

  catalogueConnected(store: StoreRow): boolean {
    return isLocalTestShop(store) && this.shopify.catalogueConnected(store);
  }

  searchProducts(
    store: StoreRow,
    input: { search?: string; after?: string; first: number },
  ): Promise<CataloguePage> {
    return this.shopify.searchProducts(store, input);
  }

  productsByIds(store: StoreRow, ids: string[]): Promise<CatalogueProduct[]> {
    return this.shopify.productsByIds(store, ids);
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
