/**
 * Items: one row per physical item, what happened to it (log, scans), and the order and payout lines it is on.
 */
import type { ConsignmentTerms } from '@backroom/domain/consignment-terms';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations, products, productTemplates, subLocations } from './schema-catalogue';
import { consigners } from './schema-consigners';
import { orders, payouts } from './schema-sales';
import { createdAt, employees, storeRef, updatedAt } from './schema-stores';

export const inventories = pgTable(
  'inventories',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    code: text('code').notNull(),
    productId: integer('product_id').notNull(),
    productTemplateId: integer('product_template_id'),
    consignerId: integer('consigner_id').notNull(),
    status: text('status').notNull(),
    saleType: text('sale_type').$type<'Consignment' | 'Buying'>().notNull().default('Consignment'),
    price: integer('price').notNull().default(0),
    requestedPrice: integer('requested_price'),
    storeRequestPriceLow: integer('store_request_price_low'),
    storeRequestPriceHigh: integer('store_request_price_high'),
    payoutAmount: integer('payout_amount').notNull().default(0),
    payoutFee: integer('payout_fee').notNull().default(0),
    cost: integer('cost').notNull().default(0),
    total: integer('total').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    soldPrice: integer('sold_price'),
    option1Value: text('option1_value'),
    option2Value: text('option2_value'),
    option3Value: text('option3_value'),
    category: text('category'),
    locationId: integer('location_id'),
    subLocationId: integer('sub_location_id'),
    notes: text('notes'),
    trackingCode: text('tracking_code'),
    image: text('image'),
    printed: boolean('printed').notNull().default(false),
    preapprovalStatus: text('preapproval_status'),
    paymentType: text('payment_type'),
    services: jsonb('services').$type<{ cleaning?: boolean; box?: boolean }>().notNull().default({}),
    isWithdrawnEarly: boolean('is_withdrawn_early').notNull().default(false),
    withdrawalFee: integer('withdrawal_fee').notNull().default(0),
    withdrawalRequestedAt: timestamp('withdrawal_requested_at', { withTimezone: true }),
    withdrawalDecidedAt: timestamp('withdrawal_decided_at', { withTimezone: true }),
    withdrawalDecidedBy: text('withdrawal_decided_by'),
    shopifyId: text('shopify_id'),
    orderId: integer('order_id'),
    acceptedOn: timestamp('accepted_on', { withTimezone: true }),
    soldOn: timestamp('sold_on', { withTimezone: true }),
    lastUpdatedBy: text('last_updated_by'),
    /** The consignment terms in force when the item was accepted (a copy: later edits do not change it). */
    termsId: integer('terms_id'),
    termsVersion: integer('terms_version'),
    terms: jsonb('terms').$type<ConsignmentTerms>(),
    /** The price markdowns are a percent of, the accepted day (store time zone) and the term's end. */
    termsListedPrice: integer('terms_listed_price'),
    termsStartedOn: date('terms_started_on'),
    termsExpiresOn: date('terms_expires_on'),
    /** The last markdown step the daily job applied (0: none). */
    termsMarkdownStep: integer('terms_markdown_step').notNull().default(0),
    /** Set by the daily job: the day the term ended, and the expiry action it applied after the grace period. */
    termsExpiredOn: date('terms_expired_on'),
    termsActionOn: date('terms_action_on'),
    /** The day the daily job sent the consigner the week-before-expiry warning (once per term end). */
    termsWarnedOn: date('terms_warned_on'),
    /** Bumped on every change; an UPDATE with a stale version loses with 409. */
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'inventories_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'inventories_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'inventories_order_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'inventories_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'inventories_template_fk',
      columns: [t.storeId, t.productTemplateId],
      foreignColumns: [productTemplates.storeId, productTemplates.id],
    }).onDelete('restrict'),
    // ON DELETE SET NULL (order_id) / (location_id) / (sub_location_id) in the migrations: the store_id of the pair stays.
    foreignKey({
      name: 'inventories_location_fk',
      columns: [t.storeId, t.locationId],
      foreignColumns: [locations.storeId, locations.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'inventories_sub_location_fk',
      columns: [t.storeId, t.subLocationId],
      foreignColumns: [subLocations.storeId, subLocations.id],
    }).onDelete('set null'),
    uniqueIndex('inventories_store_code_uq').on(t.storeId, t.code),
    // List pages (newest update first, ties by id) come straight off these indexes, filtered or not.
    index('inventories_store_status_updated_idx').on(
      t.storeId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('inventories_store_updated_idx').on(
      t.storeId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('inventories_store_consigner_idx').on(t.storeId, t.consignerId, t.status),
    index('inventories_store_product_idx').on(t.storeId, t.productId, t.status),
    // A product card's lowest Active price straight from the index.
    index('inventories_store_product_price_idx')
      .on(t.storeId, t.productId, t.status, t.price)
      .where(sql`${t.deletedAt} is null`),
    index('inventories_store_location_idx').on(
      t.storeId,
      t.locationId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The price and creation sorts of the admin lists.
    index('inventories_store_status_price_idx').on(t.storeId, t.status, t.price, t.id),
    index('inventories_store_status_created_idx').on(
      t.storeId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Search by a part of the item code.
    index('inventories_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
    index('inventories_store_sold_idx').on(t.storeId, t.soldOn),
    // Reports: sales per consigner over a date range read from this index alone (docs/reports.md).
    index('inventories_store_sold_cover_idx')
      .on(t.storeId, t.soldOn, t.consignerId, t.status, t.soldPrice, t.price, t.discount)
      .where(sql`${t.soldOn} is not null`),
    // What the Sold items owe, per consigner, from this index alone (the dashboard's pending split): Sold items
    // are few beside the whole stock, and leave the index once paid.
    index('inventories_store_owed_idx')
      .on(t.storeId, t.consignerId, t.id, t.payoutAmount, t.saleType, t.deletedAt)
      .where(sql`${t.status} = 'Sold'`),
    index('inventories_order_idx').on(t.storeId, t.orderId),
    // The daily terms job and the Expiring list read the store's live items with terms by expiry.
    index('inventories_store_terms_idx')
      .on(t.storeId, t.termsExpiresOn)
      .where(sql`${t.terms} is not null and ${t.deletedAt} is null`),
  ],
);

export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    orderId: integer('order_id').notNull(),
    inventoryId: integer('inventory_id'),
    externalId: text('external_id'),
    title: text('title').notNull().default(''),
    price: integer('price').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    /** Set when the item was already sold through another channel: flagged, never paid twice. */
    conflict: text('conflict'),
    /** Why a line that names an item (SKU, size, code) found none of ours: listed for staff on the order. */
    unmatched: text('unmatched'),
  },
  (t) => [
    primaryKey({ name: 'order_line_items_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'order_line_items_order_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('cascade'),
    // ON DELETE SET NULL (inventory_id) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'order_line_items_inventory_fk',
      columns: [t.storeId, t.inventoryId],
      foreignColumns: [inventories.storeId, inventories.id],
    }).onDelete('set null'),
    index('order_line_items_order_idx').on(t.storeId, t.orderId),
    // A replayed webhook adds no line twice.
    uniqueIndex('order_line_items_order_external_uq').on(t.storeId, t.orderId, t.externalId),
    index('order_line_items_inventory_idx').on(t.storeId, t.inventoryId),
  ],
);

export const payoutItems = pgTable(
  'payout_items',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    payoutId: integer('payout_id').notNull(),
    inventoryId: integer('inventory_id').notNull(),
    consignerId: integer('consigner_id').notNull(),
    amount: integer('amount').notNull(),
    /** False once its payout failed, so the item can be paid again. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'payout_items_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'payout_items_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'payout_items_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payout_items_inventory_fk',
      columns: [t.storeId, t.inventoryId],
      foreignColumns: [inventories.storeId, inventories.id],
    }).onDelete('restrict'),
    // An item is in at most one payout that has not failed: a double click cannot pay it twice.
    uniqueIndex('payout_items_live_inventory_uq').on(t.storeId, t.inventoryId).where(sql`${t.live}`),
    index('payout_items_payout_idx').on(t.storeId, t.payoutId),
    index('payout_items_consigner_idx').on(t.storeId, t.consignerId),
  ],
);

export const cheques = pgTable(
  'cheques',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    payoutId: integer('payout_id').notNull(),
    consignerId: integer('consigner_id').notNull(),
    amount: integer('amount').notNull(),
    externalId: text('external_id'),
    status: text('status').notNull().default('created'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'cheques_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'cheques_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'cheques_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
    index('cheques_store_payout_idx').on(t.storeId, t.payoutId),
  ],
);

export const inventoryLogs = pgTable(
  'inventory_logs',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    inventoryId: integer('inventory_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    modifiedFields: jsonb('modified_fields')
      .$type<{ variableChanged: string; beforeValue: unknown; afterValue: unknown }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'inventory_logs_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'inventory_logs_inventory_fk',
      columns: [t.storeId, t.inventoryId],
      foreignColumns: [inventories.storeId, inventories.id],
    }).onDelete('cascade'),
    index('inventory_logs_item_idx').on(t.storeId, t.inventoryId, t.createdAt),
  ],
);

export const scans = pgTable(
  'scans',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    locationId: integer('location_id').notNull(),
    status: text('status').notNull().default('new'),
    inventoryIds: integer('inventory_ids').array().notNull().default(sql`'{}'::int[]`),
    /** The result as it was when the scan ran, so an earlier scan's VIEW shows what was missing then. */
    missingIds: integer('missing_ids').array().notNull().default(sql`'{}'::int[]`),
    overScannedIds: integer('over_scanned_ids').array().notNull().default(sql`'{}'::int[]`),
    expectedCount: integer('expected_count').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'scans_pk', columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (created_by) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'scans_created_by_fk',
      columns: [t.storeId, t.createdBy],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'scans_location_fk',
      columns: [t.storeId, t.locationId],
      foreignColumns: [locations.storeId, locations.id],
    }).onDelete('cascade'),
    index('scans_store_location_idx').on(t.storeId, t.locationId, t.createdAt),
  ],
);
