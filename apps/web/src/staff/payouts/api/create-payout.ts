import type { PayoutCreated } from '@backroom/domain/contract/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

export interface CreatePayoutInput {
  inventoriesToPay: number[];
  /** One key per "create" intent: a retry after a timeout finds the payout the first try made. */
  requestKey: string;
}

/** POST /api/payouts/pay → the new (or already made) payout's id. */
export function createPayout(input: CreatePayoutInput): Promise<PayoutCreated> {
  return api.post('/api/payouts/pay', input);
}

export function useCreatePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPayout,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.payouts.all }),
  });
}
