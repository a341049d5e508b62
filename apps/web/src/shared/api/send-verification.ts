import type { VerificationSent } from '@backroom/domain/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import type { MutationConfig } from './query-config';

/** POST /open/auth/verify/send (bearer): mails the signed-in user a verification link. */
export function sendVerification(): Promise<VerificationSent> {
  return api.post<VerificationSent>('/open/auth/verify/send', {}, { auth: true });
}

export function useSendVerification(config?: MutationConfig<typeof sendVerification>) {
  return useMutation({ ...config, mutationFn: sendVerification });
}
