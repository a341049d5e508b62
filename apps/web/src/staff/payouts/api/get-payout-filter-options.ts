import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/payouts/filterOptions: statuses and the consigners that appear in payouts. */
export function usePayoutFilterOptions() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.payouts.filterOptions(),
      queryFn: () => api.get('/api/payouts/filterOptions'),
      staleTime: 60_000,
    }),
  );
}
