/**
 * The store's figures for a range, from inventory_stats and payouts: the one computation the dashboard, the
 * shop report and the store sale payout summary share, so they always agree. Amounts are minor units here;
 * the answer shapes (answers.ts) turn them into the currency's decimals.
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AGE_BUCKETS, isLive, PRICE_REQUEST_STATUS, WITHDRAWAL_REQUEST_STATUS } from './definitions';
import { type PendingSplit, pendingSplitOf, pendingSplitSql } from './pending-split';
import type { ReportRange } from './range';
import { readStoreStats } from './stats';

export interface Totals {
  n: number;
  amount: number;
}

/** Per day of the range (and the previous period) of the flows that happen on a day. */
export interface DayFlows {
  sales: number;
  cost: number;
  soldUnits: number;
  newListings: number;
  newListingsValue: number;
  owedAccrued: number;
  paidPayouts: number;
}

export interface StoreFigures {
  range: ReportRange;
  current: DayFlows;
  previous: DayFlows;
  daily: (DayFlows & { date: string; activeListings: number; inventoryValue: number })[];
  live: Totals;
  /** The live stock at the end of the range's last day and of the previous period's last day. */
  liveAtEnd: { n: number; value: number };
  liveAtPreviousEnd: { n: number; value: number };
  liveOwned: Totals & { cost: number };
  liveConsigned: Totals;
  owedNow: number;
  /** How owedNow splits against Ready to Pay (pending-split.ts). */
  owedSplit: PendingSplit;
  buyingDue: number;
  priceRequests: number;
  withdrawalRequests: number;
  unitsByStatus: Record<string, number>;
  byCategory: { category: string; n: number; amount: number }[];
  byLocation: { locationId: number; n: number; amount: number }[];
  byAge: { bucket: string; n: number; amount: number }[];
}

const emptyFlows = (): DayFlows => ({
  sales: 0,
  cost: 0,
  soldUnits: 0,
  newListings: 0,
  newListingsValue: 0,
  owedAccrued: 0,
  paidPayouts: 0,
});

function addFlows(into: DayFlows, from: DayFlows) {
  for (const k of Object.keys(into) as (keyof DayFlows)[]) into[k] += from[k];
}

/**
 * The store's figures for a range. `extras` are named sub-selects answered in the same statement (see
 * readStoreStats); their JSON comes back in `extras`.
 */
/** The figures' extra fields beside the caller's (the statement `npm run bench` runs bare is storeStatsSql of these). */
export const storeFiguresExtras = (storeId: number, extras: Record<string, SQL> = {}) => ({
  ...extras,
  owedSplit: pendingSplitSql(storeId),
});

