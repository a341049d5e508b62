/**
 * Reads inventory_stats (kept by the triggers of migrations 0010 and 0014) plus the deltas not folded in yet, so the
 * figures are exact at every read, and sums them in the database: one statement, one row of JSON (a few
 * hundred values) instead of a thousand stat rows for Node to parse. A read never writes; the deltas are
 * folded in the background (fold.ts).
 */
import { addDays } from '@backroom/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { executeNamed } from '../../db/prebuilt';
import { AGE_BUCKETS, liveStatusList, OWED_STATUS, soldStatusList } from './definitions';
import type { ReportRange } from './range';

/** Current stock by status and owner (statuses with nothing left out). */
export interface StatusRow {
  status: string;
  owned: boolean;
  n: number;
  price: number;
  cost: number;
  /** Σ payout_amount of the consignment items in the owed status (Sold). */
  owed: number;
}

/** Live stock of one category ('' for none) or location (0 for none). */
export interface PlaceTotals {
  n: number;
  price: number;
}

/** What happened on one store-zone day from the previous period's first day on. */
export interface DayRow {
  day: string;
  /** Items accepted that day, whatever their status now, and their Σ price. */
  newListings: number;
  newListingsValue: number;
  /** Change of today's live stock that day: accepted that day and live or sold now, less sold that day. */
  liveIn: number;
  liveInValue: number;
  sales: number;
  cost: number;
  soldUnits: number;
  owedAccrued: number;
}

export interface StoreStats {
  statuses: StatusRow[];
  categories: (PlaceTotals & { category: string })[];
  locations: (PlaceTotals & { locationId: number })[];
  days: DayRow[];
  /** Live stock by age bucket, except 'Over 180 days', which is what the live stock has beyond the others. */
  ages: { bucket: string; n: number; price: number }[];
  paid: { day: string; total: number }[];
  buyingDue: number;
  extras: Record<string, unknown>;
}

/** The last finite age boundary: older acceptance days all land in 'Over 180 days', so they are not read one by one. */
const AGE_HORIZON = AGE_BUCKETS[AGE_BUCKETS.length - 2]!.max;

function ageCase(today: string): SQL {
  const whens = AGE_BUCKETS.filter((b) => Number.isFinite(b.max)).map(
    (b) => sql`when day >= ${addDays(today, -b.max)}::date then ${b.label}`,
  );
  return sql`(case when day is null then 'Not accepted' ${sql.join(whens, sql` `)} end)`;
}

const OWN_FIELDS = ['statuses', 'categories', 'locations', 'days', 'ages', 'paid', 'buyingDue'];

const nonZero = sql`(sum(n) <> 0 or sum(price) <> 0 or sum(revenue) <> 0 or sum(cost) <> 0 or sum(payout) <> 0)`;

/**
 * One statement for a store's report: the stats rows a range needs, summed, plus payouts and any `extras`
 * (named SQL sub-selects returning JSON, e.g. the shop report's consigners by sales volume), so a report is one
 * round trip to the database. The statement's own names start with stat_, so an extra can read any table.
 */
