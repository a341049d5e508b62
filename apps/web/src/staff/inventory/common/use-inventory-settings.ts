import { useCurrentStore } from '@web/staff/common/api/get-current-store';

/** The store settings the inventory screens read, with the schema's defaults while they load or are unreadable. */
export interface InventorySettings {
  /** False when the settings could not be read (GET /api/stores/current needs the Settings control). */
  known: boolean;
  safeInventoryStatusMode: boolean;
  withdrawFee: number;
  withdrawEarlyDays: number;
  shipInstructions: string[];
}

/**
 * Staff with the Inventory control but not Settings get the defaults (safe mode on, no early-withdrawal
 * preview, generic shipping instructions); the server applies the real settings either way.
 */
export function useInventorySettings(): InventorySettings {
  const store = useCurrentStore({ meta: { silent: true }, retry: false });
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
