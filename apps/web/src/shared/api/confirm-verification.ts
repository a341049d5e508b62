import type { DbUser, EmailVerified } from '@backroom/domain/contract/auth';
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

/**
 * The server's answer is the truth: the cached user is marked verified at once. A read of /api/me that left before
 * the confirmation landed would otherwise answer "not verified" and stand as fresh, and a read afterwards that
 * fails (a slow phone network) would leave the old answer on screen; either kept the user on /verify.
 */
export function useConfirmVerification(config: MutationConfig<typeof confirmVerification> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (...args) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.me });
      queryClient.setQueryData<DbUser>(queryKeys.me, (user) => user && { ...user, emailVerified: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      await onSuccess?.(...args);
    },
    mutationFn: confirmVerification,
  });
}
