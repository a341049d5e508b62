import type { EmailVerified } from '@backroom/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { BodyOf } from './contract-paths';
import type { MutationConfig } from './query-config';
import { queryKeys } from './query-keys';

/** POST /open/auth/verify/confirm: the token of the mailed link verifies the e-mail. */
export function confirmVerification(
  input: BodyOf<'POST', '/open/auth/verify/confirm'>,
): Promise<EmailVerified> {
  return api.post('/open/auth/verify/confirm', input);
}

export function useConfirmVerification(config: MutationConfig<typeof confirmVerification> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      await onSuccess?.(...args);
    },
    mutationFn: confirmVerification,
  });
}
