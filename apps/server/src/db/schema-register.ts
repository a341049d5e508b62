/**
 * The register (issue 34): the store's register settings, each employee's discount limit, and the counter
 * sales with their tenders. A sale's items and prices are its order's lines (orders, order_line_items): the
 * register sells through the same order path as the shop and Shopify.
 */
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './schema-sales';
import { createdAt, employees, storeRef, stores, updatedAt } from './schema-stores';

export const registerSettings = pgTable('register_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** Sales tax percent added to counter sales. */
  taxRate: doublePrecision('tax_rate').notNull().default(0),
  returnDays: integer('return_days').notNull().default(30),
  returnPolicy: text('return_policy'),
  /** Percent of the price an employee without a limit of their own may give. */
  defaultDiscountLimit: doublePrecision('default_discount_limit').notNull().default(0),
  terminalReaderId: text('terminal_reader_id'),
  updatedAt: updatedAt(),
});

export const registerDiscountLimits = pgTable(
  'register_discount_limits',
  {
    storeId: storeRef(),
    employeeId: integer('employee_id').notNull(),
    /** Percent of the price. */
    limit: doublePrecision('limit_percent').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'register_discount_limits_pk', columns: [t.storeId, t.employeeId] }),
    foreignKey({
      name: 'register_discount_limits_employee_fk',
      columns: [t.storeId, t.employeeId],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('cascade'),
  ],
);

export const registerSales = pgTable(
  'register_sales',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    /** The register's key for this sale: a retry or a double tap finds the sale the first one made. */
    requestKey: text('request_key').notNull(),
    orderId: integer('order_id').notNull(),
    employeeId: integer('employee_id'),
    /** Money, minor units. */
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    changeDue: integer('change_due').notNull().default(0),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'register_sales_pk', columns: [t.storeId, t.id] }),
    unique('register_sales_store_key_uq').on(t.storeId, t.requestKey),
    unique('register_sales_store_order_uq').on(t.storeId, t.orderId),
    // The day's sales, newest first (cash-up, reprints).
    index('register_sales_store_created_idx').on(t.storeId, t.createdAt.desc().nullsFirst()),
    foreignKey({
      name: 'register_sales_order_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('cascade'),
  ],
);

export const registerTenders = pgTable(
  'register_tenders',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    saleId: integer('sale_id').notNull(),
    kind: text('kind').$type<'cash' | 'card'>().notNull(),
    /** Money, minor units: what was handed over (cash before change). */
    amount: integer('amount').notNull(),
    /** The card provider's payment reference. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'register_tenders_pk', columns: [t.storeId, t.id] }),
    index('register_tenders_sale_idx').on(t.storeId, t.saleId),
    foreignKey({
      name: 'register_tenders_sale_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [registerSales.storeId, registerSales.id],
    }).onDelete('cascade'),
  ],
);

/** A whole sale returned within the store's window: the items back on sale, the money back to its tenders. */
export const registerReturns = pgTable(
  'register_returns',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    saleId: integer('sale_id').notNull(),
    requestKey: text('request_key').notNull(),
    employeeId: integer('employee_id'),
    /** Money, minor units. */
    refundTotal: integer('refund_total').notNull(),
    cashRefund: integer('cash_refund').notNull(),
    cardRefund: integer('card_refund').notNull(),
    /** The card provider's refund references, one per card tender. */
    cardReferences: text('card_references').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'register_returns_pk', columns: [t.storeId, t.id] }),
    unique('register_returns_store_key_uq').on(t.storeId, t.requestKey),
    // A sale is returned once.
    uniqueIndex('register_returns_store_sale_uq').on(t.storeId, t.saleId),
    foreignKey({
      name: 'register_returns_sale_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [registerSales.storeId, registerSales.id],
    }).onDelete('cascade'),
  ],
);
