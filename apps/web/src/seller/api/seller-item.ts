/** An item as the inventory API answers a consigner (spec 1 §3): amounts are decimals in major units. */
import { currencySymbol, formatPayout } from '@backroom/domain/format';
import { toMinor } from '@backroom/domain/money';
import type { InventoryStatus } from '@backroom/domain/statuses';

export type Amount = number | string | null | undefined;

export interface SellerItem {
  id: number;
  code: string;
  status: InventoryStatus;
  saleType?: 'Consignment' | 'Buying';
  productId: number;
  product: { id: number; title: string; sku: string | null; image: string | null; category?: string | null };
  price: number;
  requestedPrice: number | null;
  storeRequestPriceRange?: [number, number] | null;
  payoutAmount: number;
  payoutFee?: number;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  location: string | null;
  trackingCode: string | null;
  acceptedOn: string | null;
  soldOn: string | null;
  createdAt: string;
  updatedAt: string;
  version?: number;
}

/** An amount in minor units; null when missing or not a number. */
export function minorOf(value: Amount, currency: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return toMinor(value, currency);
  } catch {
    return null;
  }
}

/** Payout with the currency symbol: 1 decimal on cards, 2 in tables and totals (spec 2 §9). */
export function payoutText(
  value: Amount,
  currency: string,
  view: 'card' | 'table' | 'total' = 'table',
): string {
  const minor = minorOf(value, currency);
  return minor === null ? '—' : `${currencySymbol(currency)}${formatPayout(minor, currency, view)}`;
}
