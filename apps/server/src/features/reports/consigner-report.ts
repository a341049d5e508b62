/**
 * GET /api/consigners/consignerReport: one consigner's figures, read from their items through the
 * (store, consigner, status) index, with the definitions of definitions.ts (the same as the store reports).
 */
import type { Breakdown } from '@backroom/domain/contract/reports';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Prebuilt, prebuilt } from '../../db/prebuilt';
import { metric, moneyOf } from './answers';
import { AGE_BUCKETS, isLive, itemSql, liveStatusList, OWED_STATUS, soldStatusList } from './definitions';
import type { ReportRange } from './range';

export interface ConsignerReportFilters {
  status?: string;
  category?: string;
  /** A location id or name. */
  location?: string;
}

interface Scope {
  storeId: number;
  currency: string;
  consignerId: number;
}

/** Which filters a report has (and whether its location is an id or a name): one statement text per shape. */
interface FilterShape {
  status: boolean;
  category: boolean;
  location: 'id' | 'name' | null;
}

const shapeOf = (f: ConsignerReportFilters): FilterShape => ({
  status: Boolean(f.status),
  category: Boolean(f.category),
  location: f.location ? (/^\d+$/.test(f.location) ? 'id' : 'name') : null,
});

/** The report's values, by the names of the statement's placeholders. */
interface ReportValues extends Record<string, unknown> {
  storeId: number;
  consignerId: number;
  timeZone: string;
  today: string;
  start: string;
  end: string;
  previousStart: string;
  status?: string;
  category?: string;
  location?: number | string;
}

const P = {
  storeId: sql.placeholder('storeId'),
  consignerId: sql.placeholder('consignerId'),
  timeZone: sql.placeholder('timeZone'),
  today: sql.placeholder('today'),
  start: sql.placeholder('start'),
  end: sql.placeholder('end'),
  previousStart: sql.placeholder('previousStart'),
  status: sql.placeholder('status'),
  category: sql.placeholder('category'),
  location: sql.placeholder('location'),
};

