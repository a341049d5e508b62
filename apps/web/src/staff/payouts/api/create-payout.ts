import type { createPayoutBody } from '@backroom/domain/contract/payout-requests';
import type { PayoutCreated } from '@backroom/domain/contract/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';

/** requestKey: one key per "create" intent, so a retry after a timeout finds the payout the first try made. */
export type CreatePayoutInput = z.input<typeof createPayoutBody>;

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
