import { daysActive, formatShortDate } from '@backroom/domain/dates';
import { productIdTooltip } from '@backroom/domain/messages';
import { formatAmount } from '@backroom/domain/money-format';
import type { InventoryItem } from '../api/inventory';

/** The price a list shows: the store-request range, the store's requested price, or the price (spec 2 §2.8). */
export function itemPriceText(item: InventoryItem, currency: string): string {
  const range = item.storeRequestPriceRange;
  if (range && range.length === 2) {
    return `${formatAmount(range[0], currency)} - ${formatAmount(range[1], currency)}`;
  }
  if (item.status === 'StoreRequestPriceChange' && item.requestedPrice != null) {
    return formatAmount(item.requestedPrice, currency);
  }
  return formatAmount(item.price, currency);
}

/** "Product ID: {code}", the name's tooltip. */
export function itemCodeTooltip(item: InventoryItem): string {
  return productIdTooltip(item.code ?? String(item.id));
}

/** Days Active of an Active item accepted in the past, else null. */
export function itemDaysActive(item: InventoryItem, now = new Date()): number | null {
  return daysActive({ status: item.status, acceptedOn: item.acceptedOn ?? null }, now);
}

export function shortDate(value: string | null | undefined): string {
  if (!value) return '—';
  try {
    return formatShortDate(value, Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return value;
  }
}

/** The option values joined ("10 / New"). */
export function itemOptionsText(item: InventoryItem): string {
  return [item.option1Value, item.option2Value, item.option3Value].filter(Boolean).join(' / ');
}
