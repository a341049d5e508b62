/** Answers of the orders API: the server's response schemas (docs/api.md "Orders"); money in major units. */
import type { QueryState } from '@web/shared/api/contract-paths';

export type {
  FilterConsigner,
  Order,
  OrderLine,
  OrdersPage,
  OrderWithAdminUrl,
} from '@backroom/domain/contract/orders';

type OrdersState = QueryState<'/api/orders'>;

/** The list's filters; flagged is a switch here, sent as 'true' when on and left out when off. */
export type OrdersFilters = Pick<OrdersState, 'search'> &
  Partial<Pick<OrdersState, 'consigner' | 'source' | 'dateRangeStart' | 'dateRangeEnd'>> & {
    flagged?: boolean;
  };

export type OrdersQuery = OrdersFilters & Pick<OrdersState, 'page' | 'pageSize'>;
