/** Answers of the orders calls. */
import { z } from 'zod';
import { coercedRowId } from '../schemas/common';
import { pageQuery, searchQuery, timestamp } from './common';

/** Shopify's webhook: queued, or a topic this app does not act on. */
export const webhookAnswer = z.union([
  /** Queued: the job that ingests the order (GET /api/jobs/{id} for a signed-in staff member of the store). */
  z.object({ received: z.literal(true), jobId: z.number().int() }),
  z.object({ ignored: z.string() }),
]);

/** One line of an order (docs/api.md "Orders"); money in major units, null when the line has no item. */
export const orderLine = z.object({
  id: z.number().int(),
  inventoryId: z.number().int().nullable(),
  externalId: z.string().nullable(),
  title: z.string(),
  price: z.number().nullable(),
  discount: z.number().nullable(),
  /** Why the line moved nothing ("Sold twice: …"), null when it is fine. */
  conflict: z.string().nullable(),
  /** Why a line from another system (Linnworks) found none of our items. */
  unmatched: z.string().nullable(),
  code: z.string().nullable(),
  status: z.string().nullable(),
  soldPrice: z.number().nullable(),
  payoutAmount: z.number().nullable(),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  image: z.string().nullable(),
  sku: z.string().nullable(),
  productId: z.number().int().nullable(),
  consigner: z.object({ id: z.number().int(), name: z.string(), isStoreAccount: z.boolean() }).nullable(),
});
export type OrderLine = z.output<typeof orderLine>;

export const orderChannel = z.enum(['local', 'shopify', 'linnworks', 'register']);
export const orderStatus = z.enum(['placed', 'paid', 'cancelled']);

export const order = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: orderChannel,
  externalId: z.string(),
  status: orderStatus,
  customer: z.object({
    first_name: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
  }),
  total: z.number().nullable(),
  orderDate: timestamp,
  updatedAt: timestamp,
  /** Some line has a conflict. */
  flagged: z.boolean(),
  unmatchedCount: z.number().int(),
  itemCount: z.number().int(),
  lineItems: z.array(orderLine),
});
export type Order = z.output<typeof order>;

const exampleOrder = {
  id: 12,
  name: '#1004',
  channel: 'shopify' as const,
  externalId: '5512300001',
  status: 'paid' as const,
  customer: { first_name: 'Sam Lee', email: 'sam@example.com' },
  total: 180,
  orderDate: '2026-11-25T14:02:00.000Z',
  updatedAt: '2026-11-25T14:02:05.000Z',
  flagged: false,
  unmatchedCount: 0,
  itemCount: 1,
  lineItems: [
    {
      id: 31,
      inventoryId: 907,
      externalId: '1330001',
      title: 'Jordan 1 Chicago - 10 / New',
      price: 180,
      discount: 0,
      conflict: null,
      unmatched: null,
      code: 'A1B2C3',
      status: 'Sold',
      soldPrice: 180,
      payoutAmount: 153,
      option1Value: '10',
      option2Value: 'New',
      option3Value: null,
      image: null,
      sku: '555088-101',
      productId: 7,
      consigner: { id: 4, name: 'Ada Jones', isStoreAccount: false },
    },
  ],
};

export const ordersPage = z
  .object({
    orders: z.array(order),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ examples: [{ orders: [exampleOrder], total: 1, page: 1, pageSize: 10 }] });
export type OrdersPage = z.output<typeof ordersPage>;

/** One order with the storefront's admin page for it (View in Shopify; null for the local shop). */
export const orderAnswer = z.object({ order: order.extend({ adminUrl: z.string().nullable() }) }).meta({
  examples: [{ order: { ...exampleOrder, adminUrl: 'https://kicks.myshopify.com/admin/orders/5512300001' } }],
});
export type OrderWithAdminUrl = z.output<typeof orderAnswer>['order'];

/** A consigner to filter by: every consigner but the store account. */
export const filterConsigner = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type FilterConsigner = z.output<typeof filterConsigner>;

export const orderFilterOptions = z.object({ consigners: z.array(filterConsigner) });
export type OrderFilterOptions = z.output<typeof orderFilterOptions>;

/** A CSV export: the file's text and its name. */
export const csvExport = z.object({ result: z.string(), fileName: z.string() });
export type CsvExport = z.output<typeof csvExport>;

/** A background job was queued; follow it with GET /api/jobs/{jobId}. */
export const jobQueued = z.object({ jobId: z.number().int(), message: z.string() });
export type JobQueued = z.output<typeof jobQueued>;

export const orderDay = z.iso.date().optional();

export const orderFilterShape = {
  search: searchQuery,
  consigner: coercedRowId().optional(),
  status: z.enum(['placed', 'paid', 'cancelled']).optional(),
  /** Where the orders came from: local (the shop), shopify, linnworks. */
  source: z.enum(['local', 'shopify', 'linnworks', 'register']).optional(),
  flagged: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  dateRangeStart: orderDay,
  dateRangeEnd: orderDay,
};

export const ordersQuery = z.object({ ...orderFilterShape, ...pageQuery });

export const orderExportBody = z.strictObject({
  orders: z.array(coercedRowId()).max(50_000).optional(),
  ...orderFilterShape,
});

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { linnworksSyncStatusSchema } from '../schemas/linnworks';
export { localTestShopSaleSchema } from '../schemas/shopify-import';
