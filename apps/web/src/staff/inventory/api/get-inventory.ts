import type { InventoryDetail } from '@backroom/domain/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/inventories/{id}: the item with its template and the variant's lowest price. */
export function getInventory(id: number): Promise<InventoryDetail> {
  return api.get(`/api/inventories/${id}`);
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
