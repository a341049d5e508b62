import { useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

/** The store settings the inventory screens read, with the schema's defaults while they load or are unreadable. */
export interface InventorySettings {
  /** False while loading or when the settings could not be read. */
  known: boolean;
  safeInventoryStatusMode: boolean;
  withdrawFee: number;
  withdrawEarlyDays: number;
  shipInstructions: string[];
}

/**
 * GET /api/stores/current/inventorySettings (any staff member): until it answers the screens assume safe mode
 * on, no early-withdrawal preview and generic shipping instructions; the server applies the real settings anyway.
 */
export function useInventorySettings(): InventorySettings {
  const store = useQuery({
    queryKey: queryKeys.storeSettings.inventory,
    queryFn: () => api.get('/api/stores/current/inventorySettings'),
    meta: { silent: true },
    retry: false,
  });
  const s = store.data;
  const ship = s?.shipInstructions;
  return {
    known: Boolean(s),
    safeInventoryStatusMode: s?.safeInventoryStatusMode ?? true,
    withdrawFee: Number(s?.withdrawFee ?? 0),
    withdrawEarlyDays: Number(s?.withdrawEarlyDays ?? 0),
    shipInstructions: Array.isArray(ship) ? ship : ship ? [ship] : [],
  };
}
