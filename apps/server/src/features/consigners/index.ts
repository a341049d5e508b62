/** The consigners feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { recalculatePayoutsJob } from './recalculate';
import { consignerRoutes } from './routes';
import { RECALCULATE_JOB } from './service';

export const consignersFeature: Feature = ({ app, deps }) => ({
  routes: () => consignerRoutes(app, deps),
  jobs: () => deps.worker.register(RECALCULATE_JOB, recalculatePayoutsJob),
});

export { CONSIGNER_MESSAGES } from '@backroom/domain/messages/consigners';
// Used by other features (the only way in besides the routes and jobs above).
export { checkedPayout, type PayoutColumns, payoutColumns } from './payout-details';
export { insertConsigner, inviteSubject, inviteText } from './service';
