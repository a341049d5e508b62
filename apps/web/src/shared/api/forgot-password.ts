import type { MessageAnswer } from '@backroom/domain/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import type { BodyOf } from './contract-paths';
import type { MutationConfig } from './query-config';

/** POST /open/auth/forgot: mails a reset link. The answer is the same for unknown e-mails. */
export function forgotPassword(input: BodyOf<'POST', '/open/auth/forgot'>): Promise<MessageAnswer> {
  return api.post('/open/auth/forgot', input);
}

export function useForgotPassword(config?: MutationConfig<typeof forgotPassword>) {
  return useMutation({ ...config, mutationFn: forgotPassword });
}
