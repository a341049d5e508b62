/**
 * A counter sale (issue 34), recorded once: the register's key is taken under a transaction lock, so a double
 * tap waits for the first request and a retry after a dropped connection answers the sale already made. The
 * items are locked and checked, the discounts held to the employee's limit, and the sale goes through the one
 * order path every channel takes (ingestOrderInTx): order, Sold with the discount the item's terms bear, the
 * consigner's Ready to Pay line, webhooks and the storefront's resync.
 *
 * A card is taken with no transaction open: a customer may take two minutes to tap, and a transaction held that
 * long would keep the items' rows locked and one of the pool's few connections from every other request. The
 * sale is checked first, the card charged (its key makes a retry the same payment), then checked again and
 * recorded; when it can no longer be recorded (an item sold online meanwhile), the card is refunded.
 */
import type { RegisterSaleRecord as RegisterSaleAnswer } from '@backroom/domain/contract/register';
import { REGISTER_MESSAGES } from '@backroom/domain/messages/register';
import { fromMinor, toMinor } from '@backroom/domain/money';
import { discountRefusal, saleTotals, tenderOutcome } from '@backroom/domain/register';
import type { RegisterSaleBody } from '@backroom/domain/schemas/register';
import { and, asc, eq, sql } from 'drizzle-orm';
import { lockItems } from '../../core/item-sql';
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
import { AppError, conflict, notFound, ruleViolation } from '../../http/errors';
import { ingestOrderInTx } from '../orders';
import type { CardTerminal } from './card-terminal';
import { creditBalance, lockConsigner, moveCredit } from './credit';
import { sellRefusal } from './items';
import { refundedSoFar } from './refunded';
import { limitOf, loadSettings, type Seller } from './settings';
import { openShiftId } from './shifts';

export async function saleAnswer(
  db: DbOrTx,
  { store, saleId, replayed = false }: { store: StoreRow; saleId: number; replayed?: boolean },
): Promise<RegisterSaleAnswer> {
  const [sale] = await db
    .select({ sale: registerSales, orderName: orders.name })
    .from(registerSales)
    .innerJoin(orders, and(eq(orders.storeId, registerSales.storeId), eq(orders.id, registerSales.orderId)))
    .where(storeScoped(registerSales, store.id, eq(registerSales.id, saleId)));
  if (!sale) throw notFound('Sale not found.');
  // One after another: the reads may share a transaction's single connection.
  const lines = await db
    .select()
    .from(orderLineItems)
    .where(storeScoped(orderLineItems, store.id, eq(orderLineItems.orderId, sale.sale.orderId)))
    .orderBy(asc(orderLineItems.id));
  const tenders = await db
    .select()
    .from(registerTenders)
    .where(storeScoped(registerTenders, store.id, eq(registerTenders.saleId, saleId)))
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
    .where(storeScoped(registerReturnLines, store.id, eq(registerReturnLines.saleId, saleId)))
    .orderBy(asc(registerReturns.id));
  const refunded = await refundedSoFar(db, { storeId: store.id, saleId, tenders });
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
  const answer = await saleAnswer(tx, { store, saleId, replayed: true });
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

type Sale = Awaited<ReturnType<typeof checkSale>>;

/** Locks the sale's items (and credit consigners) and checks everything a sale needs, in words. */
async function checkSale(tx: DbOrTx, store: StoreRow, seller: Seller, body: RegisterSaleBody) {
  const currency = store.currency;
  const minor = (major: number) => toMinor(major, currency);
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
  const limit = await limitOf(tx, { storeId: store.id, seller, storeDefault: settings.defaultDiscountLimit });
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
  return { ids, rows, settings, totals, tenders, change: outcome.change, credit };
}

/** The sale recorded when its key was taken already: that sale (replayed), or null. */
async function takeKey(tx: DbOrTx, store: StoreRow, body: RegisterSaleBody) {
  // Two requests with one key: the second waits here for the first to commit, then finds its sale.
  await tx.execute(sql`select pg_advisory_xact_lock(${store.id}, hashtext(${`register:${body.key}`}))`);
  const [existing] = await tx
    .select({ id: registerSales.id })
    .from(registerSales)
    .where(storeScoped(registerSales, store.id, eq(registerSales.requestKey, body.key)));
  return existing ? replay(tx, store, existing.id, body) : null;
}

/** Takes each card tender on the reader; the references in tender order (null for the others). */
async function chargeCards(
  terminal: CardTerminal,
  store: StoreRow,
  body: RegisterSaleBody,
  sale: Sale,
): Promise<(string | null)[]> {
  const references: (string | null)[] = [];
  for (const [i, t] of sale.tenders.entries()) {
    if (t.kind !== 'card') {
      references.push(null);
      continue;
    }
    const paid = await terminal.charge({
      key: `${store.id}-${body.key}-${i}`,
      amount: t.amount,
      currency: store.currency,
      readerId: sale.settings.terminalReaderId,
      description: `${store.name} register sale`,
    });
    references.push(paid.reference);
  }
  return references;
}

/** Gives back the cards a sale took when it could not be recorded after all. */
async function refundCards(
  terminal: CardTerminal,
  store: StoreRow,
  body: RegisterSaleBody,
  sale: Sale,
  references: readonly (string | null)[],
) {
  for (const [i, t] of sale.tenders.entries()) {
    const reference = references[i];
    if (t.kind === 'card' && reference)
      await terminal.refund({ key: `${store.id}-${body.key}-${i}-void`, reference, amount: t.amount });
  }
}

/** The order, the sale, its tenders and the credit spent, in the caller's transaction. */
async function writeSale(
  tx: DbOrTx,
  store: StoreRow,
  seller: Seller & { name: string },
  body: RegisterSaleBody,
  sale: Sale,
  references: readonly (string | null)[],
): Promise<RegisterSaleAnswer> {
  const { rows, totals, tenders } = sale;
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
  if (result.sold.length !== sale.ids.length) throw conflict(REGISTER_MESSAGES.changed);
  const [row] = await tx
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
      changeDue: sale.change,
      email: body.email,
      shiftId: await openShiftId(tx, store.id),
    })
    .returning({ id: registerSales.id });
  await tx.insert(registerTenders).values(
    tenders.map((t, i) => ({
      storeId: store.id,
      saleId: row!.id,
      kind: t.kind,
      amount: t.amount,
      reference: references[i] ?? null,
      consignerId: t.consignerId,
    })),
  );
  for (const [consignerId, c] of sale.credit)
    await moveCredit(tx, {
      store,
      consigner: { id: consignerId, name: c.name },
      employeeId: seller.employeeId,
      moves: [{ kind: 'spent', amount: -c.amount, saleId: row!.id }],
    });
  return saleAnswer(tx, { store, saleId: row!.id });
}

