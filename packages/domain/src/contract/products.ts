/** Answers of the products calls (spec 3 §3 Product, spec 1 §2.3). Money in major units of the store's currency. */
import { z } from 'zod';
import { messages } from '../messages';
import { mergeProductsSchema, productRequestSchema, productSchema } from '../schemas/product';
import { pageQuery, searchQuery, timestamp } from './common';

export const gtinEntry = z.object({ size: z.string(), gtin: z.string() });
export type GtinEntry = z.output<typeof gtinEntry>;

const reviewStatus = z.enum(['active', 'submitted']);

/** A row of a catalogue search: the lowest Active price (null when nothing is listed). */
export const productCard = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  brand: z.string(),
  category: z.string(),
  gender: z.string().nullable(),
  image: z.string().nullable(),
  productTemplateId: z.number().int().nullable(),
  price: z.number().nullable(),
});
export type ProductCard = z.output<typeof productCard>;

export const productsPage = z
  .object({
    products: z.array(productCard),
    total: z.number().int(),
    /** The count stopped at a cap: there are at least `total`. */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({
    examples: [
      {
        products: [
          {
            id: 7,
            title: 'Jordan 1 Chicago',
            sku: '555088-101',
            brand: 'Nike',
            category: 'Sneakers',
            gender: 'Men',
            image: null,
            productTemplateId: 1,
            price: 180,
          },
        ],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 10,
      },
    ],
  });
export type ProductsPage = z.output<typeof productsPage>;

/** A product as it is saved. */
export const product = z.object({
  id: z.number().int(),
  title: z.string(),
  brand: z.string(),
  sku: z.string(),
  stockXId: z.string().nullable(),
  shopifyId: z.string().nullable(),
  category: z.string(),
  gender: z.string().nullable(),
  year: z.number().int().nullable(),
  color: z.string().nullable(),
  image: z.string().nullable(),
  imageList: z.array(z.string()),
  productTemplateId: z.number().int().nullable(),
  reviewStatus,
  GTIN: z.array(gtinEntry),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Product = z.output<typeof product>;

/** One inventory unit of a product (a consigner sees only their own). */
export const productInventory = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  price: z.number(),
  payoutAmount: z.number(),
  consignerId: z.number().int(),
  consigner: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    isStoreAccount: z.boolean(),
  }),
  location: z.string().nullable(),
  subLocation: z.string().nullable(),
  soldOn: timestamp.nullable(),
  updatedAt: timestamp,
});
export type ProductInventory = z.output<typeof productInventory>;

/** Another product with the same SKU (offered for merging; staff only). */
export const duplicateProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  reviewStatus,
});
export type DuplicateProduct = z.output<typeof duplicateProduct>;

export const productDetail = z
  .object({
    product: product.extend({
      inventories: z.array(productInventory),
      /** The lowest Active price (also `currentLowest`); null when nothing is listed. */
      price: z.number().nullable(),
      currentLowest: z.number().nullable(),
      lastSale: z.number().nullable(),
    }),
    duplicateProducts: z.array(duplicateProduct),
  })
  .meta({
    examples: [
      {
        product: {
          id: 7,
          title: 'Jordan 1 Chicago',
          brand: 'Nike',
          sku: '555088-101',
          stockXId: null,
          shopifyId: null,
          category: 'Sneakers',
          gender: 'Men',
          year: 2015,
          color: 'Red',
          image: null,
          imageList: [],
          productTemplateId: 1,
          reviewStatus: 'active',
          GTIN: [{ size: '10', gtin: '00883412345678' }],
          createdAt: '2026-11-20T10:15:00.000Z',
          updatedAt: '2026-11-20T10:15:00.000Z',
          inventories: [],
          price: null,
          currentLowest: null,
          lastSale: null,
        },
        duplicateProducts: [],
      },
    ],
  });
export type ProductDetail = z.output<typeof productDetail>;

export const productSubmitted = z.object({ product, message: z.string() });
export type ProductSubmitted = z.output<typeof productSubmitted>;

/** The seller's own product requests still waiting for review, newest first. */
export const productRequests = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      sku: z.string(),
      brand: z.string(),
      image: z.string().nullable(),
      createdAt: timestamp,
    }),
  ),
});
export type ProductRequests = z.output<typeof productRequests>;

/** A merge or resync runs in the background: follow the job at GET /api/jobs/{id}. */
export const productJobStarted = z.object({ message: z.string(), jobId: z.number().int() });
export type ProductJobStarted = z.output<typeof productJobStarted>;

export const lowestVariantPricesAnswer = z.object({
  lowestVariantPrices: z.array(
    z.object({
      option1Value: z.string().nullable(),
      option2Value: z.string().nullable(),
      option3Value: z.string().nullable(),
      price: z.number(),
      quantity: z.number().int(),
    }),
  ),
});
export type LowestVariantPrices = z.output<typeof lowestVariantPricesAnswer>;

export const productListQuery = z.object({ search: searchQuery, ...pageQuery });

/** Ids arrive as numbers or numeric strings (domain idValue); the database wants integers. */
export const toId = (message: string) => (v: number | string, ctx: z.RefinementCtx) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0) ctx.addIssue({ code: 'custom', message });
  return n;
};

/** The product form's year is text in the domain; the table keeps a whole year. */
export const year = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || String(v).trim() === '') return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1800 || n > 2200)
      ctx.addIssue({ code: 'custom', message: 'Enter a year such as 2021' });
    return n;
  });

export const productBody = productSchema.extend({
  productTemplateId: productSchema.shape.productTemplateId.transform(toId(messages.selectProductTemplate)),
  year,
});

/** PUT: any subset of the form; GTIN (when sent) replaces the list; reviewStatus 'active' approves a submission. */
export const productUpdateBody = productBody.partial().extend({
  GTIN: productSchema.shape.GTIN.unwrap(),
  reviewStatus: z.literal('active').optional(),
});

export const productRequestBody = productRequestSchema.extend({
  productTemplateId: productRequestSchema.shape.productTemplateId.transform(
    toId(messages.selectProductTemplate),
  ),
});

export const productMergeBody = mergeProductsSchema.transform((v, ctx) => ({
  fromProductId: toId(messages.selectProduct)(v.fromProductId, ctx),
  toProductId: toId(messages.selectProduct)(v.toProductId, ctx),
}));

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { shopifyImportSchema, shopifySearchSchema } from '../schemas/shopify-import';
