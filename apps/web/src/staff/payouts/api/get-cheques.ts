import type { Cheque } from '@backroom/domain/contract/checkbook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

export type { Cheque };

/** GET /api/cheques?payoutId: the cheques an auto payout wrote. */
export function useCheques(payoutId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.payouts.cheques(payoutId),
      queryFn: async () => (await api.get('/api/cheques', { payoutId })).cheques,
      enabled,
    }),
  );
}
