/**
 * The sync request alone, apart from linnworks.ts: the staff frame sends it on every load, and linnworks.ts brings
 * the settings form's schema, and with it zod, which the first screen does not need (issue 32).
 */
import type { LinnworksSyncStatus } from '@backroom/domain/schemas/linnworks';
import { api } from '@web/shared/api/client';

/** POST /api/orders/linnworkOrders: asks for a sync now; a store without Linnworks answers configured: false. */
export function requestLinnworksSync(force = false): Promise<LinnworksSyncStatus> {
  return api.post('/api/orders/linnworkOrders', force ? { force } : {});
}
