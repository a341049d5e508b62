/** The webhooks feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { WEBHOOK_DELIVER_JOB } from '../../core/webhook-events/emit';
import { deliverWebhookJob } from './deliver';
import { nudgeWorkerAfterChanges, webhookRoutes } from './routes';

export const webhooksFeature: Feature = ({ app, deps, secretBox }) => {
  const addresses = { production: deps.env.NODE_ENV === 'production' };
  return {
    // Wakes the job worker after any change, so queued deliveries go out without waiting for its poll.
    hooks: () => nudgeWorkerAfterChanges(app, deps.worker),
    routes: () => webhookRoutes(app, { deps, box: secretBox, policy: addresses }),
    jobs: () => deps.worker.register(WEBHOOK_DELIVER_JOB, deliverWebhookJob(secretBox, addresses)),
  };
};

// Used by other features (the only way in besides the routes and jobs above).
export { createEndpoint, secretContext } from './endpoints';
export { newSigningSecret } from './signature';
