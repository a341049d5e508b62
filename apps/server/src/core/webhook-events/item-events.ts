/** Item events from the places items are made and changed, in their transaction. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { emitWebhookEvents, listeningEndpoints } from './emit';
import { type ItemFacts, itemChanged, itemCreated } from './payloads';

/** item.created for new rows; the store's currency is read only when some endpoint listens. */
export async function emitItemsCreated(tx: DbOrTx, storeId: number, items: readonly ItemFacts[]) {
  if (items.length === 0) return;
  const endpoints = await listeningEndpoints(tx, storeId);
  if (!endpoints.some((e) => e.events.includes('item.created'))) return;
  const [store] = await tx.select({ currency: stores.currency }).from(stores).where(eq(stores.id, storeId));
  await emitWebhookEvents(tx, {
    storeId,
    drafts: items.map((item) => itemCreated(item, store!.currency)),
  });
}

/** item.price_changed, item.status_changed and item.sold for the rows a change wrote. */
export async function emitItemsChanged(
  tx: DbOrTx,
  store: { id: number; currency: string },
  changes: readonly { before: ItemFacts; after: Parameters<typeof itemChanged>[1] }[],
) {
  const drafts = changes.flatMap((c) => itemChanged(c.before, c.after, store.currency));
  await emitWebhookEvents(tx, { storeId: store.id, drafts });
}
