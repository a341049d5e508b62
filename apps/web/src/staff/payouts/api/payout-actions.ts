import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

/** POST /api/payouts/paid/{id}: mark as paid (manual payouts). */
export const markPayoutPaid = (id: number) => api.post(`/api/payouts/paid/${id}`, {});
/** POST /api/payouts/payBuying/{id}: Pay a Ready to Pay (Buying) line. */
export const payBuyingPayout = (id: number) => api.post(`/api/payouts/payBuying/${id}`, {});
/** POST /api/checkbook/retryAutoPayout: send a failed auto payout again. */
export const retryAutoPayout = (payoutId: number) => api.post('/api/checkbook/retryAutoPayout', { payoutId });

const ACTIONS = { markPaid: markPayoutPaid, pay: payBuyingPayout, retryAutoPayout } as const;

/** One hook for the payout detail's primary action; the answer's message is the toast. */
export function usePayoutAction(kind: keyof typeof ACTIONS) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ACTIONS[kind],
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.payouts.all }),
  });
}
