/** Answers of the store request calls (spec 2 §2.7): Request Items (staff) and the sellers' list of requests. */
import { z } from 'zod';
import { SALE_TYPES } from '../statuses';
import { inventoryItem, priceRange } from './inventory';

const option = z.string().nullable();

/** An open request for a size: Consignment with a price range, Buying with a fixed price. */
export const storeRequestSize = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(SALE_TYPES),
  saleType: z.enum(SALE_TYPES),
  price: z.number(),
  storeRequestPriceRange: priceRange.nullable(),
  option1Value: option,
  option2Value: option,
  option3Value: option,
  location: z.string().nullable(),
});
export type StoreRequestSize = z.output<typeof storeRequestSize>;

export const storeRequestProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  brand: z.string(),
  sizes: z.array(storeRequestSize),
});
export type StoreRequestProduct = z.output<typeof storeRequestProduct>;

/** GET /api/inventories/consignerRequestedItems: the open requests by product. */
export const openStoreRequests = z.object({
  products: z.array(storeRequestProduct),
  count: z.number().int(),
});
export type OpenStoreRequests = z.output<typeof openStoreRequests>;

/** A request already made for a size of a Request Items product. */
export const madeStoreRequest = z.object({
  id: z.number().int(),
  status: z.enum(SALE_TYPES),
  price: z.number(),
  storeRequestPriceRange: priceRange.nullable(),
  option1Value: option,
  option2Value: option,
  option3Value: option,
});
export type MadeStoreRequest = z.output<typeof madeStoreRequest>;

export const zeroStockProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  brand: z.string(),
  category: z.string(),
  productTemplateId: z.number().int().nullable(),
  /** The template's option 1 name ("Size"). */
  option1: z.string().nullable(),
  /** The template's option 1 values. */
  sizes: z.array(z.string()),
  /** The sizes with no stock at the location. */
  zeroStockSizes: z.array(z.string()),
  requests: z.array(madeStoreRequest),
});
export type ZeroStockProduct = z.output<typeof zeroStockProduct>;

/** GET /api/inventories/getStoreProducts: a page of catalogue products with their zero-stock sizes. */
export const storeRequestProducts = z.object({
  products: z.array(zeroStockProduct),
  count: z.number().int(),
  location: z.string(),
  /** The public catalogue link for the location. */
  link: z.string(),
});
export type StoreRequestProducts = z.output<typeof storeRequestProducts>;

/** POST /api/inventories/storeRequest: the placeholder item of the request. */
export const storeRequestCreated = z.object({ inventory: inventoryItem });
export type StoreRequestCreated = z.output<typeof storeRequestCreated>;
