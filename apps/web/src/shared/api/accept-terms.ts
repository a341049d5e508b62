import type { DbUser } from '@backroom/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { MutationConfig } from './query-config';
import { queryKeys } from './query-keys';

/** PUT /api/me/acceptTerms: the consigner accepts the store's terms (acceptedTOS and isActive true). */
export function acceptTerms(): Promise<DbUser> {
  return api.put('/api/me/acceptTerms');
}

export function useAcceptTerms(config: MutationConfig<typeof acceptTerms> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (user, ...args) => {
      queryClient.setQueryData(queryKeys.me, user);
      await onSuccess?.(user, ...args);
    },
    mutationFn: acceptTerms,
  });
}
