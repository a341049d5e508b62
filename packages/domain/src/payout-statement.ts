/**
 * A consigner's payout statement (issue 29): the items' payouts, then every deduction as its own line (an
 * early-withdrawal fee, a renewal fee, a balance carried over), and the net that was sent, to the cent.
 *
 * What a consigner owes the store is kept as a ledger of balance entries: charges add to it, a payout recovers
 * from it, a failed payout gives its recovery back. `statementDeductions` replays the ledger first in, first out,
 * so each payout's recovery is told as the charges it paid off.
 */
import type { Money } from './money';

export type BalanceEntryKind = 'earlyWithdrawal' | 'renewal' | 'opening' | 'recovered' | 'returned';

export interface BalanceEntry {
  kind: BalanceEntryKind;
  /** Minor units: positive adds to what the consigner owes, negative takes from it. */
  amount: Money;
  /** The item a fee was charged for. */
  itemCode: string | null;
  /** The payout that recovered the balance, or gave it back. */
  payoutId: number | null;
}

export interface DeductionLine {
  kind: 'earlyWithdrawal' | 'renewal' | 'opening' | 'balance';
  itemCode: string | null;
  /** Minor units, positive: what was taken from the payout. */
  amount: Money;
  label: string;
}

const LABELS: Record<DeductionLine['kind'], string> = {
  earlyWithdrawal: 'Early-withdrawal fee',
  renewal: 'Consignment renewal fee',
  opening: 'Balance owed from before',
  balance: 'Balance owed to the store',
};

export const deductionLabel = (kind: DeductionLine['kind'], itemCode: string | null) =>
  itemCode ? `${LABELS[kind]} (${itemCode})` : LABELS[kind];

interface Open {
  kind: DeductionLine['kind'];
  itemCode: string | null;
  remaining: Money;
}

/** Each payout's deduction lines, by payout id, from the consigner's ledger in the order it was written. */
export function statementDeductions(entries: readonly BalanceEntry[]): Map<number, DeductionLine[]> {
  let queue: Open[] = [];
  const byPayout = new Map<number, DeductionLine[]>();
  for (const e of entries) {
    if (e.kind === 'earlyWithdrawal' || e.kind === 'renewal' || e.kind === 'opening') {
      if (e.amount > 0) queue.push({ kind: e.kind, itemCode: e.itemCode, remaining: e.amount });
      continue;
    }
    if (e.payoutId === null) continue;
    if (e.kind === 'recovered') {
      let left = -e.amount;
      const lines = byPayout.get(e.payoutId) ?? [];
      while (left > 0) {
        const head = queue[0];
        if (!head) {
          lines.push({ kind: 'balance', itemCode: null, amount: left, label: LABELS.balance });
          break;
        }
        const take = Math.min(left, head.remaining);
        lines.push({ kind: head.kind, itemCode: head.itemCode, amount: take, label: '' });
        head.remaining -= take;
        left -= take;
        if (head.remaining === 0) queue.shift();
      }
      byPayout.set(e.payoutId, lines);
    } else {
      // A failed payout gives back what it recovered: those charges are owed again, first in line.
      const given = byPayout.get(e.payoutId) ?? [];
      queue = [...given.map((l) => ({ kind: l.kind, itemCode: l.itemCode, remaining: l.amount })), ...queue];
    }
  }
  for (const lines of byPayout.values()) {
    for (const line of lines) line.label = deductionLabel(line.kind, line.itemCode);
  }
  return byPayout;
}

/** Lines of the same charge recovered in one payout, merged: one line per fee. */
export function mergeDeductions(lines: readonly DeductionLine[]): DeductionLine[] {
  const merged = new Map<string, DeductionLine>();
  for (const line of lines) {
    const key = `${line.kind}|${line.itemCode ?? ''}`;
    const seen = merged.get(key);
    if (seen) seen.amount += line.amount;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}
