import type { ItemServices } from '@backroom/domain/schemas/inventory';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import type { InventoryItem } from './inventory';
import { useInvalidateInventory } from './inventory-actions';

/** One line of POST /api/inventories (spec 2 §7 inventoryFormArray). */
export interface AddInventoryLine {
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  price: number;
  quantity: number;
  cost?: number | null;
  location: string | null;
  subLocation: string | null;
  consigner: number;
  category: string | null;
  services?: ItemServices;
}

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
