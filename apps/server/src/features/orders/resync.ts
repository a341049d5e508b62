/**
 * Resync Line Items and Resync All Orders: the storefront's copy of an order is ingested again (Shopify), or,
 * for orders the storefront cannot give back (local shop), the stored order is run through ingestion again so
 * any item that did not move yet does. Ingestion is idempotent, so a resync never sells an item twice.
 */
import { asc, eq, gt } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { orderLineItems, orders, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import type { JobHandler } from '../../jobs/queue';
import type { Storefront } from '../../storefront';
import { type IncomingOrder, ingestOrder, type OrderStage } from './ingest';

export const RESYNC_ORDERS_JOB = 'orders.resyncAll';

async function storedOrder(db: Db, storeId: number, orderId: number): Promise<IncomingOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(storeScoped(orders, storeId, eq(orders.id, orderId)));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLineItems)
    .where(storeScoped(orderLineItems, storeId, eq(orderLineItems.orderId, orderId)));
  return {
    channel: order.channel as IncomingOrder['channel'],
    externalId: order.externalId,
    name: order.name,
    stage: order.status as OrderStage,
    customer: order.customer,
    orderDate: order.orderDate,
    lines: lines.map((l) => ({
      externalId: l.externalId ?? String(l.id),
      inventoryId: l.inventoryId,
      title: l.title,
      price: l.price,
      discount: l.discount,
    })),
  };
}

export async function resyncOrder(deps: Pick<Deps, 'db' | 'storefront'>, store: StoreRow, orderId: number) {
  const stored = await storedOrder(deps.db, store.id, orderId);
  if (!stored) return null;
  const fresh =
    stored.channel === deps.storefront.kind
      ? await deps.storefront.fetchOrder?.(store, stored.externalId)
      : null;
  return ingestOrder(deps.db, store, fresh ?? stored);
}

export function resyncAllOrdersJob(storefront: Storefront): JobHandler {
  return async ({ job, db, progress }) => {
    const [store] = await db.select().from(stores).where(eq(stores.id, job.storeId!));
    if (!store) return { orders: 0 };
    const fromStorefront = (await storefront.fetchOrders?.(store)) ?? [];
    let done = 0;
    if (fromStorefront.length > 0) {
      for (const order of fromStorefront) {
        await ingestOrder(db, store, order);
        if (++done % 20 === 0) await progress(done, fromStorefront.length);
      }
      // The built-in shop's own orders (next to the local test Shopify shop's) are still re-run below.
      if (storefront.kind !== 'local') return { orders: done };
    }
    // Nothing to fetch (local shop): re-run the stored orders, in id batches.
    let lastId = 0;
    for (;;) {
      const batch = await db
        .select({ id: orders.id })
        .from(orders)
        .where(storeScoped(orders, store.id, gt(orders.id, lastId)))
        .orderBy(asc(orders.id))
        .limit(200);
      if (batch.length === 0) break;
      for (const { id } of batch) {
        await resyncOrder({ db, storefront }, store, id);
        done++;
      }
      lastId = batch[batch.length - 1]!.id;
      await progress(done, done);
    }
    return { orders: done };
  };
}
