/**
 * GET /api/inventories/{id}/priceHistory (issue 29 item 3): the item's price changes and markdowns, read from its
 * inventory log, for the consigner who owns it and for staff with the Inventory control. The owner check sits in
 * the same query as the read of the item; another consigner's item or another store's answers 404.
 */
import type { priceHistoryAnswer } from '@backroom/domain/contract/inventory';
import { dateOnlyIn } from '@backroom/domain/dates';
import { fromMinor } from '@backroom/domain/money';
import { priceHistory, priceHistoryLine } from '@backroom/domain/price-history';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { inventories, inventoryLogs } from '../../db/schema';

export interface PriceHistoryOptions {
  store: { id: number; currency: string; timeZone: string };
  inventoryId: number;
  /** The signed-in consigner (their own items only); null for staff. */
  consignerId: number | null;
}

/** The history, or null when the item is not the reader's to see (missing, removed, another's, another store's). */
export async function itemPriceHistory(
  db: DbOrTx,
  { store, inventoryId, consignerId }: PriceHistoryOptions,
): Promise<z.input<typeof priceHistoryAnswer> | null> {
  const [item] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(
      storeScoped(
        inventories,
        store.id,
        eq(inventories.id, inventoryId),
        isNull(inventories.deletedAt),
        consignerId === null ? undefined : eq(inventories.consignerId, consignerId),
      ),
    );
  if (!item) return null;
  const rows = await db
    .select({
      id: inventoryLogs.id,
      createdAt: inventoryLogs.createdAt,
      action: inventoryLogs.action,
      modifiedFields: inventoryLogs.modifiedFields,
    })
    .from(inventoryLogs)
    .where(
      storeScoped(
        inventoryLogs,
        store.id,
        eq(inventoryLogs.inventoryId, item.id),
        sql`${inventoryLogs.modifiedFields} @> '[{"variableChanged":"price"}]'::jsonb`,
      ),
    )
    .orderBy(asc(inventoryLogs.createdAt), asc(inventoryLogs.id));
  const viewer = consignerId === null ? 'staff' : 'consigner';
  const major = (v: number | null) => (v === null ? null : fromMinor(v, store.currency));
  return {
    priceHistory: priceHistory(rows).map((e) => ({
      ...e,
      day: dateOnlyIn(new Date(e.at), store.timeZone),
      oldPrice: fromMinor(e.oldPrice, store.currency),
      newPrice: fromMinor(e.newPrice, store.currency),
      payoutBefore: major(e.payoutBefore),
      payoutAfter: major(e.payoutAfter),
      line: priceHistoryLine(e, store.currency, viewer),
    })),
  };
}
