/**
 * The register (issue 34): what a counter sale adds up to. Pure and in minor units: line discounts, a sale
 * discount spread over the lines, the sales tax, the tenders and the change due, the employee's discount
 * limit, and the words for an item that cannot be sold.
 */

import { REGISTER_MESSAGES } from './messages/register';
import { type Money, percentOf } from './money';

export const TENDER_KINDS = ['cash', 'card', 'credit'] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];

export interface SaleLineInput {
  price: Money;
  /** The clerk's discount on this line. */
  discount: Money;
}

export interface SaleLineTotal {
  price: Money;
  lineDiscount: Money;
  /** This line's part of the sale discount. */
  saleShare: Money;
  /** lineDiscount + saleShare: what the order line carries (the item's terms decide who bears it). */
  discount: Money;
  net: Money;
}

export interface SaleTotals {
  lines: SaleLineTotal[];
  subtotal: Money;
  discount: Money;
  /** subtotal − discount: what tax is charged on. */
  net: Money;
  tax: Money;
  total: Money;
}

/** How the refund of a whole sale goes back to its tenders: each card its amount, the rest in cash. */
export function refundSplit(
  total: Money,
  tenders: readonly { kind: TenderKind; amount: Money; reference: string | null }[],
): { card: { reference: string | null; amount: Money }[]; cash: Money } {
  const card = tenders
    .filter((t) => t.kind === 'card')
    .map((t) => ({ reference: t.reference, amount: t.amount }));
  const cardTotal = card.reduce((s, c) => s + c.amount, 0);
  return { card, cash: Math.max(0, total - cardTotal) };
}

/**
 * Spreads `amount` over `weights` in proportion, in whole minor units, never more than a weight: the largest
 * remainders get the leftover units, ties to the earlier line, so the parts always add up to `amount`.
 */
export function allocate(amount: Money, weights: readonly Money[]): Money[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, total);
  const exact = weights.map((w) => (BigInt(capped) * BigInt(w)) / BigInt(total));
  const parts = exact.map(Number);
  let left = capped - parts.reduce((s, p) => s + p, 0);
  const order = weights
    .map((w, i) => ({ i, rem: Number((BigInt(capped) * BigInt(w)) % BigInt(total)) }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (parts[i]! < weights[i]!) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

/** The sale's totals: line discounts first, then the sale discount spread over what is left, then tax. */
export function saleTotals(
  lines: readonly SaleLineInput[],
  saleDiscount: Money,
  taxRate: number,
): SaleTotals {
  const afterLine = lines.map((l) => Math.max(0, l.price - Math.min(l.discount, l.price)));
  const shares = allocate(saleDiscount, afterLine);
  const rows = lines.map((l, i) => {
    const lineDiscount = Math.min(l.discount, l.price);
    const discount = lineDiscount + shares[i]!;
    return { price: l.price, lineDiscount, saleShare: shares[i]!, discount, net: l.price - discount };
  });
  const subtotal = rows.reduce((s, r) => s + r.price, 0);
  const discount = rows.reduce((s, r) => s + r.discount, 0);
  const net = subtotal - discount;
  const tax = percentOf(net, taxRate);
  return { lines: rows, subtotal, discount, net, tax, total: net + tax };
}

/** Why the discounts cannot be given (more than the price, or over the employee's limit), or null. */
export function discountRefusal(
  lines: readonly (SaleLineInput & { code: string })[],
  saleDiscount: Money,
  limitPercent: number,
): string | null {
  for (const l of lines) if (l.discount > l.price) return REGISTER_MESSAGES.lineDiscountTooBig(l.code);
  const afterLine = lines.reduce((s, l) => s + l.price - l.discount, 0);
  if (saleDiscount > afterLine) return REGISTER_MESSAGES.saleDiscountTooBig;
  const subtotal = lines.reduce((s, l) => s + l.price, 0);
  const given = lines.reduce((s, l) => s + l.discount, 0) + saleDiscount;
  const lineOver = lines.some((l) => l.discount > percentOf(l.price, limitPercent));
  if (lineOver || given > percentOf(subtotal, limitPercent)) return REGISTER_MESSAGES.overLimit(limitPercent);
  return null;
}

export interface TenderInput {
  kind: TenderKind;
  amount: Money;
}

/** What the tenders pay: refused when short or when a card pays more than is due; cash over the total is change. */
export function tenderOutcome(
  total: Money,
  tenders: readonly TenderInput[],
  currency: string,
): { ok: true; change: Money; cash: Money; card: Money; credit: Money } | { ok: false; error: string } {
  const sum = (kind: TenderKind) => tenders.filter((t) => t.kind === kind).reduce((s, t) => s + t.amount, 0);
  const card = sum('card');
  const cash = sum('cash');
  const credit = sum('credit');
  if (card + credit > total) return { ok: false, error: REGISTER_MESSAGES.cardTooMuch };
  const paid = card + cash + credit;
  if (paid < total) return { ok: false, error: REGISTER_MESSAGES.short(total - paid, currency) };
  return { ok: true, change: paid - total, cash, card, credit };
}

/** The discount limit of an employee: the owner may give any discount; others their own limit or the store's. */
export function discountLimitOf(isAdmin: boolean, own: number | null, storeDefault: number): number {
  if (isAdmin) return 100;
  return own ?? storeDefault;
}
