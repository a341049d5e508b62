/**
 * The dashboard (GET /api/inventories/getdasboardInventory), the shop report and the store sale payout summary:
 * three views of one StoreFigures, so a figure shown on two of them is the same number.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { growth, metric, moneyOf } from './answers';
import { itemSql, soldStatusList } from './definitions';
import type { ReportRange } from './range';
import { type StoreFigures, storeFigures } from './store-figures';
import { termsFigures } from './terms-figures';

interface StoreScope {
  storeId: number;
  currency: string;
}

function rangeOf(r: ReportRange) {
  return { start: r.start, end: r.end, previousStart: r.previous.start, previousEnd: r.previous.end };
}

/** A figure summed per period and per day under the same name in StoreFigures. */
type SummedFigure = 'sales' | 'cost' | 'paidPayouts' | 'soldUnits' | 'newListings' | 'owedAccrued';

function periodMetrics(f: StoreFigures, money: (minor: number) => number) {
  const series = (pick: (d: StoreFigures['daily'][number]) => number) =>
    f.daily.map((d) => ({ date: d.date, value: pick(d) }));
  const summed = (key: SummedFigure, toValue?: (minor: number) => number) =>
    metric({ current: f.current[key], previous: f.previous[key], daily: series((d) => d[key]), toValue });
  return {
    revenue: summed('sales', money),
    cost: summed('cost', money),
    profit: metric({
      current: f.current.sales - f.current.cost,
      previous: f.previous.sales - f.previous.cost,
      daily: series((d) => d.sales - d.cost),
      toValue: money,
    }),
    paidPayouts: summed('paidPayouts', money),
    soldUnits: summed('soldUnits'),
    newListings: summed('newListings'),
    activeListings: metric({
      current: f.liveAtEnd.n,
      previous: f.liveAtPreviousEnd.n,
      daily: series((d) => d.activeListings),
    }),
    totalInventoryValue: metric({
      current: f.liveAtEnd.value,
      previous: f.liveAtPreviousEnd.value,
      daily: series((d) => d.inventoryValue),
      toValue: money,
    }),
    owedAccrued: summed('owedAccrued', money),
  };
}

function pendingPayouts(f: StoreFigures, money: (minor: number) => number) {
  // owed = readyToPay + balanceRecovered + inUnpaidPayouts (issue 29: the dashboard says how it differs from Ready to Pay).
  return {
    total: money(f.owedNow + f.buyingDue),
    owed: money(f.owedNow),
    buyingDue: money(f.buyingDue),
    readyToPay: money(f.owedSplit.readyToPay),
    balanceRecovered: money(f.owedSplit.balanceRecovered),
    inUnpaidPayouts: money(f.owedSplit.inUnpaidPayouts),
  };
}

export async function dashboard(db: DbOrTx, scope: StoreScope, range: ReportRange) {
  // The figures alone run named (readStoreStats): the shop report's and the summary's extras are planned by range.
  const f = await storeFigures(db, { storeId: scope.storeId, range, named: true });
  const terms = await termsFigures(db, {
    storeId: scope.storeId,
    today: range.today,
    timeZone: range.timeZone,
  });
  const money = moneyOf(scope.currency);
  const m = periodMetrics(f, money);
  return {
    range: rangeOf(range),
    currency: scope.currency,
    revenue: m.revenue,
    cost: m.cost,
    profit: m.profit,
    activeInventoryValue: { total: money(f.live.amount), count: f.live.n },
    pendingPayouts: pendingPayouts(f, money),
    paidPayouts: m.paidPayouts,
    storeInventory: {
      amount: money(f.liveOwned.amount),
      cost: money(f.liveOwned.cost),
      count: f.liveOwned.n,
    },
    inventoryUnits: {
      active: f.live.n,
      sold: m.soldUnits,
      newListings: m.newListings,
      byStatus: f.unitsByStatus,
    },
    expiringThisWeek: terms.expiringThisWeek,
    markdownsThisMonth: terms.markdownsThisMonth,
    daily: f.daily.map((d) => ({
      date: d.date,
      sales: money(d.sales),
      profit: money(d.sales - d.cost),
      newListings: d.newListings,
    })),
  };
}

/** The store's location names by id, as a JSON object. */
const locationNamesSql = (storeId: number) =>
  sql`select coalesce(json_object_agg(id, name), '{}') from locations where store_id = ${storeId}`;

/**
 * Consigners (not the store account) by what their items sold for in the range, top `limit`, as JSON: the
 * covering index holds every column of the sales, and only the top rows are joined to their consigner.
 * Sold items are never soft-deleted (deleting is for Requested/Pending/store-request items only).
 */
