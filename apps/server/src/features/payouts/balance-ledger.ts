/** Payouts' entries in the consigner balance ledger (db/schema-sales.ts consignerBalanceEntries). */
import type { DbOrTx } from '../../db/client';
import { consignerBalanceEntries } from '../../db/schema';

export interface BalanceMove {
  consignerId: number;
  payoutId: number;
  /** Minor units, positive: what the payout took from the balance, or gave back to it. */
  amount: number;
}

async function record(
  tx: DbOrTx,
  storeId: number,
  kind: 'recovered' | 'returned',
  moves: readonly BalanceMove[],
) {
  const rows = moves
    .filter((m) => m.amount > 0)
    .map((m) => ({
      storeId,
      consignerId: m.consignerId,
      payoutId: m.payoutId,
      kind,
      amount: kind === 'recovered' ? -m.amount : m.amount,
    }));
  if (rows.length > 0) await tx.insert(consignerBalanceEntries).values(rows);
}

/** A payout took `amount` of what the consigner owed (it is deducted on their statement). */
export const recordRecoveries = (tx: DbOrTx, storeId: number, moves: readonly BalanceMove[]) =>
  record(tx, storeId, 'recovered', moves);

/** A failed payout gave back what it had recovered: the consigner owes it again. */
export const recordReturns = (tx: DbOrTx, storeId: number, moves: readonly BalanceMove[]) =>
  record(tx, storeId, 'returned', moves);
