import type { DbUser } from '@backroom/domain/contract/auth';
import type { consignerProfileSchema } from '@backroom/domain/contract/consigners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';

/** POST /api/me/profile: the seller sign-up's steps for a signed-in login that has no profile yet. */
export function createMyProfile(profile: z.input<typeof consignerProfileSchema>): Promise<DbUser> {
  return api.post('/api/me/profile', profile);
}

export function useCreateMyProfile(config: MutationConfig<typeof createMyProfile> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (user, ...args) => {
      queryClient.setQueryData(queryKeys.me, user);
      await onSuccess?.(user, ...args);
    },
    mutationFn: createMyProfile,
  });
}
