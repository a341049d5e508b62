/**
 * Orders from the storefront and other order sources, and the payouts that pay consigners for what sold.
 */

import type { BalanceEntryKind } from '@backroom/domain/payout-statement';
import { sql } from 'drizzle-orm';
import {
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
import { consigners } from './schema-consigners';
import { createdAt, employees, storeRef, stores, updatedAt } from './schema-stores';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    channel: text('channel').notNull().default('local'),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('paid'),
    customer: jsonb('customer').$type<Record<string, string>>().notNull().default({}),
    total: integer('total').notNull().default(0),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'orders_pk', columns: [t.storeId, t.id] }),
    // Webhooks delivered many times create one order.
    uniqueIndex('orders_store_channel_external_uq').on(t.storeId, t.channel, t.externalId),
    index('orders_store_date_idx').on(t.storeId, t.orderDate.desc().nullsFirst()),
  ],
);

/**
 * A store's Linnworks connection (one per store). The application secret and installation token are sealed
 * (security/secret-box.ts); `syncedThrough` is the cursor: orders processed before it are in. The last sync's
 * outcome is kept for the Orders screen.
 */
export const linnworksConnections = pgTable('linnworks_connections', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  applicationId: text('application_id').notNull(),
  applicationSecret: text('application_secret_sealed').notNull(),
  installationToken: text('installation_token_sealed').notNull(),
  syncedThrough: timestamp('synced_through', { withTimezone: true }),
  /** When the staff app last asked for a sync: page loads within a few minutes start none. */
  lastRequestedAt: timestamp('last_requested_at', { withTimezone: true }),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastSyncStatus: text('last_sync_status').$type<'ok' | 'failed'>(),
  lastSyncError: text('last_sync_error'),
  lastSyncResult: jsonb('last_sync_result').$type<Record<string, number>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    name: text('name').notNull(),
    status: text('status').$type<'Pending' | 'Failed' | 'Buying' | 'Paid' | 'Created'>().notNull(),
    total: integer('total').notNull().default(0),
    provider: text('provider').notNull().default('manual'),
    createdBy: integer('created_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The client's key for one "create payout" intent: a retry after a timeout finds the payout it made. */
    requestKey: text('request_key'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'payouts_pk', columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (created_by) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'payouts_created_by_fk',
      columns: [t.storeId, t.createdBy],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('set null'),
    index('payouts_store_status_idx').on(t.storeId, t.status, t.createdAt.desc().nullsFirst()),
    // Reports: paid payouts per day.
    index('payouts_store_paid_idx').on(t.storeId, t.paidAt, t.total).where(sql`${t.status} = 'Paid'`),
    uniqueIndex('payouts_store_request_key_uq')
      .on(t.storeId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);

/** One consigner's share of a payout: gross, the negative balance recovered from it, and what is sent. */
export const payoutConsigners = pgTable(
  'payout_consigners',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    payoutId: integer('payout_id').notNull(),
    consignerId: integer('consigner_id').notNull(),
    gross: integer('gross').notNull(),
    negativeBalance: integer('negative_balance').notNull().default(0),
    total: integer('total').notNull(),
    itemCount: integer('item_count').notNull().default(0),
    /** pending (not sent or in flight), paid, failed (provider refused; retry offered). */
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    error: text('error'),
    providerRef: text('provider_ref'),
    /** When this share became paid (set with status 'paid'): the reports' paid payouts count shares by it. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'payout_consigners_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'payout_consigners_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'payout_consigners_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
    uniqueIndex('payout_consigners_payout_consigner_uq').on(t.storeId, t.payoutId, t.consignerId),
    index('payout_consigners_store_consigner_idx').on(t.storeId, t.consignerId),
  ],
);

/** Who did what to a payout and for how much: creation, mark paid, provider results, retries. */
export const payoutAudits = pgTable(
  'payout_audits',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    payoutId: integer('payout_id').notNull(),
    action: text('action').notNull(),
    actorName: text('actor_name').notNull(),
    employeeId: integer('employee_id'),
    amount: integer('amount').notNull().default(0),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'payout_audits_pk', columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (employee_id) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'payout_audits_employee_fk',
      columns: [t.storeId, t.employeeId],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'payout_audits_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
    index('payout_audits_payout_idx').on(t.storeId, t.payoutId, t.createdAt),
  ],
);

/**
 * What a consigner owes the store, entry by entry (issue 29): fees add to it (early withdrawal, renewal), a payout
 * recovers from it, a failed payout gives its recovery back. `consigners.balance_owed` is the running sum; the
 * entries let each payout statement name what it deducted (domain payout-statement.ts).
 */
export const consignerBalanceEntries = pgTable(
  'consigner_balance_entries',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    consignerId: integer('consigner_id').notNull(),
    kind: text('kind').$type<BalanceEntryKind>().notNull(),
    /** Minor units: positive adds to what is owed, negative takes from it. */
    amount: integer('amount').notNull(),
    inventoryId: integer('inventory_id'),
    /** The item's code when the fee was charged, for the statement line. */
    itemCode: text('item_code'),
    payoutId: integer('payout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'consigner_balance_entries_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'consigner_balance_entries_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'consigner_balance_entries_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
    index('consigner_balance_entries_consigner_idx').on(t.storeId, t.consignerId, t.id),
  ],
);
