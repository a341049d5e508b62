/**
 * The register's shifts (issue 34): opened with a float, cash put in or taken out, closed with a counted drawer.
 * One open shift per store (a partial unique index); sales and returns made while it is open belong to it, and
 * its figures (sales by tender, refunds, discounts, tax, the drawer) are summed from them for the cash-up.
 */
import type { ShiftRecord } from '@backroom/domain/contract/register';
import { SHIFT_MESSAGES } from '@backroom/domain/messages/register';
import { fromMinor, toMinor } from '@backroom/domain/money';
import {
  expectedCash,
  overShort,
  type ShiftFigures,
  shiftReportRows,
} from '@backroom/domain/register-shifts';
import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { registerCashMoves, registerShifts } from '../../db/schema-register-shifts';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';

type ShiftRow = typeof registerShifts.$inferSelect;

export async function openShiftId(db: DbOrTx, storeId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: registerShifts.id })
    .from(registerShifts)
    .where(storeScoped(registerShifts, storeId, isNull(registerShifts.closedAt)))
    // Shared: a close waits for the sale, then counts it.
    .for('share');
  return row?.id ?? null;
}

const n = (v: unknown) => Number(v ?? 0);

/** The shift's sums, from its sales, tenders, returns and cash moves. */
export async function shiftFigures(db: DbOrTx, storeId: number, shift: ShiftRow): Promise<ShiftFigures> {
  const sales = (
    await db.execute(sql`
      select count(*) as count, sum(subtotal) as subtotal, sum(discount) as discount, sum(tax) as tax,
        sum(change_due) as change
      from register_sales where store_id = ${storeId} and shift_id = ${shift.id}`)
  ).rows[0] as Record<string, unknown>;
  const tenders = (
    await db.execute(sql`
      select t.kind, sum(t.amount) as amount from register_tenders t
      join register_sales s on s.store_id = t.store_id and s.id = t.sale_id
      where t.store_id = ${storeId} and s.shift_id = ${shift.id} group by t.kind`)
  ).rows as { kind: string; amount: unknown }[];
  const returns = (
    await db.execute(sql`
      select count(*) as count, sum(cash_refund) as cash, sum(card_refund) as card, sum(credit_refund) as credit
      from register_returns where store_id = ${storeId} and shift_id = ${shift.id}`)
  ).rows[0] as Record<string, unknown>;
  const moves = (
    await db.execute(sql`
      select kind, sum(amount) as amount from register_cash_moves
      where store_id = ${storeId} and shift_id = ${shift.id} group by kind`)
  ).rows as { kind: string; amount: unknown }[];
  const tender = (kind: string) => n(tenders.find((t) => t.kind === kind)?.amount);
  const move = (kind: string) => n(moves.find((m) => m.kind === kind)?.amount);
  return {
    openingFloat: shift.openingFloat,
    salesCount: n(sales.count),
    subtotal: n(sales.subtotal),
    discounts: n(sales.discount),
    tax: n(sales.tax),
    cashSales: tender('cash') - n(sales.change),
    cardSales: tender('card'),
    creditSales: tender('credit'),
    returnsCount: n(returns.count),
    cashRefunds: n(returns.cash),
    cardRefunds: n(returns.card),
    creditRefunds: n(returns.credit),
    cashIn: move('in'),
    cashOut: move('out'),
    counted: shift.counted,
  };
}

export async function shiftAnswer(db: DbOrTx, store: StoreRow, shift: ShiftRow): Promise<ShiftRecord> {
  const figures = await shiftFigures(db, store.id, shift);
  const moves = await db
    .select()
    .from(registerCashMoves)
    .where(storeScoped(registerCashMoves, store.id, eq(registerCashMoves.shiftId, shift.id)))
    .orderBy(asc(registerCashMoves.id));
  const money = (minor: number) => fromMinor(minor, store.currency);
  const diff = overShort(figures);
  return {
    id: shift.id,
    openedAt: shift.openedAt,
    closedAt: shift.closedAt,
    openingFloat: money(shift.openingFloat),
    counted: shift.counted === null ? null : money(shift.counted),
    expected: money(shift.expected ?? expectedCash(figures)),
    overShort: diff === null ? null : money(diff),
    report: shiftReportRows(figures).map((r) => ({
      ...r,
      amount: r.amount === null ? null : money(r.amount),
    })),
    cashMoves: moves.map((m) => ({
      kind: m.kind,
      amount: money(m.amount),
      reason: m.reason,
      createdAt: m.createdAt,
    })),
  };
}

