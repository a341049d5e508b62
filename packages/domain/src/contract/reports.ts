/**
 * Answers of the dashboard and the reports (docs/reports.md): money in major units of the store's currency,
 * days as `YYYY-MM-DD` in the store's time zone.
 */
import { z } from 'zod';
import { coercedRowId, queryText } from '../schemas/common';

const int = () => z.number().int();

export const metric = z.object({
  total: z.number(),
  previous: z.number(),
  /** Percent change (spec 3 §9), two decimals. */
  growth: z.number(),
  daily: z.array(z.object({ date: z.string(), value: z.number() })),
});
export type Metric = z.output<typeof metric>;

export const reportRange = z.object({
  start: z.string(),
  end: z.string(),
  previousStart: z.string(),
  previousEnd: z.string(),
});

/**
 * Pending payouts: total = owed (Σ payout of sold consigned items not paid out) + buyingDue (store-bought payouts
 * not paid). owed = readyToPay (the Ready to Pay page's total) + balanceRecovered (consigners' balances those
 * payouts take back) + inUnpaidPayouts (items already in a payout that is not paid yet).
 */
const pendingBase = z.object({ total: z.number(), owed: z.number(), buyingDue: z.number() });
export const pendingPayouts = pendingBase.extend({
  readyToPay: z.number(),
  balanceRecovered: z.number(),
  inUnpaidPayouts: z.number(),
});
export type PendingPayouts = z.output<typeof pendingPayouts>;

export const breakdown = z.object({ count: int(), value: z.number() });
export type Breakdown = z.output<typeof breakdown>;

const countAndAmount = z.object({ count: int(), amount: z.number() });

export const dashboardAnswer = z.object({
  range: reportRange,
  currency: z.string(),
  revenue: metric,
  cost: metric,
  profit: metric,
  activeInventoryValue: z.object({ total: z.number(), count: int() }),
  pendingPayouts,
  paidPayouts: metric,
  storeInventory: z.object({ amount: z.number(), cost: z.number(), count: int() }),
  inventoryUnits: z.object({
    active: int(),
    sold: metric,
    newListings: metric,
    byStatus: z.record(z.string(), int()),
  }),
  /** Live items whose consignment term ends in the next 7 days of the store's calendar (issue 16). */
  expiringThisWeek: int(),
  /** Automatic markdowns that lowered a price since the 1st of this month, in the store's time zone. */
  markdownsThisMonth: int(),
  daily: z.array(z.object({ date: z.string(), sales: z.number(), profit: z.number(), newListings: int() })),
});
export type Dashboard = z.output<typeof dashboardAnswer>;

export const shopReportAnswer = z.object({
  range: reportRange,
  currency: z.string(),
  inventoriesByAge: z.array(breakdown.extend({ bucket: z.string() })),
  inventoriesByCategory: z.array(breakdown.extend({ category: z.string() })),
  inventoriesByLocation: z.array(breakdown.extend({ location: z.string(), locationId: int().nullable() })),
  pendingPayouts,
  pendingPriceRequests: int(),
  pendingWithdrawalRequests: int(),
  consignersBySalesVolume: z.array(
    z.object({ consignerId: int(), name: z.string(), soldUnits: int(), sales: z.number() }),
  ),
  sales: metric,
  profit: metric,
  activeListings: metric,
  newListings: metric,
  totalInventoryValue: metric,
  totalPendingPayouts: metric.extend(pendingPayouts.shape).extend({
    accrued: z.number(),
    paidDaily: metric.shape.daily,
  }),
});
export type ShopReport = z.output<typeof shopReportAnswer>;

export const salePayoutSummaryAnswer = z.object({
  range: reportRange,
  currency: z.string(),
  profit: metric,
  sales: metric,
  storeInventory: z.object({ count: int(), amount: z.number(), cost: z.number() }),
  consignerInventory: countAndAmount,
  activeInventory: countAndAmount,
  soldInventory: countAndAmount,
  totalConsigners: int(),
  newConsigners: int(),
  payouts: pendingPayouts.extend({ paid: z.number(), paidGrowth: z.number() }),
});
export type StoreSalePayoutSummary = z.output<typeof salePayoutSummaryAnswer>;

export const productSales = z.object({
  productId: int(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  soldUnits: int(),
  sales: z.number(),
  inStock: int(),
});
export type ProductSales = z.output<typeof productSales>;

export const consignerReportAnswer = z.object({
  range: reportRange,
  currency: z.string(),
  consigner: z.object({ id: int(), name: z.string() }),
  byAge: z.array(breakdown.extend({ bucket: z.string() })),
  byStatus: z.array(breakdown.extend({ status: z.string() })),
  byCategory: z.array(breakdown.extend({ category: z.string() })),
  byLocation: z.array(breakdown.extend({ location: z.string() })),
  bestSellingProducts: z.array(productSales),
  lowStockProducts: z.array(productSales),
  sales: metric,
  pendingPayouts: metric.extend(pendingBase.shape).extend({ accrued: z.number() }),
  activeListings: metric,
  soldListings: metric,
  growth: z.object({ sales: z.number(), soldListings: z.number(), activeListings: z.number() }),
  daily: z.array(
    z.object({ date: z.string(), sales: z.number(), soldListings: int(), activeListings: int() }),
  ),
  analytics: z.object({ totalSold: z.number(), totalPaid: z.number(), totalPending: z.number() }),
});
export type ConsignerReport = z.output<typeof consignerReportAnswer>;

export const reportDay = z.iso.date();

export const rangeQueryShape = {
  dateRangeStart: reportDay.optional(),
  dateRangeEnd: reportDay.optional(),
};

export const reportRangeQuery = z.object(rangeQueryShape);

export const consignerReportQuery = z.object({
  ...rangeQueryShape,
  consigner: coercedRowId().optional(),
  status: queryText(40),
  category: queryText(200),
  location: queryText(200),
});
