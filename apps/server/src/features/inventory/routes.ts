/** The inventory feature (spec 2): routes and the bulk-action job. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { bulkActionJob } from './bulk-job';
import { inventoryActionRoutes } from './routes-actions';
import { inventoryReadRoutes } from './routes-read';
import { sellerInventoryRoutes } from './routes-seller';
import { storeRequestRoutes } from './routes-store-requests';
import { inventoryWriteRoutes } from './routes-write';
import { BULK_JOB } from './run-action';

export function inventoryRoutes(app: FastifyInstance, deps: Deps): void {
  inventoryReadRoutes(app, deps);
  inventoryWriteRoutes(app, deps);
  inventoryActionRoutes(app, deps);
  storeRequestRoutes(app, deps);
  sellerInventoryRoutes(app, deps);
  deps.worker.register(BULK_JOB, bulkActionJob);
}
