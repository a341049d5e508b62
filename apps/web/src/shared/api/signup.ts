import type { signupBody } from '@backroom/domain/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthSession } from './auth-types';
import { api } from './client';
import type { MutationConfig } from './query-config';

/** The seller sign-up sends the three steps' profile; staff sign-up through an invite link sends its inviteId. */
export type SignupInput = z.input<typeof signupBody>;

/** POST /open/auth/signup: creates the login (and the consigner, with a profile); sends the verification e-mail. */
export function signup(input: SignupInput): Promise<AuthSession> {
  return api.post('/open/auth/signup', input);
}

export function useSignup(config?: MutationConfig<typeof signup>) {
  return useMutation({ ...config, mutationFn: signup });
}
