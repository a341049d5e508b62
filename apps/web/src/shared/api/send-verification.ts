import type { VerificationSent } from '@backroom/domain/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import type { MutationConfig } from './query-config';

/**
 * POST /open/auth/verify/send (bearer): mails the signed-in user a verification link. `unlessSent`: nothing is
 * mailed while a link mailed earlier (at sign-up, from another browser) is still live.
 */
export function sendVerification(unlessSent = false): Promise<VerificationSent> {
  return api.post('/open/auth/verify/send', unlessSent ? { unlessSent } : {}, {
    auth: true,
  });
}

export function useSendVerification(
  config?: MutationConfig<typeof sendVerification>,
  options: { unlessSent?: boolean } = {},
) {
  return useMutation({ ...config, mutationFn: () => sendVerification(options.unlessSent ?? false) });
}
