import type { loginBody } from '@backroom/domain/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthSession } from './auth-types';
import { api } from './client';
import type { MutationConfig } from './query-config';

export type LoginInput = z.input<typeof loginBody>;

/** POST /open/auth/login. */
export function login(input: LoginInput): Promise<AuthSession> {
  return api.post('/open/auth/login', input);
}

export function useLogin(config?: MutationConfig<typeof login>) {
  return useMutation({ ...config, mutationFn: login });
}
