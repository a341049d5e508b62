/** The billing feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { chargeInvoiceJob } from './charge';
import { billingConfig } from './config';
import { INVOICE_RUN_JOB, invoiceRunJob } from './invoice-run';
import { CHARGE_INVOICE_JOB } from './invoices';
import { createBillingProvider } from './provider';
import { StripeBillingProvider } from './provider/stripe';
import { registerBillingReadOnly } from './read-only';
import { billingRoutes } from './routes';
import { stripeWebhookRoutes } from './webhooks';

export const billingFeature: Feature = ({ app, deps }) => {
  const { db, env } = deps;
  const billing = { db, config: billingConfig(env), provider: createBillingProvider(env) };
  return {
    hooks: () => registerBillingReadOnly(app, db, billing.config),
    routes: async () => {
      billingRoutes(app, deps, billing);
      if (billing.provider instanceof StripeBillingProvider && env.STRIPE_WEBHOOK_SECRET) {
        await stripeWebhookRoutes(app, {
          deps: billing,
          provider: billing.provider,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        });
      }
    },
    jobs: () => {
      deps.worker.register(INVOICE_RUN_JOB, invoiceRunJob(billing.config));
      deps.worker.register(CHARGE_INVOICE_JOB, chargeInvoiceJob(billing));
    },
  };
};

// Used by other features (the only way in besides the routes and jobs above).
export { emailOwner } from './emails';
export { stripeClient } from './provider/stripe';
