/**
 * Rate-limit and sign-in throttle counters shared by every server instance (issue #18.2). Keyed by store so the
 * table distributes with the tenants; counters that span stores (per address) use store 0, which names no store
 * (no foreign key: a counter outlives nothing and is swept once its window ends).
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    storeId: integer('store_id').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pk', columns: [t.storeId, t.key] }),
    index('rate_limit_counters_resets_at_idx').on(t.resetsAt),
  ],
);
