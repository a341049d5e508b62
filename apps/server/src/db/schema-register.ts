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
} from 'drizzle-orm/pg-core';
import { consigners } from './schema-consigners';
import { registerShifts } from './schema-register-shifts';
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
  /** Percent added when a consigner takes a payout as store credit instead of money. */
  creditBonusPercent: doublePrecision('credit_bonus_percent').notNull().default(0),
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
    /** The shift open when the sale was made (cash-up); null when no shift was open. */
    shiftId: integer('shift_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'register_sales_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'register_sales_shift_fk',
      columns: [t.storeId, t.shiftId],
      foreignColumns: [registerShifts.storeId, registerShifts.id],
    }),
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
    kind: text('kind').$type<'cash' | 'card' | 'credit'>().notNull(),
    /** Money, minor units: what was handed over (cash before change). */
    amount: integer('amount').notNull(),
    /** The card provider's payment reference. */
    reference: text('reference'),
    /** Store credit: the consigner whose credit paid. */
    consignerId: integer('consigner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'register_tenders_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'register_tenders_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }),
    index('register_tenders_sale_idx').on(t.storeId, t.saleId),
    foreignKey({
      name: 'register_tenders_sale_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [registerSales.storeId, registerSales.id],
    }).onDelete('cascade'),
  ],
);

/** Lines of a sale returned within the store's window: the items back on sale, the money back to its tenders. */
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
    creditRefund: integer('credit_refund').notNull().default(0),
    /** The card provider's refund references, one per card tender. */
    cardReferences: text('card_references').array().notNull().default(sql`'{}'::text[]`),
    shiftId: integer('shift_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'register_returns_pk', columns: [t.storeId, t.id] }),
    unique('register_returns_store_key_uq').on(t.storeId, t.requestKey),
    // A sale may be returned in parts; each line once (register_return_lines).
    index('register_returns_store_sale_idx').on(t.storeId, t.saleId),
    foreignKey({
      name: 'register_returns_shift_fk',
      columns: [t.storeId, t.shiftId],
      foreignColumns: [registerShifts.storeId, registerShifts.id],
    }),
    foreignKey({
      name: 'register_returns_sale_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [registerSales.storeId, registerSales.id],
    }).onDelete('cascade'),
  ],
);

/** One returned line: the item, what it refunded (tax included), and what became of the consigner's money. */
export const registerReturnLines = pgTable(
  'register_return_lines',
  {
    storeId: storeRef(),
    returnId: integer('return_id').notNull(),
    saleId: integer('sale_id').notNull(),
    inventoryId: integer('inventory_id').notNull(),
    /** Money, minor units: the line's net and its share of the tax. */
    refund: integer('refund').notNull(),
    /** The status the item went back to. */
    status: text('status').notNull(),
    /** 'reversed': the unpaid payout line was undone; 'owed': paid out, now a balance owed; 'none': store's own. */
    consignerOutcome: text('consigner_outcome').$type<'reversed' | 'owed' | 'none'>().notNull(),
    /** Money, minor units: the balance the consigner owes for it ('owed'). */
    owed: integer('owed').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'register_return_lines_pk', columns: [t.storeId, t.returnId, t.inventoryId] }),
    // A line of a sale is returned once.
    unique('register_return_lines_sale_item_uq').on(t.storeId, t.saleId, t.inventoryId),
    foreignKey({
      name: 'register_return_lines_return_fk',
      columns: [t.storeId, t.returnId],
      foreignColumns: [registerReturns.storeId, registerReturns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'register_return_lines_sale_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [registerSales.storeId, registerSales.id],
    }).onDelete('cascade'),
  ],
);
