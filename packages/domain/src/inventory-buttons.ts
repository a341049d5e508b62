/** Which inventory buttons and inputs a screen shows for an item (spec 1 §4, spec 2 §2.3-2.8). */
import { ONLINE_MARKETPLACE_LOCATION } from './constants';
import { messages } from './messages';
import type { Money } from './money';
import { type InventoryStatus, isStatusLocked } from './statuses';

/** The product-item screen hides Withdraw for these (spec 1 §4). */
export const WITHDRAW_HIDDEN_STATUSES: readonly InventoryStatus[] = [
  'Withdrawn',
  'Pending',
  'Requested',
  'Declined',
  'RequestWithdrawal',
  'Paid',
  'Sold',
];

/** Statuses where a consigner's withdraw becomes a withdrawal request. */
export const WITHDRAWAL_REQUEST_STATUSES: readonly InventoryStatus[] = [
  'Active',
  'RequestPriceChange',
  'InTransit',
  'WithdrawalDeclined',
];

/**
 * Withdraw shows only where a consigner's withdrawal request can go ahead: the spec's hidden list
 * leaves exactly these among the statuses a consigner sees (PendingSale and the store-request
 * statuses are hidden as well).
 */
export function showWithdrawButton(status: InventoryStatus): boolean {
  return WITHDRAWAL_REQUEST_STATUSES.includes(status);
}

export interface WithdrawConfirm {
  title: string;
  okText?: string;
  action: 'withdrawInventory' | 'requestInventoryWithdrawal';
}

/** The confirm a consigner's withdraw opens: Pending items are withdrawn, live ones are requested. */
export function withdrawConfirm(status: InventoryStatus): WithdrawConfirm | null {
  if (status === 'Pending') return { title: messages.confirmWithdrawItem, action: 'withdrawInventory' };
  if (WITHDRAWAL_REQUEST_STATUSES.includes(status)) {
    return { title: messages.confirmRequestWithdrawal, okText: 'Okay', action: 'requestInventoryWithdrawal' };
  }
  return null;
}

/** The product-item screen's price-change input: Active or RequestPriceChange. */
export function priceChangeInputEnabled(status: InventoryStatus): boolean {
  return status === 'Active' || status === 'RequestPriceChange';
}

/** The consigner inventory table's editable price: Active only. */
export function inventoryPriceEditable(status: InventoryStatus): boolean {
  return status === 'Active';
}

/** Cancel drop-off shows for Requested or Pending items. */
export function showCancelDropoff(status: InventoryStatus): boolean {
  return status === 'Requested' || status === 'Pending';
}

/** On a store price-change request the consigner can accept it or cancel the drop-off. */
export function showStorePriceChangeChoice(status: InventoryStatus): boolean {
  return status === 'StoreRequestPriceChange';
}

/** The item detail's Save hides for Withdrawn and Declined items. */
export function showSaveButton(status: InventoryStatus): boolean {
  return status !== 'Withdrawn' && status !== 'Declined';
}

/** The item detail's "Request price change" (the store asks the consigner): not for store-owned items. */
export function showRequestPriceChangeButton(item: {
  status: InventoryStatus;
  isStoreAccount?: boolean;
}): boolean {
  return !item.isStoreAccount && (item.status === 'Active' || item.status === 'Requested');
}

/** The status dropdown is disabled for Sold, PendingSale and Paid in safe status mode. */
export function statusDropdownDisabled(status: InventoryStatus, safeInventoryStatusMode: boolean): boolean {
  return isStatusLocked(status, safeInventoryStatusMode);
}

export interface PriceShown {
  kind: 'price' | 'range';
  price?: Money;
  range?: readonly [Money, Money];
}

/** What a card shows as price: the store-request range, the store's requested price, or the price. */
export function displayedPrice(item: {
  status: InventoryStatus;
  price: Money;
  requestedPrice?: Money | null;
  storeRequestPriceRange?: readonly [Money, Money] | null;
}): PriceShown {
  if (item.storeRequestPriceRange) return { kind: 'range', range: item.storeRequestPriceRange };
  if (item.status === 'StoreRequestPriceChange' && item.requestedPrice != null) {
    return { kind: 'price', price: item.requestedPrice };
  }
  return { kind: 'price', price: item.price };
}

/** ADD TRACKING on a Sold online-marketplace item, TRACK once it has a code, otherwise nothing. */
export function trackingButton(item: {
  status: InventoryStatus;
  location?: string | null;
  trackingCode?: string | null;
}): 'ADD TRACKING' | 'TRACK' | null {
  if (item.status !== 'Sold' || item.location !== ONLINE_MARKETPLACE_LOCATION) return null;
  return item.trackingCode ? 'TRACK' : 'ADD TRACKING';
}

/** The Tracking filter stays only when some item is a Sold online-marketplace item. */
export function trackingFilterAvailable(
  items: readonly { status: InventoryStatus; location?: string | null }[],
): boolean {
  return items.some((i) => i.status === 'Sold' && i.location === ONLINE_MARKETPLACE_LOCATION);
}

/** Paid and Sold cards show the order id and sold date. */
export function showsOrderInfo(status: InventoryStatus): boolean {
  return status === 'Paid' || status === 'Sold';
}
