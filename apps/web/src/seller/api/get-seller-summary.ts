import type { SellerSummary } from '@backroom/domain/contract/inventory';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryOf } from '@web/shared/api/contract-paths';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/inventories/consignerSummary: the inventory page's cards (sales and payouts of the range). */
export type { SellerSummary };

/** The range of the cards (the server always gives the signed-in consigner's own figures). */
type SummaryRange = Pick<
  QueryOf<'GET', '/api/inventories/consignerSummary'>,
  'dateRangeStart' | 'dateRangeEnd'
>;

export function sellerSummaryQueryOptions(range: SummaryRange) {
  return queryOptions({
    queryKey: queryKeys.inventories.list({ seller: 'summary', ...range }),
    queryFn: ({ signal }) => api.get('/api/inventories/consignerSummary', range, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerSummary(range: SummaryRange) {
  return useQuery(sellerSummaryQueryOptions(range));
}
