import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { InventoryItem } from './inventory';

/** GET /api/inventories/{id}: the item (or {inventory: item}). */
export async function getInventory(id: number): Promise<InventoryItem> {
  const data = await api.get<InventoryItem | { inventory: InventoryItem }>(`/api/inventories/${id}`);
  return 'inventory' in data && data.inventory ? data.inventory : (data as InventoryItem);
}

export function inventoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.inventories.detail(id),
    queryFn: () => getInventory(id),
    // The screen shows "not found" itself.
    meta: { silent: true },
  });
}

export function useInventory(id: number, config?: QueryConfig<typeof inventoryQueryOptions>) {
  return useQuery({ ...inventoryQueryOptions(id), ...config });
}
