import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { PayoutsPage, PayoutsQuery } from './types';

/** GET /api/payouts: search, status and consigner filters, newest first. */
export function getPayouts(query: PayoutsQuery): Promise<PayoutsPage> {
  return api.get('/api/payouts', query);
}

export function usePayouts(query: PayoutsQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.payouts.list(query),
      queryFn: () => getPayouts(query),
      placeholderData: keepPreviousData,
    }),
  );
}
