/**
 * An inventory item as the inventory calls answer it (spec 2 §3): the answer types come from the server's
 * response schemas. Amounts are decimals in the store currency's major units.
 */
import type {
  FilterOptions,
  InventoryDetail,
  InventoryItem as ItemAnswer,
} from '@backroom/domain/contract/inventory';

export type {
  FilterOptions as InventoryFilterOptions,
  InventoryLog,
  InventoryTemplate,
} from '@backroom/domain/contract/inventory';

/**
 * An item of a list or the item screen: GET /api/inventories/{id} also answers the template and the variant's
 * lowest price; the Requested list adds the variant's stock from POST /api/inventories/lowestPriceInventories.
 */
export type InventoryItem = ItemAnswer &
  Partial<Pick<InventoryDetail, 'productTemplate' | 'lowestPrice'>> & { inStock?: number | null };

/** The inventory filters' choices: the filter options and the categories of the store's product templates. */
export type InventoryFilterChoices = FilterOptions & { categories: string[] };

/** An amount as a form or an answer holds it. */
export type Amount = number | string | null | undefined;

export const OPTION_KEYS = ['option1Value', 'option2Value', 'option3Value'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

export function itemConsignerId(item: InventoryItem): number | null {
  return item.consignerId ?? item.consigner?.id ?? null;
}

export function itemConsignerName(item: Pick<InventoryItem, 'consigner' | 'consignerId'>): string {
  const c = item.consigner;
  if (!c) return item.consignerId ? `#${item.consignerId}` : '—';
  return `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim() || c.email || `#${c.id}`;
}

export function isStoreOwned(item: InventoryItem): boolean {
  return Boolean(item.consigner?.isStoreAccount);
}

export function itemTitle(item: InventoryItem): string {
  return item.product?.title ?? `Item ${item.code ?? item.id}`;
}

/** The item's payout: payoutAmount, or payout when the answer uses that name. */
export function itemPayout(item: InventoryItem): Amount {
  return item.payoutAmount ?? item.payout ?? null;
}

/** "Size", "Condition", ... of the item's template, falling back to "Size" for option 1. */
export function itemOptionNames(item: InventoryItem): string[] {
  const t = item.productTemplate;
  const names = [t?.option1 || 'Size', t?.option2, t?.option3];
  return names.filter((n): n is string => Boolean(n?.trim()));
}
