/**
 * Returning a whole counter sale within the store's return window (issue 34): the order is cancelled through the
 * one order path (ingestOrderInTx with stage `cancelled`: its items go back to Active, requoted at their listed
 * price, logged, webhooks sent), and the money goes back to the tenders it came from: each card its amount through
 * the card provider, the rest in cash. Recorded once per key; a sale is returned once. An item already paid out
 * to its consigner (Paid, or in a payout being paid) stops the return: the balance it would leave is the owner's
 * call, not the counter's.
 */
import type { RegisterReturnRecord } from '@backroom/domain/contract/register';
import { dateOnlyIn, daysBetween, todayIn } from '@backroom/domain/dates';
import { fromMinor } from '@backroom/domain/money';
import { REGISTER_MESSAGES, refundSplit } from '@backroom/domain/register';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lockItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
import type { Db, DbOrTx } from '../../db/client';
import { orderLineItems, orders, payoutItems } from '../../db/schema';
import { registerReturns, registerSales, registerTenders } from '../../db/schema-register';
import { conflict, notFound, ruleViolation } from '../../http/errors';
import { ingestOrderInTx } from '../orders';
import type { CardTerminal } from './card-terminal';
import { loadSettings, type Seller } from './settings';

async function returnAnswer(
  db: DbOrTx,
  store: StoreRow,
  returnId: number,
  replayed: boolean,
): Promise<RegisterReturnRecord> {
  const [row] = await db
    .select({ r: registerReturns, orderName: orders.name, orderId: orders.id })
    .from(registerReturns)
    .innerJoin(
      registerSales,
      and(eq(registerSales.storeId, registerReturns.storeId), eq(registerSales.id, registerReturns.saleId)),
    )
    .innerJoin(orders, and(eq(orders.storeId, registerSales.storeId), eq(orders.id, registerSales.orderId)))
    .where(and(eq(registerReturns.storeId, store.id), eq(registerReturns.id, returnId)));
  const lines = await db
    .select({ inventoryId: orderLineItems.inventoryId })
    .from(orderLineItems)
    .where(and(eq(orderLineItems.storeId, store.id), eq(orderLineItems.orderId, row!.orderId)))
    .orderBy(asc(orderLineItems.id));
  const money = (minor: number) => fromMinor(minor, store.currency);
  return {
    id: row!.r.id,
    saleId: row!.r.saleId,
    orderName: row!.orderName,
    replayed,
    refundTotal: money(row!.r.refundTotal),
    cashRefund: money(row!.r.cashRefund),
    cardRefund: money(row!.r.cardRefund),
    items: lines.map((l) => l.inventoryId).filter((id): id is number => id !== null),
    createdAt: row!.r.createdAt,
  };
}

