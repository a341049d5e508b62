/** Preapproval and price alerts (domain.md §3). */
import type { Money } from './money';

export interface VariantKey {
  productId: string | number;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
}

export interface PricedItem extends VariantKey {
  status: string;
  price: Money;
}

function sameValue(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '') === (b ?? '');
}

/**
 * getLowestPriceForVariant: the lowest price of an Active item of the same product and option
 * values in the store; null when there is none.
 */
export function lowestPriceForVariant(items: readonly PricedItem[], variant: VariantKey): Money | null {
  let lowest: Money | null = null;
  for (const item of items) {
    if (item.status !== 'Active' || String(item.productId) !== String(variant.productId)) continue;
    if (!sameValue(item.option1Value, variant.option1Value)) continue;
    if (!sameValue(item.option2Value, variant.option2Value)) continue;
    if (!sameValue(item.option3Value, variant.option3Value)) continue;
    if (lowest === null || item.price < lowest) lowest = item.price;
  }
  return lowest;
}

export interface PreapprovalSettings {
  autoPreapproval: boolean;
  /** Minor units below the reference still preapproved. */
  minApproval: Money;
  /** Minor units above the reference still preapproved. */
  maxApproval: Money;
}

/**
 * Preapproved items go to the Pre-Approved list and are added as Pending; the others are
 * requests (Requested). Off unless autoPreapproval; both bounds 0 preapprove everything.
 */
export function isPreapproved(price: Money, reference: Money | null, store: PreapprovalSettings): boolean {
  if (!store.autoPreapproval) return false;
  if (store.minApproval === 0 && store.maxApproval === 0) return true;
  if (reference === null) return false;
  return price >= reference - store.minApproval && price <= reference + store.maxApproval;
}

export interface PriceAlertSettings {
  /** Minor units. */
  warnAmount: Money;
}

/** Golden border with the store's warnText: the price is above the reference minus warnAmount. */
export function hasPriceAlert(price: Money, reference: Money | null, store: PriceAlertSettings): boolean {
  if (store.warnAmount === 0 || reference === null || reference <= 0) return false;
  return price > reference - store.warnAmount;
}