function consignersBySalesVolumeSql(storeId: number, range: ReportRange, limit = 10) {
  const from = sql`((${range.start}::date)::timestamp at time zone ${range.timeZone})`;
  const to = sql`((${range.end}::date + 1)::timestamp at time zone ${range.timeZone})`;
  return sql`
    select coalesce(json_agg(t order by t.sales desc, t."consignerId"), '[]') from (
      select s.consigner_id as "consignerId", s.units, s.sales, c.first_name as "firstName",
             c.last_name as "lastName", c.email
      from (
        select i.consigner_id, count(*) as units, sum(${itemSql.revenue}) as sales
        from inventories i
        where i.store_id = ${storeId} and i.sold_on >= ${from} and i.sold_on < ${to}
          and i.status in (${soldStatusList()})
          and i.consigner_id <> coalesce(
            (select id from consigners where store_id = ${storeId} and is_store_account), 0)
        group by i.consigner_id
        order by sales desc, i.consigner_id
        limit ${limit}
      ) s join consigners c on c.store_id = ${storeId} and c.id = s.consigner_id
    ) t`;
}

interface TopConsigner {
  consignerId: number;
  units: number;
  sales: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** What the shop report reads besides the store figures, in the same statement. */
export const shopReportExtras = (storeId: number, range: ReportRange) => ({
  locationNames: locationNamesSql(storeId),
  topConsigners: consignersBySalesVolumeSql(storeId, range),
});

export async function shopReport(db: DbOrTx, scope: StoreScope, range: ReportRange) {
  const f = await storeFigures(db, {
    storeId: scope.storeId,
    range,
    extras: shopReportExtras(scope.storeId, range),
  });
  const names = f.extras.locationNames as Record<string, string>;
  const top = f.extras.topConsigners as TopConsigner[];
  const money = moneyOf(scope.currency);
  const m = periodMetrics(f, money);
  return {
    range: rangeOf(range),
    currency: scope.currency,
    inventoriesByAge: f.byAge.map((a) => ({ bucket: a.bucket, count: a.n, value: money(a.amount) })),
    inventoriesByCategory: f.byCategory.map((c) => ({
      category: c.category || 'Uncategorised',
      count: c.n,
      value: money(c.amount),
    })),
    inventoriesByLocation: f.byLocation.map((l) => ({
      locationId: l.locationId || null,
      location: names[l.locationId] ?? 'No location',
      count: l.n,
      value: money(l.amount),
    })),
    pendingPayouts: pendingPayouts(f, money),
    pendingPriceRequests: f.priceRequests,
    pendingWithdrawalRequests: f.withdrawalRequests,
    consignersBySalesVolume: top.map((t) => ({
      consignerId: t.consignerId,
      name: `${t.firstName} ${t.lastName}`.trim() || t.email,
      soldUnits: t.units,
      sales: money(t.sales),
    })),
    sales: m.revenue,
    profit: m.profit,
    activeListings: m.activeListings,
    newListings: m.newListings,
    totalInventoryValue: m.totalInventoryValue,
    // The level now; previous, growth and daily are of what became owed per day (docs/reports.md).
    totalPendingPayouts: {
      ...m.owedAccrued,
      ...pendingPayouts(f, money),
      accrued: m.owedAccrued.total,
      paidDaily: m.paidPayouts.daily,
    },
  };
}

/** Consigners (not deleted, not the store account) and those created in the range, as JSON. */
function consignerCountsSql(storeId: number, range: ReportRange) {
  const from = sql`((${range.start}::date)::timestamp at time zone ${range.timeZone})`;
  const to = sql`((${range.end}::date + 1)::timestamp at time zone ${range.timeZone})`;
  return sql`
    select json_build_object('total', count(*), 'new', count(*) filter (where created_at >= ${from} and created_at < ${to}))
    from consigners where store_id = ${storeId} and deleted_at is null and not is_store_account`;
}

export async function storeSalePayoutSummary(db: DbOrTx, scope: StoreScope, range: ReportRange) {
  const f = await storeFigures(db, {
    storeId: scope.storeId,
    range,
    extras: {
      consigners: consignerCountsSql(scope.storeId, range),
    },
  });
  const people = f.extras.consigners as { total: number; new: number };
  const money = moneyOf(scope.currency);
  const m = periodMetrics(f, money);
  return {
    range: rangeOf(range),
    currency: scope.currency,
    profit: m.profit,
    sales: m.revenue,
    storeInventory: {
      count: f.liveOwned.n,
      amount: money(f.liveOwned.amount),
      cost: money(f.liveOwned.cost),
    },
    consignerInventory: { count: f.liveConsigned.n, amount: money(f.liveConsigned.amount) },
    activeInventory: { count: f.live.n, amount: money(f.live.amount) },
    soldInventory: { count: f.current.soldUnits, amount: money(f.current.sales) },
    totalConsigners: people.total,
    newConsigners: people.new,
    payouts: {
      paid: money(f.current.paidPayouts),
      paidGrowth: growth(money(f.current.paidPayouts), money(f.previous.paidPayouts)),
      ...pendingPayouts(f, money),
    },
  };
}
