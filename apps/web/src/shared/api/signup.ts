import type { ConsignerProfile } from '@backroom/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { AuthSession } from './auth-types';
import { api } from './client';
import type { MutationConfig } from './query-config';

export interface SignupInput {
  email: string;
  password: string;
  /** The seller sign-up's three steps; staff sign-up sends none. */
  profile?: ConsignerProfile;
  /** Staff sign-up through an invite link: links the employee, the address counts as verified. */
  inviteId?: string;
}

/** POST /open/auth/signup: creates the login (and the consigner, with a profile); sends the verification e-mail. */
export function signup(input: SignupInput): Promise<AuthSession> {
  return api.post<AuthSession>('/open/auth/signup', input);
}

export function useSignup(config?: MutationConfig<typeof signup>) {
  return useMutation({ ...config, mutationFn: signup });
}
