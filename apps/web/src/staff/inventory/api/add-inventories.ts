import type { makeAddInventoryLineSchema } from '@backroom/domain/schemas/inventory';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import type { z } from 'zod';
import type { InventoryItem } from './inventory';
import { useInvalidateInventory } from './inventory-actions';

/** One line of POST /api/inventories (spec 2 §7 inventoryFormArray). */
export type AddInventoryLine = Omit<
  z.input<ReturnType<typeof makeAddInventoryLineSchema>>,
  'price' | 'quantity' | 'cost' | 'consigner'
> & {
  // The schema reads any value for the numbers (and says what is wrong); the modal sends numbers.
  price: number;
  quantity: number;
  cost?: number | null;
  consigner: number;
};

export interface AddInventoryInput {
  productId: number;
  lines: AddInventoryLine[];
}

/** POST /api/inventories {productId, inventoryFormArray}: answers the created items. */
export async function addInventories({ productId, lines }: AddInventoryInput): Promise<InventoryItem[]> {
  const data = await api.post('/api/inventories', { productId, inventoryFormArray: lines });
  return data.inventories;
}

export function useAddInventories(config: MutationConfig<typeof addInventories> = {}) {
  const invalidate = useInvalidateInventory();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (items, ...args) => {
      void invalidate();
      await onSuccess?.(items, ...args);
    },
    mutationFn: addInventories,
  });
}
