/** Answers of the built-in public shop (`/open/shop`). Amounts are in major units of the store's currency. */
import { z } from 'zod';
import { coercedRowId } from '../schemas/common';
import { pageQuery, searchQuery } from './common';

export const shopProductCard = z.object({
  id: z.number().int(),
  title: z.string(),
  brand: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  /** The lowest price of its Active items. */
  price: z.number(),
  itemCount: z.number().int(),
});
export type ShopProductCard = z.output<typeof shopProductCard>;

export const shopSize = z.object({
  /** The item a shopper buys for this size: the lowest-priced Active one. */
  inventoryId: z.number().int(),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  price: z.number(),
  available: z.number().int(),
});
export type ShopSize = z.output<typeof shopSize>;

export const shopProductsAnswer = z
  .object({
    store: z.object({
      name: z.string(),
      handle: z.string(),
      logo: z.string().nullable(),
      currency: z.string(),
      /** False while the shop cannot take payments: the page says so instead of a checkout that fails. */
      takesOrders: z.boolean(),
    }),
    products: z.array(shopProductCard),
    total: z.number().int(),
  })
  .meta({
    examples: [
      {
        store: { name: 'Kicks', handle: 'kicks', logo: null, currency: 'USD', takesOrders: true },
        products: [
          {
            id: 7,
            title: 'Jordan 1 Chicago',
            brand: 'Nike',
            sku: '555088-101',
            image: null,
            price: 180,
            itemCount: 3,
          },
        ],
        total: 1,
      },
    ],
  });
export type ShopProductsAnswer = z.output<typeof shopProductsAnswer>;

export const shopProductAnswer = z.object({
  store: z.object({ name: z.string(), handle: z.string(), currency: z.string() }),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    brand: z.string(),
    sku: z.string(),
    image: z.string().nullable(),
    imageList: z.array(z.string()),
    category: z.string(),
  }),
  sizes: z.array(shopSize),
});
export type ShopProductAnswer = z.output<typeof shopProductAnswer>;

export const shopOrder = z.object({
  id: z.number().int(),
  name: z.string(),
  total: z.number(),
  status: z.string(),
  items: z.array(
    z.object({ inventoryId: z.number().int().nullable(), title: z.string(), price: z.number() }),
  ),
});
export type ShopOrder = z.output<typeof shopOrder>;

export const checkoutAnswer = z.object({ order: shopOrder });

export const shopProductsQuery = z.object({ ...pageQuery, search: searchQuery });

export const shopProductParams = z.object({ id: coercedRowId() });

/** Checkout with nothing in the cart. */
export const EMPTY_CART = 'Your cart is empty.';

export const checkoutBody = z.strictObject({
  checkoutId: z.uuid().optional(),
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  email: z.email('Please enter a valid email').max(200),
  phone: z.string().trim().max(40).optional(),
  items: z.array(coercedRowId()).min(1, EMPTY_CART).max(50, 'At most 50 items per order'),
});
