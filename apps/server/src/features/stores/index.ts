/** The stores feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { RESYNC_ALL_JOB, resyncAllInventoryJob, storeResyncRoutes } from './resync';
import { storeRoutes } from './routes';
import { storeSettingsRoutes } from './settings';

export const storesFeature: Feature = ({ app, deps }) => ({
  routes: () => {
    storeRoutes(app, deps);
    storeSettingsRoutes(app, deps);
    storeResyncRoutes(app, deps);
  },
  jobs: () => deps.worker.register(RESYNC_ALL_JOB, resyncAllInventoryJob(deps.storefront)),
});

// Used by other features (the only way in besides the routes and jobs above).
export { findStoreByHandle } from './service';
export { DEFAULT_SETTINGS } from './settings-service';
