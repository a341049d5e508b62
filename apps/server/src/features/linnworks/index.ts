/** The linnworks feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { createLinnworksApi } from './provider';
import { linnworksRoutes } from './routes';
import { LINNWORKS_SYNC_JOB } from './schedule';
import { linnworksSyncJob } from './sync';

export const linnworksFeature: Feature = ({ app, deps, secretBox }) => {
  const api = createLinnworksApi(deps.env);
  app.addHook('onClose', async () => api.close?.());
  return {
    routes: () => linnworksRoutes(app, { deps, api, box: secretBox }),
    jobs: () =>
      deps.worker.register(
        LINNWORKS_SYNC_JOB,
        linnworksSyncJob({ api, box: secretBox }, deps.env.LINNWORKS_SYNC_MINUTES),
      ),
  };
};

// Used by other features (the only way in besides the routes and jobs above).
export { credentialsOf, findConnection, linnworksSecretContext } from './connection';
