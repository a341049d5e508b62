/**
 * Returns at the register (issue 34): all or some lines of a counter sale, within the store's return window, each
 * line once. The items go back to Active (or a chosen status) and their consigners' money is undone or owed
 * (return-items.ts); a return of the whole sale with nothing paid out yet cancels the order through the one order
 * path (ingestOrderInTx, stage `cancelled`: webhooks, storefront resync). The refund is the lines' net and tax
 * share, back to the tenders it came from: cards through the card provider, store credit to the consigner's
 * credit, the rest in cash. Recorded once per key, in one transaction under the sale's row lock.
 */
import type { RegisterReturnRecord } from '@backroom/domain/contract/register';
import { dateOnlyIn, daysBetween, todayIn } from '@backroom/domain/dates';
import { REGISTER_MESSAGES, RETURN_MESSAGES } from '@backroom/domain/messages/register';
import { fromMinor } from '@backroom/domain/money';
import { lineRefunds, refundToTenders, refundTotals } from '@backroom/domain/register-returns';
import type { RegisterReturnBody } from '@backroom/domain/schemas/register';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { orderLineItems, orders } from '../../db/schema';
import {
  registerReturnLines,
  registerReturns,
  registerSales,
  registerTenders,
} from '../../db/schema-register';
import { conflict, notFound, ruleViolation } from '../../http/errors';
import { ingestOrderInTx } from '../orders';
import type { CardTerminal } from './card-terminal';
import { lockConsigner, moveCredit } from './credit';
import { refundedSoFar } from './refunded';
import { planItems, returnItems } from './return-items';
import { loadSettings, type Seller } from './settings';
import { openShiftId } from './shifts';

async function returnAnswer(
  db: DbOrTx,
  store: StoreRow,
  returnId: number,
  replayed: boolean,
): Promise<RegisterReturnRecord> {
  const [row] = await db
    .select({ r: registerReturns, orderName: orders.name })
    .from(registerReturns)
    .innerJoin(
      registerSales,
      and(eq(registerSales.storeId, registerReturns.storeId), eq(registerSales.id, registerReturns.saleId)),
    )
    .innerJoin(orders, and(eq(orders.storeId, registerSales.storeId), eq(orders.id, registerSales.orderId)))
    .where(storeScoped(registerReturns, store.id, eq(registerReturns.id, returnId)));
  const lines = await db
    .select()
    .from(registerReturnLines)
    .where(storeScoped(registerReturnLines, store.id, eq(registerReturnLines.returnId, returnId)))
    .orderBy(asc(registerReturnLines.inventoryId));
  const money = (minor: number) => fromMinor(minor, store.currency);
  return {
    id: row!.r.id,
    saleId: row!.r.saleId,
    orderName: row!.orderName,
    replayed,
    refundTotal: money(row!.r.refundTotal),
    cashRefund: money(row!.r.cashRefund),
    cardRefund: money(row!.r.cardRefund),
    creditRefund: money(row!.r.creditRefund),
    items: lines.map((l) => l.inventoryId),
    lines: lines.map((l) => ({
      inventoryId: l.inventoryId,
      refund: money(l.refund),
      status: l.status,
      consignerOutcome: l.consignerOutcome,
      owed: money(l.owed),
    })),
    createdAt: row!.r.createdAt,
  };
}

export interface ReturnSaleOptions {
  store: StoreRow;
  seller: Seller;
  saleId: number;
  body: RegisterReturnBody;
}

