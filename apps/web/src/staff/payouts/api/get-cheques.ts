import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

export interface Cheque {
  id: number;
  consignerId: number;
  consignerName: string;
  amount: number;
  externalId: string | null;
  status: string;
  createdAt: string;
}

/** GET /api/cheques?payoutId: the cheques an auto payout wrote. */
export function useCheques(payoutId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.payouts.cheques(payoutId),
      queryFn: async () => (await api.get<{ cheques: Cheque[] }>('/api/cheques', { payoutId })).cheques,
      enabled,
    }),
  );
}
