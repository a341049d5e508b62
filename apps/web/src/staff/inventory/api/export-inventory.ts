import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { downloadText } from '@web/shared/download';
import { storeToday } from '@web/shared/store/store-time-zone';
import { type InventoryQuery, inventoryParams } from './inventory-query';

export const INVENTORY_EXPORT_FILE = 'inventoryExport.csv';

/** GET /api/inventories/exportInventory with the list's filters: a CSV download of every matching item. */
export async function exportInventory(query: InventoryQuery) {
  const csv = await api.getText(
    '/api/inventories/exportInventory',
    inventoryParams(query, storeToday(), false),
  );
  downloadText(INVENTORY_EXPORT_FILE, csv);
}

export function useExportInventory(config: MutationConfig<typeof exportInventory> = {}) {
  return useMutation({ ...config, mutationFn: exportInventory });
}
