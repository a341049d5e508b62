/**
 * Consigners' store credit (issue 34): an exact ledger (store_credit_entries), one row per change with the
 * balance after it, written under the consigner's row lock so two changes take turns and the balance never goes
 * below 0 (a check constraint is the last guard). Credit comes from a payout taken as credit (plus the store's
 * bonus percent) and from refunds of sales it paid; it is spent as a register tender.
 */
import type { StoreCreditRecord } from '@backroom/domain/contract/register';
import { REGISTER_MESSAGES } from '@backroom/domain/messages/register';
import { fromMinor } from '@backroom/domain/money';
import { desc, eq, sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { type StoreCreditKind, storeCreditEntries } from '../../db/schema-register-shifts';
import { notFound, ruleViolation } from '../../http/errors';

export const CREDIT_LABELS: Record<StoreCreditKind, string> = {
  payout: 'Payout taken as store credit',
  bonus: 'Store credit bonus',
  spent: 'Spent at the register',
  refund: 'Refund of a sale paid with store credit',
  returned: 'Given back',
};

/** Locks the consigner's row (the ledger's turn) and answers their name; 404 for another store's or a removed one. */
export async function lockConsigner(tx: DbOrTx, storeId: number, consignerId: number): Promise<string> {
  const r = await tx.execute(sql`
    select trim(first_name || ' ' || last_name) as name, email from consigners
    where store_id = ${storeId} and id = ${consignerId} and deleted_at is null for update`);
  const row = r.rows[0] as { name: string; email: string } | undefined;
  if (!row) throw notFound(REGISTER_MESSAGES.consignerNotFound);
  return row.name || row.email;
}

export async function creditBalance(db: DbOrTx, storeId: number, consignerId: number): Promise<number> {
  const [last] = await db
    .select({ balance: storeCreditEntries.balance })
    .from(storeCreditEntries)
    .where(storeScoped(storeCreditEntries, storeId, eq(storeCreditEntries.consignerId, consignerId)))
    .orderBy(desc(storeCreditEntries.id))
    .limit(1);
  return last?.balance ?? 0;
}

export interface CreditMove {
  kind: StoreCreditKind;
  /** Minor units: positive adds credit, negative spends it. */
  amount: number;
  payoutId?: number | null;
  saleId?: number | null;
  returnId?: number | null;
}

export interface MoveCreditOptions {
  store: StoreRow;
  consigner: { id: number; name: string };
  employeeId: number | null;
  moves: readonly CreditMove[];
}

/**
 * Writes the moves of one consigner, in order, each with the balance after it; the caller holds the consigner's
 * lock (lockConsigner) in this transaction. Refuses in words a spend the credit does not cover.
 */
export async function moveCredit(
  tx: DbOrTx,
  { store, consigner, employeeId, moves }: MoveCreditOptions,
): Promise<number> {
  let balance = await creditBalance(tx, store.id, consigner.id);
  const rows = [];
  for (const m of moves) {
    if (m.amount === 0) continue;
    if (balance + m.amount < 0)
      throw ruleViolation(REGISTER_MESSAGES.creditShort(consigner.name, balance, store.currency));
    balance += m.amount;
    rows.push({
      storeId: store.id,
      consignerId: consigner.id,
      kind: m.kind,
      amount: m.amount,
      balance,
      payoutId: m.payoutId ?? null,
      saleId: m.saleId ?? null,
      returnId: m.returnId ?? null,
      employeeId,
    });
  }
  if (rows.length > 0) await tx.insert(storeCreditEntries).values(rows);
  return balance;
}

/** A consigner's credit and its ledger, newest first (at most 200 entries). */
export async function creditAnswer(
  db: DbOrTx,
  store: StoreRow,
  consignerId: number,
): Promise<StoreCreditRecord> {
  const who = await db.execute(sql`
    select trim(first_name || ' ' || last_name) as name, email from consigners
    where store_id = ${store.id} and id = ${consignerId} and deleted_at is null`);
  const person = who.rows[0] as { name: string; email: string } | undefined;
  if (!person) throw notFound(REGISTER_MESSAGES.consignerNotFound);
  const entries = await db
    .select()
    .from(storeCreditEntries)
    .where(storeScoped(storeCreditEntries, store.id, eq(storeCreditEntries.consignerId, consignerId)))
    .orderBy(desc(storeCreditEntries.id))
    .limit(200);
  const money = (minor: number) => fromMinor(minor, store.currency);
  return {
    consignerId,
    name: person.name || person.email,
    balance: money(entries[0]?.balance ?? 0),
    entries: entries.map((e) => ({
      kind: e.kind,
      label: CREDIT_LABELS[e.kind],
      amount: money(e.amount),
      balance: money(e.balance),
      createdAt: e.createdAt,
    })),
  };
}

/** Consigners with store credit whose name or e-mail holds the words; at most 20, largest credit first. */
export async function creditHolders(db: DbOrTx, store: StoreRow, search: string | undefined) {
  const like = `%${(search ?? '').replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const r = await db.execute(sql`
    select c.id, trim(c.first_name || ' ' || c.last_name) as name, c.email, last.balance
    from consigners c
    cross join lateral (select e.balance from store_credit_entries e
      where e.store_id = c.store_id and e.consigner_id = c.id order by e.id desc limit 1) last
    where c.store_id = ${store.id} and c.deleted_at is null and last.balance > 0
      and (c.first_name || ' ' || c.last_name || ' ' || c.email) ilike ${like}
    order by last.balance desc, c.id limit 20`);
  return {
    consigners: (r.rows as { id: number; name: string; email: string; balance: number }[]).map((c) => ({
      consignerId: Number(c.id),
      name: c.name || c.email,
      balance: fromMinor(Number(c.balance), store.currency),
    })),
  };
}
