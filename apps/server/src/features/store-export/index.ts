/** The store-export feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { STORE_DATA_EXPORT_JOB, STORE_EXPORT_JOB, storeDataExportJob, storeExportJob } from './export-job';
import { storeExportRoutes } from './routes';

export const storeExportFeature: Feature = ({ app, deps, secretBox }) => ({
  routes: () => storeExportRoutes(app, deps, secretBox),
  jobs: () => {
    deps.worker.register(STORE_EXPORT_JOB, storeExportJob(deps.storage, secretBox));
    deps.worker.register(STORE_DATA_EXPORT_JOB, storeDataExportJob(deps.storage));
  },
});
