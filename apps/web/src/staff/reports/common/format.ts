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
