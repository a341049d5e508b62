import type { PendingPayouts } from '@backroom/domain/contract/reports';
import { abbreviateNumber, currencySymbol, percentChange } from '@backroom/domain/format';
import { formatAmount } from '@web/shared/format-money';

/** A tile amount: the currency's format below 1,000, then symbol + K/M/B with one decimal (spec 3 §9). */
export function shortAmount(value: number, currency: string): string {
  if (Math.abs(value) < 1000) return formatAmount(value, currency);
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${abbreviateNumber(Math.abs(value))}`;
}

/** A chart axis tick: whole amounts below 1,000 ("$800"), K/M/B above, so the ticks read alike. */
export function axisAmount(value: number, currency: string): string {
  if (Math.abs(value) < 1000)
    return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${Math.round(Math.abs(value))}`;
  return shortAmount(value, currency);
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
  const exact = (v: number) => formatAmount(v, currency);
  const parts: string[] = [];
  if (p.inUnpaidPayouts !== 0) parts.push(`${exact(p.inUnpaidPayouts)} already in unpaid payouts`);
  if (p.balanceRecovered !== 0) parts.push(`${exact(p.balanceRecovered)} taken back for balances owed`);
  const within = parts.length > 0 ? ` — of which ${parts.join(' and ')}` : '';
  return `Owed to consigners ${exact(p.owed)}${within}; Ready to pay ${exact(p.readyToPay)}; items the store bought ${exact(p.buyingDue)}`;
}