function filterSql(f: FilterShape): SQL {
  const parts: SQL[] = [];
  if (f.status) parts.push(sql`i.status = ${P.status}`);
  if (f.category) parts.push(sql`coalesce(i.category, '') = ${P.category}`);
  if (f.location === 'id') parts.push(sql`i.location_id = ${P.location}`);
  if (f.location === 'name') {
    parts.push(
      sql`i.location_id in (select id from locations where store_id = i.store_id and name = ${P.location})`,
    );
  }
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

const ageCase = (today: Placeholder, timeZone: Placeholder) => {
  const days = sql`(${today}::date - (coalesce(i.accepted_on, i.created_at) at time zone ${timeZone})::date)`;
  const whens = AGE_BUCKETS.filter((b) => Number.isFinite(b.max)).map(
    (b) => sql`when ${days} <= ${b.max} then ${b.label}`,
  );
  return sql`(case ${sql.join(whens, sql` `)} else ${AGE_BUCKETS[AGE_BUCKETS.length - 1]!.label} end)`;
};

/**
 * Everything the report reads, in one statement returning one row of JSON: the consigner, their items (through
 * the (store, consigner, status) index, read once) grouped five ways, what Buying payouts owe them and what
 * their Sold items owe now. Its values are placeholders: the text is built once per filter shape (reportStatement).
 */
function consignerReportTemplate(filters: FilterShape): SQL {
  const { storeId, consignerId } = P;
  const tz = P.timeZone;
  const dayStart = (day: Placeholder) => sql`((${day}::date)::timestamp at time zone ${tz})`;
  const dayEnd = (day: Placeholder) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;
  const dayOf = (col: SQL) => sql`to_char((${col} at time zone ${tz})::date, 'YYYY-MM-DD')`;
  const live = liveStatusList();
  const sold = soldStatusList();
  // A bought item, or any item of the store account, owes no one.
  const owes = sql`(i.sale_type <> 'Buying' and not (select is_store_account from who))`;
  return sql`
    with who as (
      select id, first_name as "firstName", last_name as "lastName", email, is_store_account
      from consigners where store_id = ${storeId} and id = ${consignerId} and deleted_at is null
    ), everything as materialized (
      select i.store_id, i.status, i.category, i.location_id, i.product_id, i.price, i.discount, i.sold_price,
             i.payout_amount, i.sale_type, i.accepted_on, i.created_at, i.sold_on
      from inventories i
      where i.store_id = ${storeId} and i.consigner_id = ${consignerId} and i.deleted_at is null
    ), mine as (
      select i.* from everything i where true ${filterSql(filters)}
    )
    select json_build_object(
      'consigner', (select row_to_json(w) from (select id, "firstName", "lastName", email from who) w),
      'stock', (select coalesce(json_agg(t), '[]') from (
        select i.status, coalesce(i.category, '') as category, coalesce(l.name, '') as location,
               ${ageCase(P.today, tz)} as age, count(*) as n, sum(i.price) as price
        from mine i left join locations l on l.store_id = i.store_id and l.id = i.location_id
        group by 1, 2, 3, 4) t),
      'sold', (select coalesce(json_agg(t), '[]') from (
        select ${dayOf(sql`i.sold_on`)} as day, i.status, count(*) as n, sum(${itemSql.revenue}) as revenue,
               coalesce(sum(i.payout_amount) filter (where ${owes}), 0) as payout
        from mine i
        where i.status in (${sold}) and i.sold_on >= ${dayStart(P.previousStart)}
        group by 1, 2) t),
      'accepted', (select coalesce(json_agg(t), '[]') from (
        select ${dayOf(sql`i.accepted_on`)} as day, count(*) as n
        from mine i
        where i.accepted_on >= ${dayStart(P.previousStart)} and i.status in (${live}, ${sold})
        group by 1) t),
      'products', (select coalesce(json_agg(t order by t.units desc, t.revenue desc, t.id), '[]') from (
        select p.id, p.title, p.sku, p.image, s.units, s.revenue, coalesce(l.live, 0) as live
        from (
          select i.product_id, count(*) as units, sum(${itemSql.revenue}) as revenue
          from mine i
          where i.status in (${sold}) and i.sold_on >= ${dayStart(P.start)} and i.sold_on < ${dayEnd(P.end)}
          group by i.product_id
        ) s
        join products p on p.store_id = ${storeId} and p.id = s.product_id
        left join (
          select i.product_id, count(*) as live from mine i where i.status in (${live}) group by i.product_id
        ) l on l.product_id = s.product_id) t),
      'buyingDue', (
        select coalesce(sum(pi.amount), 0) from payout_items pi join payouts p on p.store_id = pi.store_id and p.id = pi.payout_id
        where pi.store_id = ${storeId} and pi.consigner_id = ${consignerId} and pi.live and p.status = 'Buying'),
      -- Owed now: every Sold consignment item, whatever its sale date (not limited by the range or the filters).
      'owed', (select coalesce(sum(i.payout_amount) filter (where ${owes}), 0) from everything i where i.status = ${OWED_STATUS})
    ) as report`;
}

const statements = new Map<string, Prebuilt<ReportValues>>();

/** The report's statement for these filters' shape, its text built on first use. */
function reportStatement(filters: ConsignerReportFilters) {
  const shape = shapeOf(filters);
  const key = `${shape.status}|${shape.category}|${shape.location}`;
  let statement = statements.get(key);
  if (!statement) {
    // Named, with one generic plan (issue 35): its values only filter the consigner's own items, which are
    // reached through the (store, consigner, status) index whatever the store, consigner or range (checked on
    // the 1,000-store bench database: the huge store's, a big one's and small ones' consigners).
    statement = prebuilt<ReportValues>(() => consignerReportTemplate(shape), { named: true });
    statements.set(key, statement);
  }
  return statement;
}

function reportValues(scope: Scope, range: ReportRange, f: ConsignerReportFilters): ReportValues {
  return {
    storeId: scope.storeId,
    consignerId: scope.consignerId,
    timeZone: range.timeZone,
    today: range.today,
    start: range.start,
    end: range.end,
    previousStart: range.previous.start,
    ...(f.status ? { status: f.status } : {}),
    ...(f.category ? { category: f.category } : {}),
    ...(f.location ? { location: /^\d+$/.test(f.location) ? Number(f.location) : f.location } : {}),
  };
}

/** The report's statement with its values in place (what the bench runs bare). */
export function consignerReportSql(scope: Scope, range: ReportRange, filters: ConsignerReportFilters): SQL {
  return reportStatement(filters).sql(reportValues(scope, range, filters));
}

interface ReportData {
  consigner: { id: number; firstName: string; lastName: string; email: string } | null;
  stock: { status: string; category: string; location: string; age: string; n: number; price: number }[];
  sold: { day: string; status: string; n: number; revenue: number; payout: number }[];
  accepted: { day: string; n: number }[];
  products: {
    id: number;
    title: string;
    sku: string;
    image: string | null;
    units: number;
    revenue: number;
    live: number;
  }[];
  buyingDue: number;
  owed: number;
}

export async function consignerReport(
  db: DbOrTx,
  { scope, range, filters }: { scope: Scope; range: ReportRange; filters: ConsignerReportFilters },
) {
  const money = moneyOf(scope.currency);
  const result = await reportStatement(filters).execute(db, reportValues(scope, range, filters));
  const raw = (result.rows[0] as { report: unknown }).report;
  const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ReportData;
  const who = data.consigner;
  if (!who) return null;

  type StockRow = ReportData['stock'][number];
  const byStatus = new Map<string, { n: number; price: number }>();
  const byCategory = new Map<string, { n: number; price: number }>();
  const byLocation = new Map<string, { n: number; price: number }>();
  const byAge = new Map<string, { n: number; price: number }>();
  const bump = (m: Map<string, { n: number; price: number }>, k: string, r: StockRow) => {
    const v = m.get(k) ?? { n: 0, price: 0 };
    m.set(k, { n: v.n + r.n, price: v.price + r.price });
  };
  let liveNow = 0;
  for (const r of data.stock) {
    bump(byStatus, r.status, r);
    if (!isLive(r.status)) continue;
    liveNow += r.n;
    bump(byCategory, r.category || 'Uncategorised', r);
    bump(byLocation, r.location || 'No location', r);
    bump(byAge, r.age, r);
  }

  const inRange = (d: string) => d >= range.start && d <= range.end;
  const inPrevious = (d: string) => d >= range.previous.start && d <= range.previous.end;
  const perDay = new Map<string, { sales: number; units: number; owed: number; net: number }>();
  const dayOfMap = (d: string) => {
    const v = perDay.get(d) ?? { sales: 0, units: 0, owed: 0, net: 0 };
    perDay.set(d, v);
    return v;
  };

  const analytics = { sold: 0, paid: 0, pending: 0 };
  const totals = { sales: 0, prevSales: 0, units: 0, prevUnits: 0, owed: 0, prevOwed: 0 };
  for (const r of data.sold) {
    const v = dayOfMap(r.day);
    v.sales += r.revenue;
    v.units += r.n;
    v.owed += r.payout;
    v.net -= r.n;
    if (inRange(r.day)) {
      totals.sales += r.revenue;
      totals.units += r.n;
      totals.owed += r.payout;
      analytics.sold += r.revenue;
      if (r.status === 'Paid') analytics.paid += r.payout;
      else analytics.pending += r.payout;
    } else if (inPrevious(r.day)) {
      totals.prevSales += r.revenue;
      totals.prevUnits += r.n;
      totals.prevOwed += r.payout;
    }
  }
  for (const r of data.accepted) dayOfMap(r.day).net += r.n;
  const owedNow = data.owed;
  const buyingDue = data.buyingDue;

  // The level on a day: the level now less what changed after that day (up to today). The changes are summed
  // once, latest first, so each day's level is a lookup instead of a pass over every day (counts: exact sums).
  const changes = [...perDay].filter(([d]) => d <= range.today).sort(([a], [b]) => (a < b ? -1 : 1));
  const netAfter = new Array<number>(changes.length + 1).fill(0);
  for (let i = changes.length - 1; i >= 0; i--) netAfter[i] = netAfter[i + 1]! + changes[i]![1].net;
  const levelAt = (day: string) => {
    let lo = 0;
    let hi = changes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (changes[mid]![0] > day) hi = mid;
      else lo = mid + 1;
    }
    return liveNow - netAfter[lo]!;
  };
  const series = (pick: (v: { sales: number; units: number; owed: number }) => number) =>
    range.days.map((date) => {
      const v = perDay.get(date);
      return { date, value: v ? pick(v) : 0 };
    });
  const activeDaily = range.days.map((date) => ({ date, value: levelAt(date) }));
  const sales = metric({
    current: totals.sales,
    previous: totals.prevSales,
    daily: series((v) => v.sales),
    toValue: money,
  });
  const soldListings = metric({
    current: totals.units,
    previous: totals.prevUnits,
    daily: series((v) => v.units),
  });
  const accrued = metric({
    current: totals.owed,
    previous: totals.prevOwed,
    daily: series((v) => v.owed),
    toValue: money,
  });
  const activeListings = metric({
    current: levelAt(range.end),
    previous: levelAt(range.previous.end),
    daily: activeDaily,
  });
  const productRows = data.products.map((p) => ({
    productId: p.id,
    title: p.title,
    sku: p.sku,
    image: p.image,
    soldUnits: p.units,
    sales: money(p.revenue),
    inStock: p.live,
  }));
  const list = <K extends string>(m: Map<string, { n: number; price: number }>, key: K) =>
    [...m].map(
      ([k, v]) => ({ [key]: k, count: v.n, value: money(v.price) }) as Record<K, string> & Breakdown,
    );

  return {
    range: {
      start: range.start,
      end: range.end,
      previousStart: range.previous.start,
      previousEnd: range.previous.end,
    },
    currency: scope.currency,
    consigner: { id: who.id, name: `${who.firstName} ${who.lastName}`.trim() || who.email },
    byAge: [...AGE_BUCKETS.map((b) => b.label)]
      .filter((b) => byAge.has(b))
      .map((bucket) => ({ bucket, count: byAge.get(bucket)!.n, value: money(byAge.get(bucket)!.price) })),
    byStatus: list(byStatus, 'status'),
    byCategory: list(byCategory, 'category'),
    byLocation: list(byLocation, 'location'),
    bestSellingProducts: productRows.slice(0, 5),
    lowStockProducts: productRows.filter((p) => p.inStock <= 1).slice(0, 5),
    sales,
    // The level now; previous, growth and daily are of what became owed per day (docs/reports.md).
    pendingPayouts: {
      ...accrued,
      total: money(owedNow + buyingDue),
      accrued: accrued.total,
      owed: money(owedNow),
      buyingDue: money(buyingDue),
    },
    activeListings,
    soldListings,
    growth: { sales: sales.growth, soldListings: soldListings.growth, activeListings: activeListings.growth },
    daily: range.days.map((date, i) => ({
      date,
      sales: sales.daily[i]!.value,
      soldListings: soldListings.daily[i]!.value,
      activeListings: activeDaily[i]!.value,
    })),
    analytics: {
      totalSold: money(analytics.sold),
      totalPaid: money(analytics.paid),
      totalPending: money(analytics.pending),
    },
  };
}
