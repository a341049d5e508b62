import { jobStarted } from '@backroom/domain/contract/stores';
import { and, asc, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storeScoped } from '../../core/store-scope';
import { inventories, products } from '../../db/schema';
import type { Deps } from '../../deps';
import { enqueueJob, type JobContext } from '../../jobs/queue';
import type { Storefront } from '../../storefront';

export const RESYNC_ALL_JOB = 'stores.resyncInventory';
const BATCH = 200;

/** POST /api/stores/resync (Settings section "Resync All Inventory"): every listed product, in the background. */
export function storeResyncRoutes(app: FastifyInstance, deps: Deps): void {
  app.post(
    '/api/stores/resync',
    {
      config: { access: { kind: 'staff', control: 'Settings' } },
      schema: {
        summary: 'Send every item to the storefront again',
        operationId: 'resyncStore',
        response: { 202: jobStarted },
        tags: ['stores'],
      },
    },
    async (request, reply) => {
      const job = await enqueueJob(deps.db, { name: RESYNC_ALL_JOB, storeId: request.ctx.store.id });
      deps.worker.nudge();
      reply.code(202);
      return { message: 'Resyncing all inventory in background', jobId: job.id };
    },
  );
}

/** Republishes each product that has Active items, in id order and batches, reporting progress as it goes. */
export function resyncAllInventoryJob(storefront: Storefront) {
  return async ({ job, db, progress }: JobContext) => {
    const storeId = job.storeId!;
    const listed = storeScoped(
      products,
      storeId,
      exists(
        db
          .select({ one: sql`1` })
          .from(inventories)
          .where(
            storeScoped(
              inventories,
              storeId,
              eq(inventories.productId, products.id),
              eq(inventories.status, 'Active'),
              isNull(inventories.deletedAt),
            ),
          ),
      ),
    );
    const total = await db.$count(products, listed);
    let done = 0;
    let lastId = 0;
    await progress(0, total);
    for (;;) {
      const batch = await db
        .select()
        .from(products)
        .where(and(listed, gt(products.id, lastId)))
        .orderBy(asc(products.id))
        .limit(BATCH);
      if (batch.length === 0) break;
      for (const product of batch) {
        const { externalId } = await storefront.resyncProduct(product);
        if (externalId !== product.shopifyId) {
          await db
            .update(products)
            .set({ shopifyId: externalId })
            .where(storeScoped(products, product.storeId, eq(products.id, product.id)));
        }
      }
      done += batch.length;
      lastId = batch.at(-1)!.id;
      await progress(done, total);
    }
    return { resynced: done, storefront: storefront.kind };
  };
}
