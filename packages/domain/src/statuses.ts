/** Inventory and payout statuses, their display names, and the lists each screen offers. */

export const INVENTORY_STATUSES = [
  'Requested',
  'Pending',
  'Active',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'RequestWithdrawal',
  'WithdrawalDeclined',
  'Withdrawn',
  'Declined',
  'InTransit',
  'PendingSale',
  'Sold',
  'Paid',
  'Consignment',
  'Buying',
] as const;

export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export function isInventoryStatus(value: string): value is InventoryStatus {
  return (INVENTORY_STATUSES as readonly string[]).includes(value);
}

/**
 * How every status reads to a person, on staff and seller screens alike (spec words where it has them:
 * "Drop off pending", "Instant Sell", the Withdrawal Request and Price Change lists). Internal names such as
 * RequestWithdrawal never reach the screen.
 */
const ITEM_STATUS_LABELS: Record<InventoryStatus, string> = {
  Requested: 'Requested',
  Pending: 'Drop off pending',
  Active: 'Active',
  RequestPriceChange: 'Price change request',
  StoreRequestPriceChange: 'Store price change request',
  RequestWithdrawal: 'Withdrawal request',
  WithdrawalDeclined: 'Withdrawal declined',
  Withdrawn: 'Withdrawn',
  Declined: 'Declined',
  InTransit: 'In transit',
  PendingSale: 'Sale pending',
  Sold: 'Sold',
  Paid: 'Paid',
  Consignment: 'Consignment',
  Buying: 'Instant Sell',
};

/** How an item's status reads on screen: "Drop off pending", "Withdrawal request", "Instant Sell", ... */
export function inventoryStatusLabel(status: InventoryStatus): string {
  return ITEM_STATUS_LABELS[status];
}

/** The same for a status that arrives as plain text (a report row, an order line): unknown text is kept. */
export function statusLabelOf(status: string): string {
  return isInventoryStatus(status) ? ITEM_STATUS_LABELS[status] : status;
}

/** Sold shows green on the drop-off lists, every other status red (spec 2 §2.6). */
export function dropoffStatusColor(status: InventoryStatus): 'green' | 'red' {
  return status === 'Sold' ? 'green' : 'red';
}

export const SALE_TYPES = ['Buying', 'Consignment'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

// ── Payout statuses (spec 3 §4) ─────────────────────────────────────────────

export const PAYOUT_STATUSES = ['Pending', 'Failed', 'Buying', 'Paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Payout Buying reads "Ready to Pay" (the store bought the item and owes the seller). */
export function payoutStatusLabel(status: PayoutStatus): string {
  return status === 'Buying' ? 'Ready to Pay' : status;
}

/** The consigner's payout tabs: the statuses except Failed and Pending; Paid first and default. */
export const SELLER_PAYOUT_TABS: readonly PayoutStatus[] = ['Paid', 'Buying'];
export const SELLER_PAYOUT_DEFAULT_TAB: PayoutStatus = 'Paid';

export function sellerPayoutTabs(serverStatuses: readonly PayoutStatus[]): PayoutStatus[] {
  return serverStatuses.filter((s) => s !== 'Failed' && s !== 'Pending');
}

// ── Staff inventory lists by type (spec 2 §2.8) ──────────────────────────────

export interface InventoryListType {
  title: string;
  route: string;
  statuses: readonly InventoryStatus[];
  /** ReadyToPrint lists Active items with printed false. */
  printed?: false;
}

export const INVENTORY_LIST_TYPES = {
  Find: { title: 'Find Inventory', route: '/findInventory', statuses: ['Active'] },
  Incoming: { title: 'Incoming', route: '/incomingInventory', statuses: ['Pending'] },
  Requested: { title: 'Request', route: '/requestedInventory', statuses: ['Requested'] },
  Withdraw: { title: 'Withdrawn', route: '/withdrawnInventory', statuses: ['Withdrawn'] },
  PriceChange: {
    title: 'Inventory Price Change',
    route: '/pendingPriceChangeInventory',
    statuses: ['RequestPriceChange'],
  },
  RequestWithdrawal: {
    title: 'Withdrawal Request',
    route: '/pendingWithdrawalInventory',
    statuses: ['RequestWithdrawal'],
  },
  ReadyToPrint: { title: 'Ready To Print', route: '/readyToPrint', statuses: ['Active'], printed: false },
  Consignment: { title: 'Consignment', route: '/requestInventory', statuses: ['Consignment'] },
  Buying: { title: 'Buying', route: '/buyingInventory', statuses: ['Buying'] },
  AcceptTransfer: { title: 'Accept Transfer', route: '/acceptTransfers', statuses: ['InTransit'] },
} as const satisfies Record<string, InventoryListType>;

export type InventoryListTypeName = keyof typeof INVENTORY_LIST_TYPES;

/** Default inventory status filter: Pending unless a status is given. */
export function defaultStatusFilter(given?: readonly InventoryStatus[] | null): InventoryStatus[] {
  return given && given.length > 0 ? [...given] : ['Pending'];
}

export const ALL_STATUSES_OPTION = 'All';

/** The admin list's status filter: every status but PendingSale, after an All entry. */
export const ADMIN_STATUS_FILTER_OPTIONS: readonly (typeof ALL_STATUSES_OPTION | InventoryStatus)[] = [
  ALL_STATUSES_OPTION,
  ...INVENTORY_STATUSES.filter((s) => s !== 'PendingSale'),
];

/** The consigner product-item screen's status filter (spec 2 §2.5). */
export const PRODUCT_ITEM_STATUS_FILTER: readonly InventoryStatus[] = [
  'Active',
  'Paid',
  'Pending',
  'Sold',
  'Withdrawn',
];

/** Statuses a consigner sees on their own items (spec 1 §4). */
export const CONSIGNER_VISIBLE_STATUSES: readonly InventoryStatus[] = [
  'Active',
  'Paid',
  'Pending',
  'Sold',
  'Withdrawn',
  'Requested',
  'Declined',
  'RequestWithdrawal',
  'RequestPriceChange',
  'InTransit',
  'WithdrawalDeclined',
  'StoreRequestPriceChange',
];

/** Consigner routes that list one status (spec 1 §2.3). */
export const CONSIGNER_STATUS_ROUTES = {
  '/dropoff': 'Requested',
  '/dropoffPending': 'Pending',
} as const satisfies Record<string, InventoryStatus>;

/** Sold, PendingSale and Paid are locked when the store's safe status mode is on. */
export const SAFE_MODE_LOCKED_STATUSES: readonly InventoryStatus[] = ['Sold', 'PendingSale', 'Paid'];

export function isStatusLocked(status: InventoryStatus, safeInventoryStatusMode: boolean): boolean {
  return safeInventoryStatusMode && SAFE_MODE_LOCKED_STATUSES.includes(status);
}

/** Statuses in which an item has not been sold and can still be withdrawn by staff. */
export const UNSOLD_WITHDRAWABLE_STATUSES: readonly InventoryStatus[] = [
  'Requested',
  'Pending',
  'Active',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'RequestWithdrawal',
  'WithdrawalDeclined',
  'InTransit',
];
