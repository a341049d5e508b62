/** The imports feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { CHECK_JOB, checkJob } from './check-job';
import { IMPORT_JOB, importJob } from './import-job';
import { importRoutes } from './routes';

export const importsFeature: Feature = ({ app, deps }) => ({
  routes: () => importRoutes(app, deps),
  jobs: () => {
    deps.worker.register(IMPORT_JOB, importJob(deps.storage, deps.env, app.log));
    deps.worker.register(CHECK_JOB, checkJob(deps.storage));
  },
});
