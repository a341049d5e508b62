/**
 * The register's cash drawer and consigners' store credit (issue 34): shifts opened with a float and closed with
 * a counted drawer, cash put in or taken out between, and the store-credit ledger (one row per change, with the
 * balance after it, so the ledger is exact and a balance is one indexed read).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { consigners } from './schema-consigners';
import { payouts } from './schema-sales';
import { createdAt, storeRef } from './schema-stores';

export const registerShifts = pgTable(
  'register_shifts',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    openedBy: integer('opened_by'),
    /** Money, minor units: the cash in the drawer at the start. */
    openingFloat: integer('opening_float').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Money, minor units: what was counted at the close, and what the drawer should have held. */
    counted: integer('counted'),
    expected: integer('expected'),
    note: text('note'),
  },
  (t) => [
    primaryKey({ name: 'register_shifts_pk', columns: [t.storeId, t.id] }),
    // One open shift per store: the drawer is one.
    uniqueIndex('register_shifts_one_open_uq').on(t.storeId).where(sql`${t.closedAt} is null`),
    index('register_shifts_store_opened_idx').on(t.storeId, t.openedAt.desc().nullsFirst()),
  ],
);

export const registerCashMoves = pgTable(
  'register_cash_moves',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    shiftId: integer('shift_id').notNull(),
    kind: text('kind').$type<'in' | 'out'>().notNull(),
    /** Money, minor units, positive. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'register_cash_moves_pk', columns: [t.storeId, t.id] }),
    index('register_cash_moves_shift_idx').on(t.storeId, t.shiftId),
    check('register_cash_moves_amount_ck', sql`${t.amount} > 0`),
    foreignKey({
      name: 'register_cash_moves_shift_fk',
      columns: [t.storeId, t.shiftId],
      foreignColumns: [registerShifts.storeId, registerShifts.id],
    }).onDelete('cascade'),
  ],
);

export type StoreCreditKind = 'payout' | 'bonus' | 'spent' | 'refund' | 'returned';

export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    consignerId: integer('consigner_id').notNull(),
    kind: text('kind').$type<StoreCreditKind>().notNull(),
    /** Money, minor units: positive adds credit, negative spends it. */
    amount: integer('amount').notNull(),
    /** The consigner's credit after this entry. */
    balance: integer('balance').notNull(),
    payoutId: integer('payout_id'),
    saleId: integer('sale_id'),
    returnId: integer('return_id'),
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'store_credit_entries_pk', columns: [t.storeId, t.id] }),
    index('store_credit_entries_consigner_idx').on(t.storeId, t.consignerId, t.id),
    check('store_credit_entries_balance_ck', sql`${t.balance} >= 0`),
    foreignKey({
      name: 'store_credit_entries_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_credit_entries_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
  ],
);
