import type { QuickAdded } from '@backroom/domain/contract/setup';
import type { QuickAddBody } from '@backroom/domain/schemas/setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { useInvalidateInventory } from '@web/staff/inventory/api/inventory-actions';

/** POST /api/inventories/quickAdd: the product and its item in one go (issue 33). */
export function quickAdd(body: QuickAddBody): Promise<QuickAdded> {
  return api.post('/api/inventories/quickAdd', body);
}

export function useQuickAdd(config: MutationConfig<typeof quickAdd> = {}) {
  const invalidate = useInvalidateInventory();
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: quickAdd,
    onSuccess: async (answer, ...args) => {
      void invalidate();
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      await onSuccess?.(answer, ...args);
    },
  });
}
