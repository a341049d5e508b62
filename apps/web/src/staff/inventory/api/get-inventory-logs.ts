import type { InventoryLog } from '@backroom/domain/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/inventoryLogs/{id} → {inventoryLogs}, newest first. */
export async function getInventoryLogs(id: number): Promise<InventoryLog[]> {
  const data = await api.get(`/api/inventoryLogs/${id}`);
  return data.inventoryLogs;
}

export function inventoryLogsQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.inventories.logs(id),
    queryFn: () => getInventoryLogs(id),
    meta: { silent: true },
  });
}

export function useInventoryLogs(id: number, config?: QueryConfig<typeof inventoryLogsQueryOptions>) {
  return useQuery({ ...inventoryLogsQueryOptions(id), ...config });
}
