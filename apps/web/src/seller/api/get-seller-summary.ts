import type { SellerSummary } from '@backroom/domain/contract/inventory';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/inventories/consignerSummary: the inventory page's cards (sales and payouts of the range). */
export type { SellerSummary };

export function sellerSummaryQueryOptions(range: { dateRangeStart?: string; dateRangeEnd?: string }) {
  return queryOptions({
    queryKey: queryKeys.inventories.list({ seller: 'summary', ...range }),
    queryFn: ({ signal }) => api.get('/api/inventories/consignerSummary', { ...range }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerSummary(range: { dateRangeStart?: string; dateRangeEnd?: string }) {
  return useQuery(sellerSummaryQueryOptions(range));
}
