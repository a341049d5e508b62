import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { BodyOf } from '@web/shared/api/contract-paths';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** The fields staff change on the consigner screen (spec 3 §7 PUT /api/consigners/{id}), typed from its body. */
export type ConsignerChanges = Pick<
  BodyOf<'PUT', '/api/consigners/:id'>,
  | 'chargeTax'
  | 'isActive'
  | 'marketplaceLocation'
  | 'payoutType'
  | 'payoutData'
  | 'bankData'
  | 'accountType'
  /** An account-type change recalculates the payouts of the consigner's inventory in the background. */
  | 'isRecalculateInventoryPayout'
> & { consignerTypeId?: number };

/** PUT /api/consigners/{id}: answers the consigner, and a job id when the change runs in the background. */
export function updateConsigner({ id, changes }: { id: number; changes: ConsignerChanges }) {
  return api.put(`/api/consigners/${id}`, changes);
}

export function useUpdateConsigner(config: MutationConfig<typeof updateConsigner> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Saved' },
    ...rest,
    onSuccess: async (answer, input, ...args) => {
      if (answer.consigner) queryClient.setQueryData(queryKeys.consigners.detail(input.id), answer.consigner);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.consigners.detail(input.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.consigners.lists() }),
      ]);
      await onSuccess?.(answer, input, ...args);
    },
    mutationFn: updateConsigner,
  });
}
