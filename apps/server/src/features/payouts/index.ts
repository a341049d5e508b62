/** The payouts feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { createPayoutProvider } from './provider';
import { payoutRoutes } from './routes';
import { SEND_PAYOUT_JOB, sendPayoutJob } from './send-job';

export const payoutsFeature: Feature = ({ app, deps }) => {
  const provider = createPayoutProvider(deps.env);
  return {
    routes: () => payoutRoutes(app, deps, provider),
    jobs: () => deps.worker.register(SEND_PAYOUT_JOB, sendPayoutJob(provider)),
  };
};

// Used by other features (the only way in besides the routes and jobs above).
export { writeAudit } from './audit';
export { createInTx } from './create';
export { CREDIT_PAYOUT_EMAIL_SUBJECT, queuePayoutEmails } from './emails';
export { markItemsPaid } from './paid-items';
export { owedItemWhere, payableWhere } from './ready';
