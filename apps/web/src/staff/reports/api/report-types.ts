/** Answers of the report endpoints (docs/api.md "Dashboard and reports"); money in the store currency's decimals. */
export interface Metric {
  total: number;
  previous: number;
  /** Percent change (spec 3 §9). */
  growth: number;
  daily: { date: string; value: number }[];
}

export interface ReportRangeAnswer {
  start: string;
  end: string;
  previousStart: string;
  previousEnd: string;
}

export interface PendingPayouts {
  total: number;
  owed: number;
  buyingDue: number;
}

export interface Dashboard {
  range: ReportRangeAnswer;
  currency: string;
  revenue: Metric;
  cost: Metric;
  profit: Metric;
  activeInventoryValue: { total: number; count: number };
  pendingPayouts: PendingPayouts;
  paidPayouts: Metric;
  storeInventory: { amount: number; cost: number; count: number };
  inventoryUnits: { active: number; sold: Metric; newListings: Metric; byStatus: Record<string, number> };
  daily: { date: string; sales: number; profit: number; newListings: number }[];
}

export interface Breakdown {
  count: number;
  value: number;
}

export interface ShopReport {
  range: ReportRangeAnswer;
  currency: string;
  inventoriesByAge: (Breakdown & { bucket: string })[];
  inventoriesByCategory: (Breakdown & { category: string })[];
  inventoriesByLocation: (Breakdown & { location: string; locationId: number | null })[];
  pendingPayouts: PendingPayouts;
  pendingPriceRequests: number;
  pendingWithdrawalRequests: number;
  consignersBySalesVolume: { consignerId: number; name: string; soldUnits: number; sales: number }[];
  sales: Metric;
  profit: Metric;
  activeListings: Metric;
  newListings: Metric;
  totalInventoryValue: Metric;
  totalPendingPayouts: Metric & PendingPayouts & { accrued: number; paidDaily: Metric['daily'] };
}

export interface StoreSalePayoutSummary {
  range: ReportRangeAnswer;
  currency: string;
  profit: Metric;
  sales: Metric;
  storeInventory: { count: number; amount: number; cost: number };
  consignerInventory: { count: number; amount: number };
  activeInventory: { count: number; amount: number };
  soldInventory: { count: number; amount: number };
  totalConsigners: number;
  newConsigners: number;
  payouts: PendingPayouts & { paid: number; paidGrowth: number };
}

export interface ConsignerReport {
  range: ReportRangeAnswer;
  currency: string;
  consigner: { id: number; name: string };
  byAge: (Breakdown & { bucket: string })[];
  byStatus: (Breakdown & { status: string })[];
  byCategory: (Breakdown & { category: string })[];
  byLocation: (Breakdown & { location: string })[];
  bestSellingProducts: ProductSales[];
  lowStockProducts: ProductSales[];
  sales: Metric;
  pendingPayouts: Metric & PendingPayouts & { accrued: number };
  activeListings: Metric;
  soldListings: Metric;
  growth: { sales: number; soldListings: number; activeListings: number };
  daily: { date: string; sales: number; soldListings: number; activeListings: number }[];
  analytics: { totalSold: number; totalPaid: number; totalPending: number };
}

export interface ProductSales {
  productId: number;
  title: string;
  sku: string;
  image: string | null;
  soldUnits: number;
  sales: number;
  inStock: number;
}
