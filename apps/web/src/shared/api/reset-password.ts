import type { PasswordResetAnswer } from '@backroom/domain/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import type { BodyOf } from './contract-paths';
import type { MutationConfig } from './query-config';

/**
 * POST /open/auth/reset: sets a new password with the mailed token (and verifies the e-mail); the answer is a
 * session, so the user is signed in.
 */
export type ResetPasswordInput = BodyOf<'POST', '/open/auth/reset'>;

export function resetPassword(input: ResetPasswordInput): Promise<PasswordResetAnswer> {
  return api.post('/open/auth/reset', input);
}

export function useResetPassword(config?: MutationConfig<typeof resetPassword>) {
  return useMutation({ ...config, mutationFn: resetPassword });
}
