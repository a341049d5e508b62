import type { creditPayoutBody } from '@backroom/domain/contract/register';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';

/** POST /api/register/credit/payouts: every Ready to Pay item of a consigner paid as store credit, with the bonus. */
export const payoutAsCredit = (input: z.input<typeof creditPayoutBody>) =>
  api.post('/api/register/credit/payouts', input);

export function usePayoutAsCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payoutAsCredit,
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.payouts.all }),
  });
}
