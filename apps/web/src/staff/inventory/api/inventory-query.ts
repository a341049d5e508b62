import type { InventorySortOption } from '@backroom/domain/constants';
import { apiDateRange, type DateRange } from '@backroom/domain/dates';
import type { QueryOf } from '@web/shared/api/contract-paths';

/** The admin list's filter state (spec 2 §2.8) plus the page; inventoryParams turns it into the query. */
export interface InventoryQuery {
  search: string;
  statuses: readonly string[];
  location: string | null;
  subLocation: string | null;
  consigner: number | null;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  category: string | null;
  printed: boolean | null;
  sortOption: InventorySortOption;
  dateRange: DateRange | null;
  page: number;
  pageSize: number;
}

/** The query string of GET /api/inventories/paginatedInventories and exportInventory. */
export function inventoryParams(
  query: InventoryQuery,
  today: string,
  paged = true,
): QueryOf<'GET', '/api/inventories/paginatedInventories'> {
  const dates = query.dateRange ? apiDateRange(query.dateRange, today) : null;
  return {
    search: query.search || undefined,
    // Several statuses go comma-separated: ?status=Active,Pending.
    status: query.statuses.length > 0 ? query.statuses.join(',') : undefined,
    location: query.location,
    subLocation: query.subLocation,
    consigner: query.consigner ?? undefined,
    option1Value: query.option1Value,
    option2Value: query.option2Value,
    option3Value: query.option3Value,
    category: query.category,
    printed: query.printed === null ? undefined : query.printed,
    sortOption: query.sortOption,
    dateRangeStart: dates?.dateRangeStart,
    dateRangeEnd: dates?.dateRangeEnd,
    ...(paged ? { currentPage: query.page, pageSize: query.pageSize } : {}),
  };
}
