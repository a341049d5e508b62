/**
 * The local shop's checkout: a paid order without real payment, through the same ingestion as Shopify's
 * webhooks. The items are locked first, so two shoppers racing for one pair cannot both buy it: the second
 * is told it is gone. A repeated submit (same checkoutId) answers the order the first one made.
 */

import { randomUUID } from 'node:crypto';
import type { checkoutBody } from '@backroom/domain/contract/shop';
import { SHOP_MESSAGES } from '@backroom/domain/messages/shop';
import { fromMinor } from '@backroom/domain/money';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { lockItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { orderLineItems, orders } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { ingestOrderInTx } from '../orders';
import type { ShopPayment } from './payment';

export type CheckoutBody = z.output<typeof checkoutBody>;

async function orderAnswer(db: Db, store: StoreRow, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(storeScoped(orders, store.id, eq(orders.id, orderId)));
  const lines = await db
    .select()
    .from(orderLineItems)
    .where(storeScoped(orderLineItems, store.id, eq(orderLineItems.orderId, orderId)));
  const money = (minor: number) => fromMinor(minor, store.currency);
  return {
    order: {
      id: order!.id,
      name: order!.name,
      total: money(order!.total),
      status: order!.status,
      items: lines.map((l) => ({ inventoryId: l.inventoryId, title: l.title, price: money(l.price) })),
    },
  };
}

function lineTitle(row: { productTitle: string; option1Value: string | null }) {
  return row.option1Value ? `${row.productTitle} (${row.option1Value})` : row.productTitle;
}

export async function checkout(
  db: Db,
  { store, body, payment }: { store: StoreRow; body: CheckoutBody; payment: ShopPayment },
) {
  const externalId = body.checkoutId ?? randomUUID();
  const ids = [...new Set(body.items)].sort((a, b) => a - b);
  const orderId = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(storeScoped(orders, store.id, eq(orders.channel, 'local'), eq(orders.externalId, externalId)));
    if (existing) return existing.id;
    const rows = await lockItems(tx, store.id, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || row.deletedAt) throw notFound(SHOP_MESSAGES.notFound);
      if (row.status !== 'Active') throw conflict(SHOP_MESSAGES.gone(lineTitle(row)));
    }
    // The items stay locked while the payment is taken, so nobody else buys them meanwhile.
    const paid = await payment.collect({
      checkoutId: externalId,
      total: rows.reduce((sum, row) => sum + row.price, 0),
      currency: store.currency,
      email: body.email.toLowerCase(),
    });
    const result = await ingestOrderInTx(tx, store, {
      channel: 'local',
      externalId,
      name: null,
      stage: 'paid',
      customer: {
        first_name: body.name,
        email: body.email.toLowerCase(),
        ...(body.phone ? { phone: body.phone } : {}),
        payment: paid.reference,
      },
      lines: ids.map((id) => {
        const row = byId.get(id)!;
        return {
          externalId: String(id),
          inventoryId: id,
          title: lineTitle(row),
          price: row.price,
          discount: 0,
        };
      }),
    });
    return result.orderId;
  });
  return orderAnswer(db, store, orderId);
}
