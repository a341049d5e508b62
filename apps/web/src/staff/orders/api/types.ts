/** Answers of the orders API: the server's response schemas (docs/api.md "Orders"); money in major units. */
export type {
  FilterConsigner,
  Order,
  OrderLine,
  OrdersPage,
  OrderWithAdminUrl,
} from '@backroom/domain/contract/orders';

export interface OrdersFilters {
  search: string;
  consigner?: number;
  source?: 'local' | 'shopify' | 'linnworks' | 'register';
  flagged?: boolean;
  dateRangeStart?: string;
  dateRangeEnd?: string;
}

export interface OrdersQuery extends OrdersFilters {
  page: number;
  pageSize: number;
}
