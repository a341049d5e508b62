/**
 * A consigner's payout statement (issue 29): the items' payouts, then every deduction as its own line (an
 * early-withdrawal fee, a renewal fee, a balance carried over), and the net that was sent, to the cent.
 *
 * What a consigner owes the store is kept as a ledger of balance entries: charges add to it, a payout recovers
 * from it, a failed payout gives its recovery back. `statementDeductions` replays the ledger first in, first out,
 * so each payout's recovery is told as the charges it paid off.
 */
import type { Money } from './money';

export type BalanceEntryKind =
  | 'earlyWithdrawal'
  | 'renewal'
  | 'opening'
  | 'returnedSale'
  | 'recovered'
  | 'returned';

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
  kind: 'earlyWithdrawal' | 'renewal' | 'opening' | 'returnedSale' | 'balance';
  itemCode: string | null;
  /** Minor units, positive: what was taken from the payout. */
  amount: Money;
  label: string;
}

const LABELS: Record<DeductionLine['kind'], string> = {
  earlyWithdrawal: 'Early-withdrawal fee',
  renewal: 'Consignment renewal fee',
  opening: 'Balance owed from before',
  returnedSale: 'Sale returned after it was paid out',
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
    if (
      e.kind === 'earlyWithdrawal' ||
      e.kind === 'renewal' ||
      e.kind === 'opening' ||
      e.kind === 'returnedSale'
    ) {
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
      // The payout's recovery is undone: a retry recovers again and tells its own lines, not these as well.
      const given = byPayout.get(e.payoutId) ?? [];
      byPayout.delete(e.payoutId);
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

// ── The statement as lines: one order and one wording for the screens, the PDF, the CSV and the e-mail ────────

export interface StatementFee {
  label: string;
  /** Minor units: what the store kept; negative when the store covered part of the payout. */
  amount: Money;
}

export interface StatementItem {
  inventoryId: number;
  code: string;
  title: string;
  price: Money;
  fees: StatementFee[];
  payout: Money;
}

export type StatementStatus = 'Pending' | 'Paid' | 'Failed';

export interface Statement {
  payoutId: number;
  name: string;
  status: StatementStatus;
  itemCount: number;
  gross: Money;
  items: StatementItem[];
  deductions: DeductionLine[];
  net: Money;
  /** Taken as store credit (issue 34): the bonus the store added and the credit the consigner received. */
  storeCredit?: { bonus: Money; total: Money } | null;
}

/** The net's words: what happened to the money (the consigner's own share decides). */
export const STATEMENT_NET_LABEL: Record<StatementStatus, string> = {
  Paid: 'Sent to you',
  Pending: 'To be sent',
  Failed: 'Not sent yet',
};

export const STORE_FEES_LABEL = "Store's fees";
export const STORE_CREDIT_NET_LABEL = 'Taken as store credit';
export const STORE_COVERED_LABEL = 'Covered by the store (markdown or discount)';

/**
 * An item's fee lines: the engine's breakdown when it adds up to what the store kept (price − payout), else that
 * difference as one line, so the lines always reconcile with the payout to the cent.
 */
export function itemFees(
  price: Money,
  payout: Money,
  breakdown: readonly StatementFee[] | null,
): StatementFee[] {
  const kept = price - payout;
  const lines = (breakdown ?? []).filter((f) => f.amount !== 0);
  if (breakdown && lines.reduce((sum, f) => sum + f.amount, 0) === kept) return lines;
  if (kept === 0) return [];
  return [{ label: kept > 0 ? STORE_FEES_LABEL : STORE_COVERED_LABEL, amount: kept }];
}

export type StatementRowKind = 'item' | 'fee' | 'itemPayout' | 'deduction' | 'net' | 'credit';

export interface StatementRow {
  kind: StatementRowKind;
  /** The item the row is about (an item, its fees and payout; a fee charged for an item). */
  itemCode: string | null;
  label: string;
  /** Minor units, signed as the row moves the consigner's money: fees and deductions are negative. */
  amount: Money;
}

/**
 * The statement as ordered rows: each item (its price, each fee, its payout), then every deduction, then the net.
 * The payouts less the deductions equal the net, to the cent (`statementAddsUp`).
 */
export function statementRows(st: Statement): StatementRow[] {
  const rows: StatementRow[] = [];
  for (const item of st.items) {
    rows.push({ kind: 'item', itemCode: item.code, label: item.title, amount: item.price });
    for (const fee of item.fees)
      rows.push({ kind: 'fee', itemCode: item.code, label: fee.label, amount: -fee.amount });
    rows.push({ kind: 'itemPayout', itemCode: item.code, label: 'Your payout', amount: item.payout });
  }
  for (const d of st.deductions)
    rows.push({ kind: 'deduction', itemCode: d.itemCode, label: d.label, amount: -d.amount });
  const credit = st.storeCredit;
  rows.push({
    kind: 'net',
    itemCode: null,
    label: credit ? STORE_CREDIT_NET_LABEL : STATEMENT_NET_LABEL[st.status],
    amount: st.net,
  });
  if (credit) {
    rows.push({ kind: 'credit', itemCode: null, label: 'Store credit bonus', amount: credit.bonus });
    rows.push({ kind: 'credit', itemCode: null, label: 'Store credit received', amount: credit.total });
  }
  return rows;
}

/** Every line reconciles: each item's price − fees = payout, Σ payouts = gross, gross − Σ deductions = net. */
export function statementAddsUp(st: Statement): boolean {
  const items = st.items.every((i) => i.price - i.fees.reduce((s, f) => s + f.amount, 0) === i.payout);
  const gross = st.items.reduce((s, i) => s + i.payout, 0) === st.gross;
  const net = st.gross - st.deductions.reduce((s, d) => s + d.amount, 0) === st.net;
  return items && gross && net;
}
