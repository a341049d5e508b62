/**
 * Linnworks, the second order source (issue #15 part 3), behind one interface: `linnworks` calls Linnworks'
 * REST API (http.ts); `local` runs the local test Linnworks on this machine and calls it through the same
 * adapter (local.ts), so a fresh machine can connect and sync orders without a Linnworks account. Production
 * refuses `local` (config/production-checks.ts). LINNWORKS_API_URL points the real adapter at a fake in tests.
 */
import type { Env } from '../../../config/env';
import { HttpLinnworksApi } from './http';
import { LocalLinnworksApi } from './local';
import type { LinnworksApi } from './port';

export * from './port';

export function createLinnworksApi(env: Pick<Env, 'LINNWORKS_PROVIDER' | 'LINNWORKS_API_URL'>): LinnworksApi {
  if (env.LINNWORKS_PROVIDER === 'linnworks') return new HttpLinnworksApi(env.LINNWORKS_API_URL);
  return new LocalLinnworksApi();
}
