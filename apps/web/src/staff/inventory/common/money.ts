import { toMinor } from '@backroom/domain/money';
import { formatAmount } from '@backroom/domain/money-format';
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
  if (minorOf(value, currency) === null) return '—';
  return formatAmount(value, currency, view === 'card' ? 'card' : 'standard');
}
