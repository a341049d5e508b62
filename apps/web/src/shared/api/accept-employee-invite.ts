import type { DbUser } from '@backroom/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { MutationConfig } from './query-config';
import { queryKeys } from './query-keys';

/** PUT /open/employees/accept/{inviteId} (bearer): links the signed-in login to the invited employee. */
export function acceptEmployeeInvite(inviteId: string): Promise<DbUser> {
  return api.put(`/open/employees/accept/${encodeURIComponent(inviteId)}`, {}, { auth: true });
}

export function useAcceptEmployeeInvite(config: MutationConfig<typeof acceptEmployeeInvite> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (user, ...args) => {
      queryClient.setQueryData(queryKeys.me, user);
      await onSuccess?.(user, ...args);
    },
    mutationFn: acceptEmployeeInvite,
  });
}
