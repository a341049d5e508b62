/** The products feature's front door: what app.ts registers, and all that other features may import. */
import type { Feature } from '../../core/feature';
import { MERGE_JOB, mergeProductsJob, RESYNC_JOB, resyncProductJob } from './jobs';
import { productRoutes } from './routes';
import { SHOPIFY_IMPORT_JOB, shopifyImportJob } from './shopify-import/import-job';
import { shopifyImportRoutes } from './shopify-import/routes';

export const productsFeature: Feature = ({ app, deps }) => ({
  routes: () => {
    productRoutes(app, deps);
    shopifyImportRoutes(app, deps);
  },
  jobs: () => {
    deps.worker.register(MERGE_JOB, mergeProductsJob);
    deps.worker.register(RESYNC_JOB, resyncProductJob(deps.storefront));
    deps.worker.register(SHOPIFY_IMPORT_JOB, shopifyImportJob(deps.storefront.catalogue));
  },
});

export { PRODUCT_MESSAGES } from '@backroom/domain/messages/products';
// Used by other features (the only way in besides the routes and jobs above).
export { RESYNC_JOB } from './jobs';
export { requireProduct } from './service';