export async function storeFigures(
  db: DbOrTx,
  {
    storeId,
    range,
    extras = {},
    named = false,
  }: { storeId: number; range: ReportRange; extras?: Record<string, SQL>; named?: boolean },
): Promise<StoreFigures & { extras: Record<string, unknown> }> {
  const stats = await readStoreStats(db, {
    storeId,
    range,
    extras: storeFiguresExtras(storeId, extras),
    named,
  });
  const figures: StoreFigures = {
    range,
    current: emptyFlows(),
    previous: emptyFlows(),
    daily: [],
    live: { n: 0, amount: 0 },
    liveAtEnd: { n: 0, value: 0 },
    liveAtPreviousEnd: { n: 0, value: 0 },
    liveOwned: { n: 0, amount: 0, cost: 0 },
    liveConsigned: { n: 0, amount: 0 },
    owedNow: 0,
    owedSplit: pendingSplitOf(stats.extras.owedSplit),
    buyingDue: stats.buyingDue,
    priceRequests: 0,
    withdrawalRequests: 0,
    unitsByStatus: {},
    byCategory: [],
    byLocation: [],
    byAge: [],
  };
  for (const r of stats.statuses) {
    figures.unitsByStatus[r.status] = (figures.unitsByStatus[r.status] ?? 0) + r.n;
    if (r.status === PRICE_REQUEST_STATUS) figures.priceRequests += r.n;
    if (r.status === WITHDRAWAL_REQUEST_STATUS) figures.withdrawalRequests += r.n;
    figures.owedNow += r.owed;
    if (!isLive(r.status)) continue;
    figures.live.n += r.n;
    figures.live.amount += r.price;
    if (r.owned) {
      figures.liveOwned.n += r.n;
      figures.liveOwned.amount += r.price;
      figures.liveOwned.cost += r.cost;
    } else {
      figures.liveConsigned.n += r.n;
      figures.liveConsigned.amount += r.price;
    }
  }

  const flows = new Map<string, DayFlows>();
  const flowOf = (day: string) => {
    const f = flows.get(day) ?? emptyFlows();
    flows.set(day, f);
    return f;
  };
  // Net change of the live stock per day: accepted items that are live or sold now enter it, sold items leave.
  const liveIn = new Map<string, { n: number; price: number }>();
  for (const d of stats.days) {
    const f = flowOf(d.day);
    f.newListings += d.newListings;
    f.newListingsValue += d.newListingsValue;
    f.sales += d.sales;
    f.cost += d.cost;
    f.soldUnits += d.soldUnits;
    f.owedAccrued += d.owedAccrued;
    liveIn.set(d.day, { n: d.liveIn, price: d.liveInValue });
  }
  for (const p of stats.paid) flowOf(p.day).paidPayouts += p.total;

  for (const [day, f] of flows) {
    if (day >= range.start && day <= range.end) addFlows(figures.current, f);
    else if (day >= range.previous.start && day <= range.previous.end) addFlows(figures.previous, f);
  }

  // Live stock at the end of a day: today's, less what entered after that day, plus what left after it.
  const levelAt = (day: string) => {
    let n = figures.live.n;
    let value = figures.live.amount;
    for (const [d, v] of liveIn) {
      if (d > day && d <= range.today) {
        n -= v.n;
        value -= v.price;
      }
    }
    return { n, value };
  };
  const levels = new Map<string, { n: number; value: number }>();
  let level = levelAt(range.end);
  for (const day of [...range.days].reverse()) {
    levels.set(day, level);
    const v = liveIn.get(day);
    level = v ? { n: level.n - v.n, value: level.value - v.price } : level;
  }
  figures.liveAtEnd = levelAt(range.end);
  figures.liveAtPreviousEnd = levelAt(range.previous.end);
  figures.daily = range.days.map((date) => ({
    date,
    ...(flows.get(date) ?? emptyFlows()),
    activeListings: levels.get(date)!.n,
    inventoryValue: levels.get(date)!.value,
  }));

  figures.byCategory = stats.categories
    .map((c) => ({ category: c.category, n: c.n, amount: c.price }))
    .sort((a, b) => b.n - a.n || a.category.localeCompare(b.category));
  figures.byLocation = stats.locations
    .map((l) => ({ locationId: l.locationId, n: l.n, amount: l.price }))
    .sort((a, b) => b.n - a.n || a.locationId - b.locationId);
  const buckets = new Map<string, Totals>(
    stats.ages.map((a): [string, Totals] => [a.bucket, { n: a.n, amount: a.price }]),
  );
  // The oldest bucket is the live stock the younger ones (and the never accepted) do not hold.
  const oldest = AGE_BUCKETS[AGE_BUCKETS.length - 1]!.label;
  const rest = { ...figures.live };
  for (const t of buckets.values()) {
    rest.n -= t.n;
    rest.amount -= t.amount;
  }
  if (rest.n !== 0 || rest.amount !== 0) buckets.set(oldest, rest);
  figures.byAge = [...AGE_BUCKETS.map((b) => b.label), 'Not accepted']
    .filter((bucket) => buckets.has(bucket))
    .map((bucket) => ({ bucket, ...buckets.get(bucket)! }));
  return { ...figures, extras: stats.extras };
}
