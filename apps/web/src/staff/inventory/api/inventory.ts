/**
 * An inventory item as the inventory API answers it (spec 2 §3); amounts are decimals in the store currency's
 * major units. Fields the spec lists but a list answer may leave out are optional.
 */
import type { InventoryStatus } from '@backroom/domain/statuses';

export interface InventoryProduct {
  id: number;
  title: string;
  sku?: string | null;
  image?: string | null;
  category?: string | null;
  brand?: string | null;
  shopifyId?: string | null;
  productTemplateId?: number | null;
}

export interface InventoryTemplate {
  id?: number;
  category?: string | null;
  option1?: string | null;
  option2?: string | null;
  option3?: string | null;
  option1Values?: string[] | null;
  option2Values?: string[] | null;
  option3Values?: string[] | null;
}

export interface InventoryConsigner {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  isActive?: boolean;
  isStoreAccount?: boolean;
}

export type Amount = number | string | null | undefined;

export interface InventoryItem {
  id: number;
  code?: string | null;
  productId: number;
  productTemplateId?: number | null;
  product?: InventoryProduct | null;
  productTemplate?: InventoryTemplate | null;
  consigner?: InventoryConsigner | null;
  consignerId?: number | null;
  price?: Amount;
  requestedPrice?: Amount;
  payoutAmount?: Amount;
  payout?: Amount;
  payoutFee?: Amount;
  cost?: Amount;
  total?: Amount;
  discount?: Amount;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  location?: string | null;
  subLocation?: string | null;
  status: InventoryStatus;
  saleType?: 'Consignment' | 'Buying' | null;
  notes?: string | null;
  trackingCode?: string | null;
  image?: string | null;
  quantity?: number | null;
  acceptedOn?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  soldOn?: string | null;
  order?: { id: number; name?: string | null; orderDate?: string | null; createdAt?: string | null } | null;
  orderId?: number | null;
  printed?: boolean;
  lowestPrice?: Amount;
  inStock?: number | null;
  storeRequestPriceRange?: [number, number] | null;
  lastUpdatedBy?: string | null;
  isWithdrawnEarly?: boolean;
  withdrawalFee?: Amount;
  /** Bumped on every change; PUT with a stale version answers 409. */
  version?: number;
}

/** One change of an item (GET /api/inventoryLogs/{id}). */
export interface InventoryLogChange {
  variableChanged: string;
  beforeValue: unknown;
  afterValue: unknown;
}

export interface InventoryLog {
  id?: number;
  updatedAt?: string;
  createdAt?: string;
  action?: string | null;
  lastUpdatedBy?: { name?: string | null } | string | null;
  modifiedFields: InventoryLogChange[];
}

export interface FilterOption {
  label: string;
  value: string | number;
  /** Consigners: the store's own account (cost instead of payout, no fees), when the answer says so. */
  isStoreAccount?: boolean;
}

/** GET /api/inventories/filterOptions. */
export interface InventoryFilterOptions {
  consigners: FilterOption[];
  statuses: string[];
  locations: { id?: number; label?: string; name: string; value?: string }[];
  subLocations: { id: number; name: string; locationName: string }[];
  option1Values: string[];
  option2Values: string[];
  option3Values: string[];
  categories: string[];
}

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
