import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFrom } from '@web/shared/api/answer-shapes';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { InventoryLog } from './inventory';

/** GET /api/inventoryLogs/{id} → {inventoryLogs}. */
export async function getInventoryLogs(id: number): Promise<InventoryLog[]> {
  return listFrom<InventoryLog>(await api.get<unknown>(`/api/inventoryLogs/${id}`), 'inventoryLogs');
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
