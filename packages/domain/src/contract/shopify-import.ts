/** Answers of the Shopify product import (issue 15 §2): the shop's products to pick from and the job's result. */
import { z } from 'zod';

/** One product of the connected Shopify shop. */
export const shopifyProduct = z.object({
  id: z.string(),
  title: z.string(),
  vendor: z.string(),
  productType: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  variantCount: z.number(),
  sizes: z.array(z.string()),
  barcodes: z.number(),
  /** The Backroom product already linked to it. */
  productId: z.number().nullable(),
  /** A Backroom product with the same SKU, not linked to Shopify: offered for linking. */
  skuMatch: z.object({ productId: z.number(), title: z.string() }).nullable(),
});
export type ShopifyProduct = z.output<typeof shopifyProduct>;

export const shopifyProductsPage = z.object({
  products: z.array(shopifyProduct),
  nextCursor: z.string().nullable(),
});
export type ShopifyProductsPage = z.output<typeof shopifyProductsPage>;

export const shopifyImportStarted = z.object({ message: z.string(), jobId: z.number() });

export const shopifyImported = z.object({
  shopifyProductId: z.string(),
  productId: z.number(),
  title: z.string(),
  action: z.enum(['created', 'updated', 'linked']),
  warnings: z.array(z.string()),
});
export type ShopifyImported = z.output<typeof shopifyImported>;

/** A Shopify product whose SKU an unlinked Backroom product already has: not imported, offered for linking. */
export const shopifySkuMatch = z.object({
  shopifyProductId: z.string(),
  title: z.string(),
  sku: z.string(),
  productId: z.number(),
  productTitle: z.string(),
});
export type ShopifySkuMatch = z.output<typeof shopifySkuMatch>;

export const shopifyImportError = z.object({
  shopifyProductId: z.string(),
  title: z.string().nullable(),
  reason: z.string(),
});
export type ShopifyImportError = z.output<typeof shopifyImportError>;

/** What the import job answers when it is done (GET /api/jobs/{id} → result). */
export const shopifyImportResult = z.object({
  total: z.number(),
  imported: z.array(shopifyImported),
  skuMatches: z.array(shopifySkuMatch),
  errors: z.array(shopifyImportError),
});
export type ShopifyImportResult = z.output<typeof shopifyImportResult>;

/** GET /api/products/shopifyConnection: whether Shopify screens have a shop to read (no dead ends). */
export const shopifyConnection = z.object({
  connected: z.boolean(),
  /** The local test Shopify shop (development only), not a real shop: screens say so. */
  testShop: z.boolean(),
  /** The connected shop's myshopify.com name; null when none. */
  shop: z.string().nullable(),
});
export type ShopifyConnection = z.output<typeof shopifyConnection>;
