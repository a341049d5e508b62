import { useMutation } from '@tanstack/react-query';
import type { AuthSession } from './auth-types';
import { api } from './client';
import type { MutationConfig } from './query-config';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

/** POST /open/auth/login. */
export function login(input: LoginInput): Promise<AuthSession> {
  return api.post<AuthSession>('/open/auth/login', input);
}

export function useLogin(config?: MutationConfig<typeof login>) {
  return useMutation({ ...config, mutationFn: login });
}
