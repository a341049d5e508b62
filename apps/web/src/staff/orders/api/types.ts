/** Shapes of the orders API (docs/api.md "Orders"); money in the store currency's major units. */
export interface OrderLine {
  id: number;
  inventoryId: number | null;
  externalId: string | null;
  title: string;
  price: number | null;
  discount: number | null;
  conflict: string | null;
  /** Why a line from another system (Linnworks) found none of our items. */
  unmatched: string | null;
  code: string | null;
  status: string | null;
  soldPrice: number | null;
  payoutAmount: number | null;
  option1Value: string | null;
  option2Value: string | null;
  image: string | null;
  sku: string | null;
  consigner: { id: number; name: string; isStoreAccount: boolean } | null;
}

export interface Order {
  id: number;
  name: string;
  channel: 'local' | 'shopify' | 'linnworks';
  externalId: string;
  status: 'placed' | 'paid' | 'cancelled';
  customer: { first_name?: string; email?: string; phone?: string };
  total: number | null;
  orderDate: string;
  flagged: boolean;
  unmatchedCount: number;
  itemCount: number;
  lineItems: OrderLine[];
  adminUrl?: string | null;
}

export interface OrdersFilters {
  search: string;
  consigner?: number;
  source?: 'local' | 'shopify' | 'linnworks';
  flagged?: boolean;
  dateRangeStart?: string;
  dateRangeEnd?: string;
}

export interface OrdersQuery extends OrdersFilters {
  page: number;
  pageSize: number;
}
