/**
 * Every figure of the dashboard and reports is defined once here (docs/reports.md says the same in words).
 * The per-item measures (revenue, cost, payout, owned) are computed by the database in one place,
 * `inventory_stat_delta_sql` of migration 0010, which keeps inventory_stats; the consigner report reads items
 * directly and uses the SQL fragments below, which say the same thing.
 */
import { inStatusGroup, STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { type SQL, sql } from 'drizzle-orm';

/** Owed to its consigner and not yet paid. */
export const OWED_STATUS = 'Sold';

export const PRICE_REQUEST_STATUS = 'RequestPriceChange';
export const WITHDRAWAL_REQUEST_STATUS = 'RequestWithdrawal';

/** On the floor and for sale: what "active listings" and "active inventory value" count. */
export const isLive = (status: string) => inStatusGroup('live', status);
/** Sold from soldOn on, whether paid out yet or not (the status groups' sold). */
export const isSold = (status: string) => inStatusGroup('sold', status);

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
export const liveStatusList = () => list(STATUS_GROUPS.live);
export const soldStatusList = () => list(STATUS_GROUPS.sold);

/** Item-level fragments over `inventories i` joined to its consigner `c` (same as the stats trigger). */
export const itemSql = {
  owned: sql`(c.is_store_account or i.sale_type = 'Buying')`,
  revenue: sql`coalesce(i.sold_price, greatest(i.price - i.discount, 0))`,
  cost: sql`(case when c.is_store_account or i.sale_type = 'Buying' then i.cost else i.payout_amount end)`,
};

/** The instant a store-zone calendar day starts. */
export function dayStart(day: string, timeZone: string): SQL {
  return sql`((${day}::date)::timestamp at time zone ${timeZone})`;
}

/** The store-zone calendar day of a timestamptz column, as YYYY-MM-DD text. */
export function dayOf(column: SQL, timeZone: string): SQL {
  return sql`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
}

/** Age buckets of live items, in whole days since acceptance (createdAt when never accepted). */
export const AGE_BUCKETS = [
  { label: '0-30 days', max: 30 },
  { label: '31-60 days', max: 60 },
  { label: '61-90 days', max: 90 },
  { label: '91-180 days', max: 180 },
  { label: 'Over 180 days', max: Number.POSITIVE_INFINITY },
] as const;

export function ageBucket(days: number): string {
  return (AGE_BUCKETS.find((b) => days <= b.max) ?? AGE_BUCKETS[AGE_BUCKETS.length - 1]!).label;
}
