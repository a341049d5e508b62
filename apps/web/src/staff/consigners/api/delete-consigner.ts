import { messages } from '@backroom/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** POST /api/consigners/deleteConsigner/{id} */
export function deleteConsigner(id: number): Promise<unknown> {
  return api.post(`/api/consigners/deleteConsigner/${id}`);
}

export function useDeleteConsigner(config: MutationConfig<typeof deleteConsigner> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: messages.consignerDeleted },
    ...rest,
    onSuccess: async (answer, id, ...args) => {
      queryClient.removeQueries({ queryKey: queryKeys.consigners.detail(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.consigners.lists() });
      await onSuccess?.(answer, id, ...args);
    },
    mutationFn: deleteConsigner,
  });
}
