import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { PayoutDetail } from './types';

/** GET /api/payouts/{id}: the payout, its shares per consigner, items and audit trail. */
export function getPayout(id: number): Promise<PayoutDetail> {
  return api.get(`/api/payouts/${id}`);
}

/** A payout in flight is polled, so Pending turns into Paid or Failed on screen. */
export function usePayout(id: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.payouts.detail(id),
      queryFn: () => getPayout(id),
      refetchInterval: (query) => (query.state.data?.payout.autoPayoutInProgress ? 2000 : false),
    }),
  );
}
