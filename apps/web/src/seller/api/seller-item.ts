import type { InventoryItem } from '@backroom/domain/contract/inventory';
/** An item as the inventory API answers a consigner (spec 1 §3): amounts are decimals in major units. */
import { toMinor } from '@backroom/domain/money';
import { formatAmount } from '@backroom/domain/money-format';

export type Amount = number | string | null | undefined;

/** The inventory calls' item (the staff-only withdrawal fields are absent for a consigner). */
export type SellerItem = InventoryItem;

/** An amount in minor units; null when missing or not a number. */
export function minorOf(value: Amount, currency: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return toMinor(value, currency);
  } catch {
    return null;
  }
}

/** An amount with the currency symbol: one decimal on cards, two in tables and totals (spec 2 §9, money-format). */
export function payoutText(
  value: Amount,
  currency: string,
  view: 'card' | 'table' | 'total' = 'table',
): string {
  if (minorOf(value, currency) === null) return '—';
  return formatAmount(value, currency, view === 'card' ? 'card' : 'standard');
}
