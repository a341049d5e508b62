/**
 * A counter sale (issue 34), recorded once: the register's key is taken under a transaction lock, so a double
 * tap waits for the first request and a retry after a dropped connection answers the sale already made. The
 * items are locked and checked, the discounts held to the employee's limit, the card taken on the reader while
 * the items stay locked, and the sale goes through the one order path every channel takes (ingestOrderInTx):
 * order, Sold with the discount the item's terms bear, the consigner's Ready to Pay line, webhooks and the
 * storefront's resync.
 */
import type { RegisterSaleRecord as RegisterSaleAnswer } from '@backroom/domain/contract/register';
import { fromMinor, toMinor } from '@backroom/domain/money';
import { discountRefusal, REGISTER_MESSAGES, saleTotals, tenderOutcome } from '@backroom/domain/register';
import type { RegisterSaleBody } from '@backroom/domain/schemas/register';
import { and, asc, eq, sql } from 'drizzle-orm';
import { lockItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
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
import { creditBalance, lockConsigner, moveCredit } from './credit';
import { sellRefusal } from './items';
import { refundedSoFar } from './refunded';
import { limitOf, loadSettings, type Seller } from './settings';
import { openShiftId } from './shifts';

export async function saleAnswer(
  db: DbOrTx,
  store: StoreRow,
  saleId: number,
  replayed = false,
): Promise<RegisterSaleAnswer> {
  const [sale] = await db
    .select({ sale: registerSales, orderName: orders.name })
    .from(registerSales)
    .innerJoin(orders, and(eq(orders.storeId, registerSales.storeId), eq(orders.id, registerSales.orderId)))
    .where(and(eq(registerSales.storeId, store.id), eq(registerSales.id, saleId)));
  if (!sale) throw notFound('Sale not found.');
  // One after another: the reads may share a transaction's single connection.
  const lines = await db
    .select()
    .from(orderLineItems)
    .where(and(eq(orderLineItems.storeId, store.id), eq(orderLineItems.orderId, sale.sale.orderId)))
    .orderBy(asc(orderLineItems.id));
  const tenders = await db
    .select()
    .from(registerTenders)
    .where(and(eq(registerTenders.storeId, store.id), eq(registerTenders.saleId, saleId)))
    .orderBy(asc(registerTenders.id));
  const returned = await db
    .select({ at: registerReturns.createdAt, inventoryId: registerReturnLines.inventoryId })
    .from(registerReturnLines)
    .innerJoin(
      registerReturns,
      and(
        eq(registerReturns.storeId, registerReturnLines.storeId),
        eq(registerReturns.id, registerReturnLines.returnId),
      ),
    )
    .where(and(eq(registerReturnLines.storeId, store.id), eq(registerReturnLines.saleId, saleId)))
    .orderBy(asc(registerReturns.id));
  const refunded = await refundedSoFar(db, store.id, saleId, tenders);
  const returnedItems = returned.map((r) => r.inventoryId);
  const allReturned = lines.every((l) => l.inventoryId === null || returnedItems.includes(l.inventoryId));
  const money = (minor: number) => fromMinor(minor, store.currency);
  const s = sale.sale;
  return {
    id: s.id,
    orderId: s.orderId,
    orderName: sale.orderName,
    createdAt: s.createdAt,
    replayed,
    lines: lines.map((l) => ({
      inventoryId: l.inventoryId,
      title: l.title,
      price: money(l.price),
      discount: money(l.discount),
    })),
    subtotal: money(s.subtotal),
    discount: money(s.discount),
    tax: money(s.tax),
    total: money(s.total),
    change: money(s.changeDue),
    tenders: tenders.map((t, i) => ({
      kind: t.kind,
      amount: money(t.amount),
      reference: t.reference,
      consignerId: t.consignerId,
      refunded: money(refunded[i] ?? 0),
    })),
    email: s.email,
    returnedAt: returned.length > 0 && allReturned ? returned[returned.length - 1]!.at : null,
    returnedItems,
  };
}

function lineTitle(row: { productTitle: string; option1Value: string | null }) {
  return row.option1Value ? `${row.productTitle} (${row.option1Value})` : row.productTitle;
}

/** The same key again: the sale it made, when the request asks for the same items; otherwise a conflict. */
async function replay(tx: DbOrTx, store: StoreRow, saleId: number, body: RegisterSaleBody) {
  const answer = await saleAnswer(tx, store, saleId, true);
  const had = answer.lines.map((l) => l.inventoryId).sort();
  const asked = [...new Set(body.lines.map((l) => l.id))].sort();
  if (had.join() !== asked.join()) throw conflict(REGISTER_MESSAGES.changed);
  return answer;
}

/** The credit each consigner's tenders spend, their rows locked and their balances checked. */
async function holdCredit(
  tx: DbOrTx,
  store: StoreRow,
  tenders: readonly { kind: string; amount: number; consignerId: number | null }[],
) {
  const spend = new Map<number, { name: string; amount: number }>();
  for (const t of tenders)
    if (t.kind === 'credit' && t.consignerId !== null) {
      const had = spend.get(t.consignerId);
      spend.set(t.consignerId, { name: had?.name ?? '', amount: (had?.amount ?? 0) + t.amount });
    }
  for (const id of [...spend.keys()].sort((a, b) => a - b)) {
    const entry = spend.get(id)!;
    entry.name = await lockConsigner(tx, store.id, id);
    const balance = await creditBalance(tx, store.id, id);
    if (balance < entry.amount)
      throw ruleViolation(REGISTER_MESSAGES.creditShort(entry.name, balance, store.currency));
  }
  return spend;
}

export async function recordSale(
  deps: { db: Db; terminal: CardTerminal },
  store: StoreRow,
  seller: Seller & { name: string },
  body: RegisterSaleBody,
): Promise<RegisterSaleAnswer> {
  const currency = store.currency;
  const minor = (major: number) => toMinor(major, currency);
  return deps.db.transaction(async (tx) => {
    // Two requests with one key: the second waits here for the first to commit, then finds its sale.
    await tx.execute(sql`select pg_advisory_xact_lock(${store.id}, hashtext(${`register:${body.key}`}))`);
    const [existing] = await tx
      .select({ id: registerSales.id })
      .from(registerSales)
      .where(and(eq(registerSales.storeId, store.id), eq(registerSales.requestKey, body.key)));
    if (existing) return replay(tx, store, existing.id, body);

    const ids = body.lines.map((l) => l.id);
    if (new Set(ids).size !== ids.length) throw ruleViolation('Each item can be in the sale only once.');
    const rows = new Map(
      (
        await lockItems(
          tx,
          store.id,
          [...ids].sort((a, b) => a - b),
        )
      ).map((r) => [r.id, r]),
    );
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) throw notFound('Item not found.');
      const refusal = sellRefusal({ code: row.code, status: row.status, deleted: row.deletedAt !== null });
      if (refusal) throw ruleViolation(refusal);
    }
    const settings = await loadSettings(tx, store.id);
    const lines = body.lines.map((l) => ({
      code: rows.get(l.id)!.code,
      price: rows.get(l.id)!.price,
      discount: minor(l.discount ?? 0),
    }));
    const saleDiscount = minor(body.saleDiscount ?? 0);
    const limit = await limitOf(tx, store.id, seller, settings.defaultDiscountLimit);
    const refusal = discountRefusal(lines, saleDiscount, limit);
    if (refusal) throw ruleViolation(refusal);
    const totals = saleTotals(lines, saleDiscount, settings.taxRate);
    const tenders = body.tenders.map((t) => ({
      kind: t.kind,
      amount: minor(t.amount),
      consignerId: t.kind === 'credit' ? (t.consignerId ?? null) : null,
    }));
    const outcome = tenderOutcome(totals.total, tenders, currency);
    if (!outcome.ok) throw ruleViolation(outcome.error);
    // Store credit is checked (and its consigners locked) before a card is charged.
    const credit = await holdCredit(tx, store, tenders);

    // The items stay locked while the card is taken, so nobody sells them meanwhile.
    const references: (string | null)[] = [];
    for (const [i, t] of tenders.entries()) {
      if (t.kind !== 'card') {
        references.push(null);
        continue;
      }
      const paid = await deps.terminal.charge({
        key: `${store.id}-${body.key}-${i}`,
        amount: t.amount,
        currency,
        readerId: settings.terminalReaderId,
        description: `${store.name} register sale`,
      });
      references.push(paid.reference);
    }

    const result = await ingestOrderInTx(tx, store, {
      channel: 'register',
      externalId: body.key,
      name: null,
      stage: 'paid',
      customer: {
        first_name: 'Walk-in customer',
        ...(body.email ? { email: body.email } : {}),
        cashier: seller.name,
        payment: tenders.map((t) => t.kind).join('+'),
      },
      lines: body.lines.map((l, i) => {
        const row = rows.get(l.id)!;
        return {
          externalId: String(l.id),
          inventoryId: l.id,
          title: lineTitle(row),
          price: row.price,
          discount: totals.lines[i]!.discount,
        };
      }),
    });
    if (result.sold.length !== ids.length) throw conflict(REGISTER_MESSAGES.changed);
    const [sale] = await tx
      .insert(registerSales)
      .values({
        storeId: store.id,
        requestKey: body.key,
        orderId: result.orderId,
        employeeId: seller.employeeId,
        subtotal: totals.subtotal,
        discount: totals.discount,
        tax: totals.tax,
        total: totals.total,
        changeDue: outcome.change,
        email: body.email,
        shiftId: await openShiftId(tx, store.id),
      })
      .returning({ id: registerSales.id });
    await tx.insert(registerTenders).values(
      tenders.map((t, i) => ({
        storeId: store.id,
        saleId: sale!.id,
        kind: t.kind,
        amount: t.amount,
        reference: references[i] ?? null,
        consignerId: t.consignerId,
      })),
    );
    for (const [consignerId, c] of credit)
      await moveCredit(tx, store, { id: consignerId, name: c.name }, seller.employeeId, [
        { kind: 'spent', amount: -c.amount, saleId: sale!.id },
      ]);
    return saleAnswer(tx, store, sale!.id);
  });
}
