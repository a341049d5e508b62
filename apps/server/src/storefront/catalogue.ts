import type { StoreRow } from '../core/store';

/** One variant of a storefront product: the size (or other option values) it stands for, its SKU and barcode. */
export interface CatalogueVariant {
  id: string;
  sku: string;
  barcode: string;
  /** Option name → value, as the storefront names them ("Size" → "9.5"). */
  options: { name: string; value: string }[];
}

/** A storefront product as the import reads it. */
export interface CatalogueProduct {
  /** The storefront's numeric id (Shopify's gid without the prefix). */
  id: string;
  title: string;
  vendor: string;
  productType: string;
  images: string[];
  variants: CatalogueVariant[];
}

export interface CataloguePage {
  products: CatalogueProduct[];
  /** Pass as `after` to read the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * Reading the storefront's own catalogue (Shopify product import). Only storefronts that keep a catalogue of
 * their own implement it; the local shop has none to import from.
 */
export interface StorefrontCatalogue {
  /** True when this store is connected to a shop whose products can be read. */
  catalogueConnected(store: StoreRow): boolean;
  /** True for the local test Shopify shop (development): screens name it so. */
  readonly testShop?: boolean;
  /** Stops what the catalogue started (the local test shop's server). */
  close?(): Promise<void>;
  /** A page of the shop's products, matching `search` (title, SKU, vendor...) when given. */
  searchProducts(
    store: StoreRow,
    input: { search?: string; after?: string; first: number },
  ): Promise<CataloguePage>;
  /** The products of these ids, in any order; ids the shop no longer has are missing from the answer. */
  productsByIds(store: StoreRow, ids: string[]): Promise<CatalogueProduct[]>;
}
