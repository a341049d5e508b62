/** Report aggregates: item counts and sums (inventory_stats) and paid payout money by quarter hour. */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { storeRef } from './schema-stores';

/**
 * Reports: the store's stock, maintained by triggers on inventories (migrations 0010 and 0014), so a report
 * reads a few thousand rows instead of scanning a million items. Three views of the same items, told apart by
 * `dim`: 'place' (status × owned × category × location), 'accepted' (status × owned × acceptance day) and 'sold'
 * (status × owned × sale day); days are calendar days in the store's time zone. Writers only append to
 * inventory_stat_deltas (no hot row to wait on); readers add the deltas, a background folder (reports/fold.ts)
 * moves them into inventory_stats every few seconds.
 */
const statColumns = () => ({
  storeId: storeRef(),
  dim: text('dim').$type<'place' | 'accepted' | 'sold'>().notNull(),
  status: text('status').notNull(),
  /** Store-owned (the store account's or a bought item): its cost is `cost`, not the consigner's payout. */
  owned: boolean('owned').notNull(),
  category: text('category').notNull().default(''),
  locationId: integer('location_id').notNull().default(0),
  day: date('day'),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
  price: bigint('price', { mode: 'number' }).notNull().default(0),
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  cost: bigint('cost', { mode: 'number' }).notNull().default(0),
  payout: bigint('payout', { mode: 'number' }).notNull().default(0),
});

/**
 * Paid payout money per store and quarter hour (when consigner shares became paid), kept by a trigger on
 * payout_consigners (migration 0018): the reports add up a few thousand buckets instead of every share. Quarter
 * hours, because every time zone's midnight falls on one.
 */
export const paidPayoutBuckets = pgTable(
  'paid_payout_buckets',
  {
    storeId: storeRef(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.bucket] })],
);

// The key is the unique constraint below, which cannot be the primary key (day is null in 'place' rows): an
// identity column makes one that starts with store_id.
export const inventoryStats = pgTable(
  'inventory_stats',
  { id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(), ...statColumns() },
  (t) => [
    primaryKey({ name: 'inventory_stats_pk', columns: [t.storeId, t.id] }),
    unique('inventory_stats_key_uq')
      .on(t.storeId, t.dim, t.status, t.owned, t.category, t.locationId, t.day)
      .nullsNotDistinct(),
  ],
);

export const inventoryStatDeltas = pgTable(
  'inventory_stat_deltas',
  { id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(), ...statColumns() },
  (t) => [
    primaryKey({ name: 'inventory_stat_deltas_pk', columns: [t.storeId, t.id] }),
    index('inventory_stat_deltas_store_idx').on(t.storeId, t.dim),
  ],
);