export async function returnSale(
  deps: { db: Db; terminal: CardTerminal },
  { store, seller, saleId, body }: ReturnSaleOptions,
): Promise<RegisterReturnRecord> {
  const { key } = body;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${store.id}, hashtext(${`register-return:${key}`}))`);
    const [existing] = await tx
      .select({ id: registerReturns.id, saleId: registerReturns.saleId })
      .from(registerReturns)
      .where(storeScoped(registerReturns, store.id, eq(registerReturns.requestKey, key)));
    if (existing) {
      if (existing.saleId !== saleId) throw conflict(REGISTER_MESSAGES.changed);
      return returnAnswer(tx, store, existing.id, true);
    }
    // The sale row is locked: two returns of one sale take turns, and a line is returned once.
    const locked = await tx.execute(sql`
      select id from register_sales where store_id = ${store.id} and id = ${saleId} for update`);
    if (locked.rows.length === 0) throw notFound('Sale not found.');
    const [sale] = await tx
      .select({ sale: registerSales, order: orders })
      .from(registerSales)
      .innerJoin(orders, and(eq(orders.storeId, registerSales.storeId), eq(orders.id, registerSales.orderId)))
      .where(storeScoped(registerSales, store.id, eq(registerSales.id, saleId)));
    const settings = await loadSettings(tx, store.id);
    const age = daysBetween(dateOnlyIn(sale!.sale.createdAt, store.timeZone), todayIn(store.timeZone));
    if (age > settings.returnDays)
      throw ruleViolation(REGISTER_MESSAGES.outsideWindow(age, settings.returnDays));

    const lines = await tx
      .select()
      .from(orderLineItems)
      .where(storeScoped(orderLineItems, store.id, eq(orderLineItems.orderId, sale!.order.id)))
      .orderBy(asc(orderLineItems.id));
    const refunds = lineRefunds(lines, sale!.sale.tax);
    const returned = new Set(
      (
        await tx
          .select({ id: registerReturnLines.inventoryId })
          .from(registerReturnLines)
          .where(storeScoped(registerReturnLines, store.id, eq(registerReturnLines.saleId, saleId)))
      ).map((r) => r.id),
    );
    const open = lines.filter((l) => l.inventoryId !== null && !returned.has(l.inventoryId));
    const wanted = body.lines ? [...new Set(body.lines)] : open.map((l) => l.inventoryId!);
    if (wanted.length === 0) throw conflict(REGISTER_MESSAGES.alreadyReturned);
    for (const id of wanted) {
      const line = lines.find((l) => l.inventoryId === id);
      if (!line) throw ruleViolation(RETURN_MESSAGES.lineNotInSale);
      if (returned.has(id)) throw conflict(RETURN_MESSAGES.lineReturned(line.title));
    }
    const plan = await planItems(tx, { store, orderId: sale!.order.id, ids: wanted });
    const whole = returned.size === 0 && wanted.length === open.length && body.status === 'Active';
    if (whole && plan.outcomes.every((o) => o.consignerOutcome !== 'owed')) {
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
    } else {
      await returnItems(tx, {
        store,
        order: { id: sale!.order.id, name: sale!.order.name },
        plan,
        status: body.status,
      });
    }

    const refundOf = new Map(lines.map((l, i) => [l.inventoryId, refunds[i]!]));
    const refund = wanted.reduce((s, id) => s + (refundOf.get(id) ?? 0), 0);
    const tenders = await tx
      .select()
      .from(registerTenders)
      .where(storeScoped(registerTenders, store.id, eq(registerTenders.saleId, saleId)))
      .orderBy(asc(registerTenders.id));
    const refunded = await refundedSoFar(tx, { storeId: store.id, saleId, tenders });
    const parts = refundToTenders(refund, tenders, sale!.sale.changeDue, refunded);
    const totals = refundTotals(parts);
    // Store credit's consigners are locked before a card is refunded.
    const credit = new Map<number, { name: string; amount: number }>();
    for (const p of parts)
      if (p.kind === 'credit' && p.consignerId !== null) {
        const had = credit.get(p.consignerId);
        credit.set(p.consignerId, { name: had?.name ?? '', amount: (had?.amount ?? 0) + p.amount });
      }
    for (const id of [...credit.keys()].sort((a, b) => a - b))
      credit.get(id)!.name = await lockConsigner(tx, store.id, id);
    const references: string[] = [];
    for (const part of parts) {
      if (part.kind !== 'card' || !part.reference) continue;
      const done = await deps.terminal.refund({
        key: `${store.id}-${key}-${part.index}`,
        reference: part.reference,
        amount: part.amount,
      });
      references.push(done.reference);
    }
    const [made] = await tx
      .insert(registerReturns)
      .values({
        storeId: store.id,
        saleId,
        requestKey: key,
        employeeId: seller.employeeId,
        refundTotal: refund,
        cashRefund: totals.cash,
        cardRefund: totals.card,
        creditRefund: totals.credit,
        cardReferences: references,
        shiftId: await openShiftId(tx, store.id),
      })
      .returning({ id: registerReturns.id });
    const returnId = made!.id;
    await tx.insert(registerReturnLines).values(
      plan.outcomes.map((o) => ({
        storeId: store.id,
        returnId,
        saleId,
        inventoryId: o.inventoryId,
        refund: refundOf.get(o.inventoryId) ?? 0,
        status: body.status,
        consignerOutcome: o.consignerOutcome,
        owed: o.owed,
      })),
    );
    for (const [consignerId, c] of credit)
      await moveCredit(tx, {
        store,
        consigner: { id: consignerId, name: c.name },
        employeeId: seller.employeeId,
        moves: [{ kind: 'refund', amount: c.amount, saleId, returnId }],
      });
    return returnAnswer(tx, store, returnId, false);
  });
}

/** The register sale with this receipt number (#1005), for a return or a reprint. */
export async function saleIdByReceipt(db: DbOrTx, store: StoreRow, receipt: string): Promise<number> {
  const name = receipt.startsWith('#') ? receipt : `#${receipt}`;
  const [row] = await db
    .select({ id: registerSales.id })
    .from(registerSales)
    .innerJoin(orders, and(eq(orders.storeId, registerSales.storeId), eq(orders.id, registerSales.orderId)))
    .where(storeScoped(registerSales, store.id, eq(orders.channel, 'register'), eq(orders.name, name)));
  if (!row) throw notFound(REGISTER_MESSAGES.receiptNotFound(name));
  return row.id;
}
