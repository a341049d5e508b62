/** The orders feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { localTestShopSaleRoutes } from './local-test-shop-sale';
import { RESYNC_ORDERS_JOB, resyncAllOrdersJob } from './resync';
import { orderRoutes } from './routes';
import { SHOPIFY_WEBHOOK_JOB, shopifyWebhookJob, shopifyWebhookRoutes } from './webhooks';

export const ordersFeature: Feature = ({ app, deps }) => ({
  routes: async () => {
    orderRoutes(app, deps);
    localTestShopSaleRoutes(app, deps);
    await shopifyWebhookRoutes(app, deps);
  },
  jobs: () => {
    deps.worker.register(RESYNC_ORDERS_JOB, resyncAllOrdersJob(deps.storefront));
    deps.worker.register(SHOPIFY_WEBHOOK_JOB, shopifyWebhookJob);
  },
});

// Used by other features (the only way in besides the routes and jobs above).
export {
  type IncomingLine,
  type IncomingOrder,
  ingestOrder,
  ingestOrderInTx,
  nextStage,
  type OrderStage,
} from './ingest';
export { systemWho } from './ingest-items';
export type { LineMatch } from './line-match';