export async function findShift(db: DbOrTx, storeId: number, id: number): Promise<ShiftRow> {
  const [row] = await db
    .select()
    .from(registerShifts)
    .where(storeScoped(registerShifts, storeId, eq(registerShifts.id, id)));
  if (!row) throw notFound(SHIFT_MESSAGES.notFound);
  return row;
}

export async function currentShift(db: DbOrTx, store: StoreRow) {
  const [row] = await db
    .select()
    .from(registerShifts)
    .where(storeScoped(registerShifts, store.id, isNull(registerShifts.closedAt)));
  return { shift: row ? await shiftAnswer(db, store, row) : null };
}

export async function listShifts(db: DbOrTx, store: StoreRow) {
  const rows = await db
    .select()
    .from(registerShifts)
    .where(storeScoped(registerShifts, store.id))
    .orderBy(desc(registerShifts.openedAt), desc(registerShifts.id))
    .limit(30);
  const shifts = [];
  for (const row of rows) shifts.push(await shiftAnswer(db, store, row));
  return { shifts };
}

export async function openShift(
  db: Db,
  { store, employeeId, float }: { store: StoreRow; employeeId: number | null; float: number },
) {
  try {
    const [row] = await db
      .insert(registerShifts)
      .values({ storeId: store.id, openedBy: employeeId, openingFloat: toMinor(float, store.currency) })
      .returning();
    return shiftAnswer(db, store, row!);
  } catch (err) {
    if (isUniqueViolation(err, 'register_shifts_one_open_uq')) throw conflict(SHIFT_MESSAGES.alreadyOpen);
    throw err;
  }
}

/** The open shift, locked: a close and a cash move take turns. */
async function lockOpen(tx: DbOrTx, storeId: number, id: number): Promise<ShiftRow> {
  const [row] = await tx
    .select()
    .from(registerShifts)
    .where(storeScoped(registerShifts, storeId, eq(registerShifts.id, id)))
    .for('update');
  if (!row) throw notFound(SHIFT_MESSAGES.notFound);
  if (row.closedAt) throw conflict(SHIFT_MESSAGES.notOpen);
  return row;
}

export interface MoveCashOptions {
  store: StoreRow;
  employeeId: number | null;
  id: number;
  body: { kind: 'in' | 'out'; amount: number; reason: string };
}

export async function moveCash(db: Db, { store, employeeId, id, body }: MoveCashOptions) {
  return db.transaction(async (tx) => {
    const shift = await lockOpen(tx, store.id, id);
    await tx.insert(registerCashMoves).values({
      storeId: store.id,
      shiftId: id,
      kind: body.kind,
      amount: toMinor(body.amount, store.currency),
      reason: body.reason,
      employeeId,
    });
    return shiftAnswer(tx, store, shift);
  });
}

export interface CloseShiftOptions {
  store: StoreRow;
  employeeId: number | null;
  id: number;
  body: { counted: number; note: string | null };
}

export async function closeShift(db: Db, { store, employeeId, id, body }: CloseShiftOptions) {
  return db.transaction(async (tx) => {
    const shift = await lockOpen(tx, store.id, id);
    const counted = toMinor(body.counted, store.currency);
    const expected = expectedCash(await shiftFigures(tx, store.id, shift));
    const [closed] = await tx
      .update(registerShifts)
      .set({ closedAt: new Date(), closedBy: employeeId, counted, expected, note: body.note })
      .where(storeScoped(registerShifts, store.id, eq(registerShifts.id, id)))
      .returning();
    return shiftAnswer(tx, store, closed!);
  });
}
