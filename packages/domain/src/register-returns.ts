/**
 * Returns at the register (issue 34), pure and in minor units: what each line of a sale refunds (its net and its
 * share of the sale's tax, so every line returned adds up to the sale's total), and where a refund goes: back to
 * the tenders it came from, cards first, then store credit, then cash, each never more than it paid less what it
 * already got back.
 */

import type { Money } from './money';
import { allocate, type TenderKind } from './register';

export const RETURN_STATUSES = ['Active', 'Withdrawn', 'Pending'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Each line's refund: its net (price − discount) and its share of the tax, in the sale's line order. */
export function lineRefunds(lines: readonly { price: Money; discount: Money }[], tax: Money): Money[] {
  const nets = lines.map((l) => Math.max(0, l.price - l.discount));
  const shares = allocate(tax, nets);
  return nets.map((n, i) => n + shares[i]!);
}

export interface PaidTender {
  kind: TenderKind;
  /** What was handed over (cash before change). */
  amount: Money;
  reference: string | null;
  consignerId: number | null;
}

export interface RefundPart {
  /** The tender's place in the sale. */
  index: number;
  kind: TenderKind;
  amount: Money;
  reference: string | null;
  consignerId: number | null;
}

/**
 * Where `refund` goes: cards first, then store credit, then cash, each up to what it paid (cash: less the change)
 * less `refunded[index]` (what earlier returns gave back to it). Whatever is left (never, when the refunds come
 * from lineRefunds) goes to cash.
 */
export function refundToTenders(
  refund: Money,
  tenders: readonly PaidTender[],
  change: Money,
  refunded: readonly Money[],
): RefundPart[] {
  const order: TenderKind[] = ['card', 'credit', 'cash'];
  let changeLeft = change;
  const room = tenders.map((t, i) => {
    let paid = t.amount;
    if (t.kind === 'cash') {
      const less = Math.min(changeLeft, paid);
      paid -= less;
      changeLeft -= less;
    }
    return Math.max(0, paid - (refunded[i] ?? 0));
  });
  const parts: RefundPart[] = [];
  let left = refund;
  for (const kind of order) {
    for (const [i, t] of tenders.entries()) {
      if (left <= 0 || t.kind !== kind || room[i]! <= 0) continue;
      const amount = Math.min(left, room[i]!);
      parts.push({ index: i, kind, amount, reference: t.reference, consignerId: t.consignerId });
      left -= amount;
    }
  }
  if (left > 0) {
    const cash = tenders.findIndex((t) => t.kind === 'cash');
    parts.push({ index: cash, kind: 'cash', amount: left, reference: null, consignerId: null });
  }
  return parts;
}

/** The refund's parts summed by kind. */
export function refundTotals(parts: readonly RefundPart[]) {
  const sum = (kind: TenderKind) => parts.filter((p) => p.kind === kind).reduce((s, p) => s + p.amount, 0);
  return { cash: sum('cash'), card: sum('card'), credit: sum('credit') };
}