export async function recordSale(
  deps: { db: Db; terminal: CardTerminal },
  { store, seller, body }: { store: StoreRow; seller: Seller & { name: string }; body: RegisterSaleBody },
): Promise<RegisterSaleAnswer> {
  if (!body.tenders.some((t) => t.kind === 'card'))
    return deps.db.transaction(
      async (tx) =>
        (await takeKey(tx, store, body)) ??
        writeSale(tx, store, seller, body, await checkSale(tx, store, seller, body), []),
    );

  // A card: checked in a short transaction, charged with none open, then checked again and recorded.
  const first = await deps.db.transaction(
    async (tx): Promise<{ done: RegisterSaleAnswer } | { sale: Sale }> => {
      const done = await takeKey(tx, store, body);
      return done ? { done } : { sale: await checkSale(tx, store, seller, body) };
    },
  );
  if ('done' in first) return first.done;
  const references = await chargeCards(deps.terminal, store, body, first.sale);
  try {
    return await deps.db.transaction(async (tx) => {
      // A double tap charged the same payment (same keys) and recorded it first: its sale.
      const done = await takeKey(tx, store, body);
      if (done) return done;
      const sale = await checkSale(tx, store, seller, body);
      if (sale.totals.total !== first.sale.totals.total) throw conflict(REGISTER_MESSAGES.changed);
      return writeSale(tx, store, seller, body, sale, references);
    });
  } catch (error) {
    // The tenders come from the request, so the first check's are the ones charged.
    const refunded = await refundCards(deps.terminal, store, body, first.sale, references).then(
      () => true,
      () => false,
    );
    if (!(error instanceof AppError)) throw error;
    const message = refunded
      ? REGISTER_MESSAGES.cardGivenBack(error.message)
      : REGISTER_MESSAGES.cardNotGivenBack(error.message);
    throw new AppError(error.code, message);
  }
}
