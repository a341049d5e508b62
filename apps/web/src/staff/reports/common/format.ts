import type { PendingPayouts } from '@backroom/domain/contract/reports';
import { abbreviateNumber, percentChange } from '@backroom/domain/format';
import { formatAmount } from '@backroom/domain/money-format';

/**
 * A dashboard tile's amount (spec 3 §9 names the dashboard's abbreviation): in full below 1,000, then K/M/B with one
 * decimal. Reports and every other screen spell amounts out (exactAmount), and so does the tile beneath its figure.
 */
export function shortAmount(value: number, currency: string): string {
  return formatAmount(value, currency, 'summary');
}

/** An amount spelled out to the cent ("$12,345.67"): the Reports figures, footers and chart hovers. */
export function exactAmount(value: number, currency: string): string {
  return formatAmount(value, currency);
}

/** A chart axis tick: a scale, not a figure (hovering a point gives it exactly), so K/M/B from 1,000. */
export function axisAmount(value: number, currency: string): string {
  return formatAmount(value, currency, 'summary');
}

/** A count with K/M/B from 1,000. */
export const shortCount = (value: number) => abbreviateNumber(value);

/** "+12.5%" / "-3%" with one decimal at most. */
export function growthText(growth: number): string {
  const rounded = Math.round(growth * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${abbreviateNumber(rounded)}%`;
}

/** Which way the change goes as shown: a change that shows as "0%" points nowhere (no arrow, no colour). */
export function growthDirection(growth: number): 'up' | 'down' | 'flat' {
  const rounded = Math.round(growth * 10) / 10;
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
}

export { percentChange };

/**
 * How the pending payouts split (issue 29), in exact amounts (formatMoney, two decimals) so they reconcile with the
 * Ready to Pay page to the cent: owed to consigners = Ready to pay + what is already in unpaid payouts + balances
 * those payouts take back; the store's own bought items are owed besides.
 */
export function pendingSplitText(p: PendingPayouts, currency: string): string {
  const exact = (v: number) => exactAmount(v, currency);
  const parts: string[] = [];
  if (p.inUnpaidPayouts !== 0) parts.push(`${exact(p.inUnpaidPayouts)} already in unpaid payouts`);
  if (p.balanceRecovered !== 0) parts.push(`${exact(p.balanceRecovered)} taken back for balances owed`);
  const within = parts.length > 0 ? ` — of which ${parts.join(' and ')}` : '';
  return `Owed to consigners ${exact(p.owed)}${within}; Ready to pay ${exact(p.readyToPay)}; items the store bought ${exact(p.buyingDue)}`;
}
