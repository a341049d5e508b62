/**
 * Keeping an external shop in step with item changes. A store connected to one (`stores.shop`) lists its
 * Active items there as variants at their price: a change that lists or unlists an item (accepted, withdrawn,
 * sold, cancelled sale, deleted) or changes a listed item's price or size queues a resync of its product
 * (`products.resync`) in the change's own transaction, so the job exists exactly when the change commits and
 * publishes the committed state. The built-in local shop reads our tables and needs nothing.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/queue';
import type { StoreRow } from './store';

/** The job that pushes one product's listing to the storefront (run by the products feature). */
export const RESYNC_JOB = 'products.resync';

/** The fields of an item the shop's listing shows. */
export interface ListingFields {
  status: string | null;
  deletedAt?: Date | string | null;
  price: number;
  option1Value?: string | null;
}

const listed = (item: ListingFields) => item.status === 'Active' && !item.deletedAt;

/** Whether going from `before` to `after` changes what the shop lists. */
export function changesListing(before: ListingFields, after: ListingFields): boolean {
  if (listed(before) !== listed(after)) return true;
  return (
    listed(after) &&
    (before.price !== after.price || (before.option1Value ?? null) !== (after.option1Value ?? null))
  );
}

/**
 * Queues one resync per product, unless one is already queued and not yet taken by a worker: that row is
 * locked until this transaction ends (the worker skips locked rows), so it runs after the change commits.
 */
export async function queueListingResyncs(
  tx: DbOrTx,
  store: Pick<StoreRow, 'id' | 'shop'>,
  productIds: Iterable<number>,
): Promise<void> {
  if (!store.shop) return;
  const wanted = [...new Set(productIds)];
  if (wanted.length === 0) return;
  const queued = await tx.execute(sql`
    select (payload->>'productId')::int as product_id from jobs
    where name = ${RESYNC_JOB} and store_id = ${store.id} and status = 'queued'
      and payload->>'productId' in (${sql.join(
        wanted.map((id) => sql`${String(id)}`),
        sql`, `,
      )})
    for update skip locked`);
  const waiting = new Set((queued.rows as { product_id: number }[]).map((r) => Number(r.product_id)));
  for (const productId of wanted) {
    if (waiting.has(productId)) continue;
    await enqueueJob(tx, {
      name: RESYNC_JOB,
      storeId: store.id,
      payload: { productId, reason: 'itemChange' },
    });
  }
}
