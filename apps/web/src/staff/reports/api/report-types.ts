/** Answers of the report endpoints: the server's response schemas (docs/api.md "Dashboard and reports"). */
export type {
  Breakdown,
  ConsignerReport,
  Dashboard,
  Metric,
  ProductSales,
  ShopReport,
  StoreSalePayoutSummary,
} from '@backroom/domain/contract/reports';