export async function returnSale(
  deps: { db: Db; terminal: CardTerminal },
  store: StoreRow,
  seller: Seller,
  saleId: number,
  key: string,
): Promise<RegisterReturnRecord> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${store.id}, hashtext(${`register-return:${key}`}))`);
    const [existing] = await tx
      .select({ id: registerReturns.id, saleId: registerReturns.saleId })
      .from(registerReturns)
      .where(and(eq(registerReturns.storeId, store.id), eq(registerReturns.requestKey, key)));
    if (existing) {
      if (existing.saleId !== saleId) throw conflict(REGISTER_MESSAGES.changed);
      return returnAnswer(tx, store, existing.id, true);
    }
    // The sale row is locked: two returns of one sale with different keys take turns, and the second is refused.
    const locked = await tx.execute(sql`
      select id from register_sales where store_id = ${store.id} and id = ${saleId} for update`);
    if (locked.rows.length === 0) throw notFound('Sale not found.');
    const [sale] = await tx
      .select({ sale: registerSales, order: orders })
      .from(registerSales)
      .innerJoin(orders, and(eq(orders.storeId, registerSales.storeId), eq(orders.id, registerSales.orderId)))
      .where(and(eq(registerSales.storeId, store.id), eq(registerSales.id, saleId)));
    const [returned] = await tx
      .select({ id: registerReturns.id })
      .from(registerReturns)
      .where(and(eq(registerReturns.storeId, store.id), eq(registerReturns.saleId, saleId)));
    if (returned) throw conflict(REGISTER_MESSAGES.alreadyReturned);

    const settings = await loadSettings(tx, store.id);
    const age = daysBetween(dateOnlyIn(sale!.sale.createdAt, store.timeZone), todayIn(store.timeZone));
    if (age > settings.returnDays)
      throw ruleViolation(REGISTER_MESSAGES.outsideWindow(age, settings.returnDays));

    const lines = await tx
      .select()
      .from(orderLineItems)
      .where(and(eq(orderLineItems.storeId, store.id), eq(orderLineItems.orderId, sale!.order.id)))
      .orderBy(asc(orderLineItems.id));
    const ids = lines.map((l) => l.inventoryId).filter((id): id is number => id !== null);
    const items = await lockItems(
      tx,
      store.id,
      [...ids].sort((a, b) => a - b),
    );
    const owed = ids.length
      ? await tx
          .select({ inventoryId: payoutItems.inventoryId })
          .from(payoutItems)
          .where(
            and(
              eq(payoutItems.storeId, store.id),
              eq(payoutItems.live, true),
              inArray(payoutItems.inventoryId, ids),
            ),
          )
      : [];
    const inPayout = new Set(owed.map((o) => o.inventoryId));
    for (const item of items) {
      if (item.status === 'Paid' || inPayout.has(item.id))
        throw ruleViolation(REGISTER_MESSAGES.paidOut(item.code));
      if (item.status !== 'Sold' || item.orderId !== sale!.order.id)
        throw conflict(REGISTER_MESSAGES.alreadyReturned);
    }

    // The one order path: the order is cancelled and its items go back on sale.
    const result = await ingestOrderInTx(tx, store, {
      channel: 'register',
      externalId: sale!.sale.requestKey,
      name: sale!.order.name,
      stage: 'cancelled',
      customer: sale!.order.customer,
      lines: lines.map((l) => ({
        externalId: l.externalId ?? String(l.inventoryId),
        inventoryId: l.inventoryId,
        title: l.title,
        price: l.price,
        discount: l.discount,
      })),
    });
    if (result.flagged.length > 0) throw conflict(REGISTER_MESSAGES.alreadyReturned);

    const tenders = await tx
      .select()
      .from(registerTenders)
      .where(and(eq(registerTenders.storeId, store.id), eq(registerTenders.saleId, saleId)))
      .orderBy(asc(registerTenders.id));
    const split = refundSplit(sale!.sale.total, tenders);
    const references: string[] = [];
    for (const [i, card] of split.card.entries()) {
      if (!card.reference) continue;
      const refunded = await deps.terminal.refund({
        key: `${store.id}-${key}-${i}`,
        reference: card.reference,
        amount: card.amount,
      });
      references.push(refunded.reference);
    }
    const [made] = await tx
      .insert(registerReturns)
      .values({
        storeId: store.id,
        saleId,
        requestKey: key,
        employeeId: seller.employeeId,
        refundTotal: sale!.sale.total,
        cashRefund: split.cash,
        cardRefund: split.card.reduce((s, c) => s + c.amount, 0),
        cardReferences: references,
      })
      .returning({ id: registerReturns.id });
    return returnAnswer(tx, store, made!.id, false);
  });
}

/** The register sale with this receipt number (#1005), for a return or a reprint. */
export async function saleIdByReceipt(db: DbOrTx, store: StoreRow, receipt: string): Promise<number> {
  const name = receipt.startsWith('#') ? receipt : `#${receipt}`;
  const [row] = await db
    .select({ id: registerSales.id })
    .from(registerSales)
    .innerJoin(orders, and(eq(orders.storeId, registerSales.storeId), eq(orders.id, registerSales.orderId)))
    .where(and(eq(registerSales.storeId, store.id), eq(orders.channel, 'register'), eq(orders.name, name)));
  if (!row) throw notFound(REGISTER_MESSAGES.receiptNotFound(name));
  return row.id;
}
