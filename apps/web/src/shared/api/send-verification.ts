import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import type { MutationConfig } from './query-config';

/** POST /open/auth/verify/send (bearer): mails the signed-in user a verification link. */
export function sendVerification(): Promise<{ sent: true }> {
  return api.post<{ sent: true }>('/open/auth/verify/send', {}, { auth: true });
}

export function useSendVerification(config?: MutationConfig<typeof sendVerification>) {
  return useMutation({ ...config, mutationFn: sendVerification });
}
