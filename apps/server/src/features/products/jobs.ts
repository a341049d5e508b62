import { PRODUCT_MESSAGES } from '@backroom/domain/messages/products';
import { eq, inArray, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import { RESYNC_JOB } from '../../core/storefront-sync';
import type { Db } from '../../db/client';
import { inventories, productGtins, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { enqueueJob, type JobContext } from '../../jobs/queue';
import type { Storefront } from '../../storefront';
import { findProduct } from './queries';

export const MERGE_JOB = 'products.merge';
export { RESYNC_JOB };

/** Checks both products belong to the store, then queues the merge (it may move many items). */
export async function requestMerge(
  db: Db,
  storeId: number,
  input: { fromProductId: number; toProductId: number; requestedBy: string },
) {
  const [from, to] = await Promise.all([
    findProduct(db, storeId, input.fromProductId),
    findProduct(db, storeId, input.toProductId),
  ]);
  if (!from || !to) throw notFound(PRODUCT_MESSAGES.notFound);
  const job = await enqueueJob(db, { name: MERGE_JOB, storeId, payload: input });
  return job.id;
}

export async function requestResync(
  db: Db,
  { storeId, productId, requestedBy }: { storeId: number; productId: number; requestedBy: string },
) {
  if (!(await findProduct(db, storeId, productId))) throw notFound(PRODUCT_MESSAGES.notFound);
  const job = await enqueueJob(db, { name: RESYNC_JOB, storeId, payload: { productId, requestedBy } });
  return job.id;
}

/**
 * Moves the source product's inventory and GTINs to the target, fills the target's empty fields from the
 * source, deletes the source and queues a storefront resync of the target: all in one transaction.
 */
export async function mergeProductsJob({ job, db, progress }: JobContext) {
  const storeId = job.storeId!;
  const fromId = Number(job.payload.fromProductId);
  const toId = Number(job.payload.toProductId);
  const result = await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(products)
      .where(storeScoped(products, storeId, inArray(products.id, [fromId, toId])))
      .for('update');
    const from = locked.find((p) => p.id === fromId);
    const to = locked.find((p) => p.id === toId);
    // Already merged (a retry after a commit) or a product was deleted meanwhile: nothing left to do.
    if (!from || !to) return { merged: false, movedInventories: 0, movedGtins: 0 };
    const moved = await tx
      .update(inventories)
      .set({ productId: toId, updatedAt: new Date(), version: sql`${inventories.version} + 1` })
      .where(storeScoped(inventories, storeId, eq(inventories.productId, fromId)))
      .returning({ id: inventories.id });
    const gtins = await tx
      .update(productGtins)
      .set({ productId: toId })
      .where(
        storeScoped(
          productGtins,
          storeId,
          eq(productGtins.productId, fromId),
          sql`not exists (select 1 from product_gtins t where t.store_id = ${storeId}
            and t.product_id = ${toId} and t.gtin = "product_gtins"."gtin")`,
        ),
      )
      .returning({ id: productGtins.id });
    await tx
      .update(products)
      .set({
        stockXId: to.stockXId ?? from.stockXId,
        image: to.image ?? from.image,
        imageList: [...new Set([...to.imageList, ...from.imageList])],
        year: to.year ?? from.year,
        color: to.color ?? from.color,
        updatedAt: new Date(),
      })
      .where(storeScoped(products, storeId, eq(products.id, toId)));
    // Duplicate GTINs left behind go with the source (product_gtins cascade).
    await tx.delete(products).where(storeScoped(products, storeId, eq(products.id, fromId)));
    await enqueueJob(tx, { name: RESYNC_JOB, storeId, payload: { productId: toId } });
    return { merged: true, movedInventories: moved.length, movedGtins: gtins.length };
  });
  await progress(1, 1);
  return result;
}

/** Publishes the product's current data to the storefront and keeps the storefront's id. */
export function resyncProductJob(storefront: Storefront) {
  return async ({ job, db, progress }: JobContext) => {
    const storeId = job.storeId!;
    const product = await findProduct(db, storeId, Number(job.payload.productId));
    if (!product) return { resynced: false };
    const { externalId } = await storefront.resyncProduct(product);
    if (externalId !== product.shopifyId) {
      await db
        .update(products)
        .set({ shopifyId: externalId, updatedAt: new Date() })
        .where(storeScoped(products, storeId, eq(products.id, product.id)));
    }
    await progress(1, 1);
    return { resynced: true, storefront: storefront.kind };
  };
}
