/** Shopify product import (POST /api/products/shopifyProducts, issue 15 §2). */
import { z } from 'zod';
import { messages } from '../messages';
import { cleanString, idValue, rowId } from './common';

/** The most products one import takes: a page of selections staff can review, and one job's work. */
export const MAX_SHOPIFY_IMPORT = 1000;

/** Shopify ids are 64-bit integers; the Admin API's gid form is accepted too. */
const SHOPIFY_ID = /^\d{1,20}$/;

/** `123` or `gid://shopify/Product/123` → `"123"`. */
export const shopifyProductId = z
  .union([z.number().int().positive(), z.string()], { error: 'Enter a Shopify product ID' })
  .transform((v) =>
    String(v)
      .trim()
      .replace(/^gid:\/\/shopify\/Product\//, ''),
  )
  .refine((v) => SHOPIFY_ID.test(v), 'Enter a Shopify product ID');

export const shopifyImportSchema = z
  .strictObject({
    shopifyProductIds: z
      .array(shopifyProductId, { error: messages.selectShopifyProducts })
      .min(1, messages.selectShopifyProducts)
      .max(MAX_SHOPIFY_IMPORT, `Import at most ${MAX_SHOPIFY_IMPORT} products at once`),
    /** The template new products get (their sizes join its option 1 values). */
    productTemplateId: idValue(messages.selectProductTemplate),
    /**
     * Shopify products to attach to an existing Backroom product with the same SKU instead of creating a copy
     * (offered after an import found the SKU taken).
     */
    links: z
      .array(
        z.strictObject({
          shopifyProductId,
          productId: idValue(messages.selectProduct),
        }),
      )
      .max(MAX_SHOPIFY_IMPORT)
      .optional()
      .default([]),
  })
  .transform((v) => ({ ...v, shopifyProductIds: [...new Set(v.shopifyProductIds)] }));

export type ShopifyImportForm = z.input<typeof shopifyImportSchema>;

/** GET /api/products/shopifyProducts: a page of the connected shop's products. */
export const shopifySearchSchema = z.strictObject({
  search: cleanString().optional(),
  /** The cursor of the page before (Shopify's endCursor). */
  after: cleanString({ max: 500 }).optional(),
});

/** A test sale in the local test Shopify shop (development only): the Active item a shopper buys there. */
export const localTestShopSaleSchema = z.strictObject({
  inventoryId: rowId('Choose an Active item to sell in the local test shop.').meta({ title: 'Item' }),
});
export type LocalTestShopSaleInput = z.input<typeof localTestShopSaleSchema>;
