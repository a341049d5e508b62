/**
 * The local test Shopify shop (development and tests, never production): a small Shopify Admin API server on
 * this machine (dev-integrations/local-shopify.ts) read through the real adapters (ShopifyStorefront's GraphQL
 * call and ShopifyCatalogue), so "Import from Shopify" can be tried without a Shopify account. Only a store
 * whose shop is LOCAL_SHOPIFY_SHOP (the demo store in development) is connected to it.
 */
import type { Db } from '../db/client';
import { LazyServer } from '../dev-integrations/lazy-server';
import { LOCAL_SHOPIFY_SHOP, startLocalShopify } from '../dev-integrations/local-shopify';
import type { StoreRow } from '../http/store-resolution';
import type { SecretBox } from '../security/secret-box';
import type { CataloguePage, CatalogueProduct, StorefrontCatalogue } from './catalogue';
import { ShopifyStorefront } from './shopify';
import { ShopifyCatalogue } from './shopify-catalogue';

export const isLocalTestShop = (store: Pick<StoreRow, 'shop'>) => store.shop === LOCAL_SHOPIFY_SHOP;

export class LocalTestShopCatalogue implements StorefrontCatalogue {
  readonly testShop = true;
  private readonly server = new LazyServer(() => startLocalShopify());
  private readonly shopify: ShopifyCatalogue;

  constructor(config: { apiVersion: string; db: Db; box: SecretBox }) {
    this.shopify = new ShopifyCatalogue(async (store, query, variables) => {
      const admin = new ShopifyStorefront({ ...config, apiUrl: await this.server.url() });
      return admin.graphql(store, query, variables);
    });
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