export function storeStatsSql(storeId: number, range: ReportRange, extras: Record<string, SQL> = {}): SQL {
  const from = range.previous.start;
  const ageFrom = addDays(range.today, -AGE_HORIZON);
  const acceptedFrom = ageFrom < from ? ageFrom : from;
  // 'place' rows always; 'accepted' rows of the days the ages and the flows look at; 'sold' rows from `from`.
  const wanted = sql`(dim = 'place' or (dim = 'sold' and day >= ${from}::date)
    or (dim = 'accepted' and (day is null or day >= ${acceptedFrom}::date)))`;
  const measures = sql`dim, status, owned, category, location_id, day, n, price, revenue, cost, payout`;
  const live = liveStatusList();
  const sold = soldStatusList();
  const paidFrom = sql`((${from}::date)::timestamp at time zone ${range.timeZone})`;
  const extraFields = Object.entries(extras).map(([name, query]) => {
    if (!/^\w+$/.test(name) || OWN_FIELDS.includes(name)) throw new Error(`Bad extra name ${name}`);
    return sql`, ${sql.raw(`'${name}'`)}, (${query})`;
  });
  return sql`
    with stat_src as (
      select ${measures} from inventory_stats where store_id = ${storeId} and ${wanted}
      union all
      select ${measures} from inventory_stat_deltas where store_id = ${storeId} and ${wanted}
    ), stat_place as (
      select status, owned, category, location_id, sum(n) as n, sum(price) as price, sum(cost) as cost,
             coalesce(sum(payout) filter (where status = ${OWED_STATUS} and not owned), 0) as owed
      from stat_src where dim = 'place'
      group by status, owned, category, location_id
      having ${nonZero}
    ), stat_statuses as (
      select status, owned, sum(n) as n, sum(price) as price, sum(cost) as cost, sum(owed) as owed
      from stat_place group by status, owned
    ), stat_categories as (
      select category, sum(n) as n, sum(price) as price from stat_place where status in (${live}) group by category
    ), stat_locations as (
      select location_id as "locationId", sum(n) as n, sum(price) as price
      from stat_place where status in (${live}) group by location_id
    ), stat_days as (
      select to_char(day, 'YYYY-MM-DD') as day,
             coalesce(sum(n) filter (where dim = 'accepted'), 0) as "newListings",
             coalesce(sum(price) filter (where dim = 'accepted'), 0) as "newListingsValue",
             coalesce(sum(n) filter (where dim = 'accepted' and status in (${live}, ${sold})), 0)
               - coalesce(sum(n) filter (where dim = 'sold' and status in (${sold})), 0) as "liveIn",
             coalesce(sum(price) filter (where dim = 'accepted' and status in (${live}, ${sold})), 0)
               - coalesce(sum(price) filter (where dim = 'sold' and status in (${sold})), 0) as "liveInValue",
             coalesce(sum(revenue) filter (where dim = 'sold' and status in (${sold})), 0) as sales,
             coalesce(sum(cost) filter (where dim = 'sold' and status in (${sold})), 0) as cost,
             coalesce(sum(n) filter (where dim = 'sold' and status in (${sold})), 0) as "soldUnits",
             coalesce(sum(payout) filter (where dim = 'sold' and status in (${sold}) and not owned), 0) as "owedAccrued"
      from stat_src where dim <> 'place' and day >= ${from}::date
      group by day
    ), stat_ages as (
      select bucket, sum(n) as n, sum(price) as price
      from (select ${ageCase(range.today)} as bucket, n, price from stat_src
            where dim = 'accepted' and status in (${live})) a
      where bucket is not null
      group by bucket
      having sum(n) <> 0 or sum(price) <> 0
    ), stat_paid as (
      select to_char((bucket at time zone ${range.timeZone})::date, 'YYYY-MM-DD') as day, sum(total) as total
      from paid_payout_buckets where store_id = ${storeId} and bucket >= ${paidFrom}
      group by 1
    )
    select json_build_object(
      'statuses', (select coalesce(json_agg(stat_statuses), '[]') from stat_statuses),
      'categories', (select coalesce(json_agg(stat_categories), '[]') from stat_categories),
      'locations', (select coalesce(json_agg(stat_locations), '[]') from stat_locations),
      'days', (select coalesce(json_agg(stat_days), '[]') from stat_days),
      'ages', (select coalesce(json_agg(stat_ages), '[]') from stat_ages),
      'paid', (select coalesce(json_agg(stat_paid), '[]') from stat_paid),
      'buyingDue', (select coalesce(sum(total), 0) from payouts where store_id = ${storeId} and status = 'Buying')
      ${sql.join(extraFields, sql``)}
    ) as stats`;
}

/**
 * `named`: run it prepared under a name with one generic plan (db/prebuilt.ts). Right for the figures alone (the
 * dashboard): they read the store's stats rows by key whatever the range, and the plan kept served the 100,000-item
 * store and a 30-item one alike (issue 35). An extra filtered by the range (the shop report's top consigners) is
 * planned per run instead.
 */
export async function readStoreStats(
  db: DbOrTx,
  {
    storeId,
    range,
    extras = {},
    named = false,
  }: { storeId: number; range: ReportRange; extras?: Record<string, SQL>; named?: boolean },
): Promise<StoreStats> {
  const statement = storeStatsSql(storeId, range, extras);
  const result = await (named ? executeNamed(db, statement) : db.execute(statement));
  const raw = (result.rows[0] as { stats: unknown }).stats;
  const stats = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Omit<StoreStats, 'extras'> &
    Record<string, unknown>;
  const { statuses, categories, locations, days, ages, paid, buyingDue, ...rest } = stats;
  return {
    statuses,
    categories,
    locations,
    days,
    ages,
    paid,
    buyingDue: Number(buyingDue),
    extras: rest,
  };
}
