import { currencySymbol, formatPayout } from '@backroom/domain/format';
import { toMinor } from '@backroom/domain/money';
import type { Amount } from '../api/inventory';

/** An API amount in minor units; null when missing or not a number. */
export function minorOf(value: Amount, currency: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return toMinor(value, currency);
  } catch {
    return null;
  }
}

/** A payout with the currency symbol: one decimal on cards, two in tables and totals (spec 2 §9). */
export function payoutText(value: Amount, currency: string, view: 'card' | 'table'): string {
  const minor = minorOf(value, currency);
  if (minor === null) return '—';
  return `${currencySymbol(currency)}${formatPayout(minor, currency, view)}`;
}
