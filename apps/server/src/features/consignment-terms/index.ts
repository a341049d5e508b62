/** The consignment-terms feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { TERMS_CLOCK_JOB, termsClockJob } from './clock-job';
import { consignmentTermsRoutes } from './routes';
import { APPLY_STOCK_JOB, applyStockJob } from './stock';

export const consignmentTermsFeature: Feature = ({ app, deps }) => ({
  routes: () => consignmentTermsRoutes(app, deps),
  jobs: () => {
    deps.worker.register(TERMS_CLOCK_JOB, termsClockJob);
    deps.worker.register(APPLY_STOCK_JOB, applyStockJob);
  },
});

// Used by other features (the only way in besides the routes and jobs above).
export { runTermsClock } from './clock';
export { ensureDailyJob } from './clock-job';
export { termsSaleOf } from './sale';
