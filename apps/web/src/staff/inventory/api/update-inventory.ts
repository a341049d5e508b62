import type { editBody } from '@backroom/domain/contract/inventory-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';
import type { InventoryItem } from './inventory';

/**
 * What PUT /api/inventories/{id} takes (spec 2 §7); only the fields sent change. `version` is the version the
 * edit was made on: a change by someone else meanwhile answers 409.
 */
export type InventoryChanges = z.input<typeof editBody>;

export interface UpdateInput {
  id: number;
  changes: InventoryChanges;
}

/** PUT /api/inventories/{id}: answers the saved item; a refusal carries the server's text. */
export function updateInventory({ id, changes }: UpdateInput): Promise<InventoryItem> {
  return api.put(`/api/inventories/${id}`, changes);
}

export function useUpdateInventory(config: MutationConfig<typeof updateInventory> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (item, input, ...args) => {
      if (item && typeof item === 'object' && 'id' in item) {
        queryClient.setQueryData(queryKeys.inventories.detail(input.id), item);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.inventories.detail(input.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.inventories.logs(input.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.inventories.lists() }),
      ]);
      await onSuccess?.(item, input, ...args);
    },
    mutationFn: updateInventory,
  });
}
