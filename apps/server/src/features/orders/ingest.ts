/**
 * Order ingestion: the one path every sale takes (the local shop's checkout, Shopify webhooks, resyncs).
 * Idempotent: the order is keyed by (store, channel, external id) and each line by (order, external id), so a
 * webhook delivered ten times makes one order. Items move through the domain (orderPlaced, orderPaid) in the
 * same transaction; an item another order already took is flagged on the line, never sold or paid twice.
 */

import { eq, sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { emitWebhookEvents } from '../../core/webhook-events/emit';
import { orderCreated } from '../../core/webhook-events/payloads';
import type { Db, DbOrTx } from '../../db/client';
import { orderLineItems, orders } from '../../db/schema';
import { applyItemsForOrder } from './ingest-items';
import { type LineMatch, resolveMatches } from './line-match';

export type OrderStage = 'placed' | 'paid' | 'cancelled';

export interface IncomingLine {
  /** The storefront's line id (unique within the order). */
  externalId: string;
  /** Our item, when the storefront knows it (local shop). */
  inventoryId?: number | null;
  /** The storefront's variant id (Shopify), matched to inventories.shopify_id. */
  variantId?: string | null;
  /** What names the item when the source knows no id of ours (Linnworks): see line-match.ts. */
  match?: LineMatch | null;
  title: string;
  /** Minor units. */
  price: number;
  discount: number;
}

export interface IncomingOrder {
  channel: 'local' | 'shopify' | 'linnworks' | 'register';
  externalId: string;
  name: string | null;
  stage: OrderStage;
  customer: Record<string, string>;
  orderDate?: Date;
  lines: IncomingLine[];
}

export interface IngestResult {
  orderId: number;
  created: boolean;
  sold: number[];
  flagged: number[];
}

const STAGE_RANK: Record<OrderStage, number> = { placed: 0, paid: 1, cancelled: 2 };

/** The stage an order ends in: never backwards (a late orders/create after orders/paid changes nothing). */
export function nextStage(current: OrderStage, incoming: OrderStage): OrderStage {
  return STAGE_RANK[incoming] > STAGE_RANK[current] ? incoming : current;
}

async function upsertOrder(tx: DbOrTx, store: StoreRow, order: IncomingOrder) {
  const total = order.lines.reduce((sum, l) => sum + l.price - l.discount, 0);
  const inserted = await tx
    .insert(orders)
    .values({
      storeId: store.id,
      channel: order.channel,
      externalId: order.externalId,
      name: order.name ?? 'pending',
      status: order.stage,
      customer: order.customer,
      total,
      orderDate: order.orderDate ?? new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) {
    let row = inserted[0];
    if (order.name === null) {
      // The local shop names its orders after their id, like a storefront's #1001.
      const [named] = await tx
        .update(orders)
        .set({ name: `#${1000 + row.id}` })
        .where(storeScoped(orders, store.id, eq(orders.id, row.id)))
        .returning();
      row = named!;
    }
    await emitWebhookEvents(tx, { storeId: store.id, drafts: [orderCreated(row, store.currency)] });
    return { row, created: true };
  }
  // A replay: wait for the first delivery's transaction, then work on its order.
  const locked = await tx.execute(sql`
    select id from orders
    where store_id = ${store.id} and channel = ${order.channel} and external_id = ${order.externalId}
    for update`);
  const id = Number((locked.rows[0] as { id: number }).id);
  const [row] = await tx
    .select()
    .from(orders)
    .where(storeScoped(orders, store.id, eq(orders.id, id)));
  const stage = nextStage(row!.status as OrderStage, order.stage);
  if (stage === row!.status) return { row: row!, created: false };
  const [updated] = await tx
    .update(orders)
    .set({ status: stage, updatedAt: new Date() })
    .where(storeScoped(orders, store.id, eq(orders.id, id)))
    .returning();
  return { row: updated!, created: false };
}

async function resolveVariants(tx: DbOrTx, storeId: number, lines: IncomingLine[]) {
  const variants = lines.filter((l) => l.inventoryId == null && l.variantId).map((l) => String(l.variantId));
  if (variants.length === 0) return new Map<string, number>();
  const rows = await tx.execute(sql`
    select id, shopify_id from inventories
    where store_id = ${storeId} and shopify_id in (${sql.join(
      variants.map((v) => sql`${v}`),
      sql`, `,
    )})`);
  return new Map(
    (rows.rows as { id: number; shopify_id: string }[]).map((r) => [String(r.shopify_id), Number(r.id)]),
  );
}

/** Writes the order and its lines and moves the items, in the caller's transaction. */
export async function ingestOrderInTx(
  tx: DbOrTx,
  store: StoreRow,
  order: IncomingOrder,
): Promise<IngestResult> {
  const { row, created } = await upsertOrder(tx, store, order);
  const byVariant = await resolveVariants(tx, store.id, order.lines);
  const byMatch = await resolveMatches(tx, {
    storeId: store.id,
    orderId: row.id,
    created,
    lines: order.lines,
  });
  if (order.lines.length > 0) {
    await tx
      .insert(orderLineItems)
      .values(
        order.lines.map((l) => ({
          storeId: store.id,
          orderId: row.id,
          externalId: l.externalId,
          inventoryId:
            l.inventoryId ??
            (l.variantId
              ? (byVariant.get(String(l.variantId)) ?? null)
              : (byMatch.get(l.externalId)?.inventoryId ?? null)),
          unmatched: byMatch.get(l.externalId)?.unmatched ?? null,
          title: l.title,
          price: l.price,
          discount: l.discount,
        })),
      )
      .onConflictDoNothing();
  }
  const lines = await tx
    .select()
    .from(orderLineItems)
    .where(storeScoped(orderLineItems, store.id, eq(orderLineItems.orderId, row.id)));
  const outcome = await applyItemsForOrder(tx, store, {
    orderId: row.id,
    orderName: row.name,
    stage: row.status as OrderStage,
    lines,
  });
  return { orderId: row.id, created, ...outcome };
}

export function ingestOrder(db: Db, store: StoreRow, order: IncomingOrder): Promise<IngestResult> {
  return db.transaction((tx) => ingestOrderInTx(tx, store, order));
}
