import { INVENTORY_LIST_TYPES } from '@backroom/domain/statuses';

/** The staff inventory lists (spec 2 §2.1, §2.8, §2.9): one screen, configured per route. */
export type ListKind = keyof typeof INVENTORY_LIST_TYPES | 'Transfer';

/** What the selection toolbar offers. */
export type BulkAction =
  | 'accept'
  | 'decline'
  | 'acceptRequest'
  | 'declineRequest'
  | 'acceptPrice'
  | 'declinePrice'
  | 'acceptWithdrawal'
  | 'declineWithdrawal'
  | 'print'
  | 'export'
  | 'bulkEdit'
  | 'deleteRequest'
  | 'transfer'
  | 'acceptTransfer';

/** What each row or card offers besides opening the item. */
export type RowAction =
  | 'accept'
  | 'decline'
  | 'acceptRequest'
  | 'declineRequest'
  | 'storePriceChange'
  | 'acceptPrice'
  | 'declinePrice'
  | 'acceptWithdrawal'
  | 'declineWithdrawal'
  | 'print'
  | 'deleteRequest';

export interface ListConfig {
  kind: ListKind;
  title: string;
  statuses: readonly string[];
  printed?: false;
  /** Only Find filters by status (multi-select with All). */
  statusFilter: boolean;
  bulk: readonly BulkAction[];
  row: readonly RowAction[];
  /** Nested view: "Accept All" on a product group (Incoming and Requested). */
  acceptAll?: 'accept' | 'acceptRequest';
  /** The list shows the requested price (price-change requests). */
  showRequestedPrice?: boolean;
}

const T = INVENTORY_LIST_TYPES;

export const LIST_CONFIGS: Record<ListKind, ListConfig> = {
  Find: {
    kind: 'Find',
    title: T.Find.title,
    statuses: T.Find.statuses,
    statusFilter: true,
    bulk: ['print', 'export', 'bulkEdit'],
    row: [],
  },
  Incoming: {
    kind: 'Incoming',
    title: T.Incoming.title,
    statuses: T.Incoming.statuses,
    statusFilter: false,
    bulk: ['accept', 'decline', 'print', 'export'],
    row: ['accept', 'decline'],
    acceptAll: 'accept',
  },
  Requested: {
    kind: 'Requested',
    title: T.Requested.title,
    statuses: T.Requested.statuses,
    statusFilter: false,
    bulk: ['acceptRequest', 'declineRequest', 'export'],
    row: ['acceptRequest', 'declineRequest', 'storePriceChange'],
    acceptAll: 'acceptRequest',
  },
  ReadyToPrint: {
    kind: 'ReadyToPrint',
    title: T.ReadyToPrint.title,
    statuses: T.ReadyToPrint.statuses,
    printed: false,
    statusFilter: false,
    bulk: ['print', 'export'],
    row: ['print'],
  },
  Withdraw: {
    kind: 'Withdraw',
    title: T.Withdraw.title,
    statuses: T.Withdraw.statuses,
    statusFilter: false,
    bulk: ['export'],
    row: [],
  },
  PriceChange: {
    kind: 'PriceChange',
    title: T.PriceChange.title,
    statuses: T.PriceChange.statuses,
    statusFilter: false,
    bulk: ['acceptPrice', 'declinePrice', 'export'],
    row: ['acceptPrice', 'declinePrice'],
    showRequestedPrice: true,
  },
  RequestWithdrawal: {
    kind: 'RequestWithdrawal',
    title: T.RequestWithdrawal.title,
    statuses: T.RequestWithdrawal.statuses,
    statusFilter: false,
    bulk: ['acceptWithdrawal', 'declineWithdrawal', 'export'],
    row: ['acceptWithdrawal', 'declineWithdrawal'],
  },
  Consignment: {
    kind: 'Consignment',
    title: T.Consignment.title,
    statuses: T.Consignment.statuses,
    statusFilter: false,
    bulk: ['deleteRequest', 'export'],
    row: ['deleteRequest'],
  },
  Buying: {
    kind: 'Buying',
    title: T.Buying.title,
    statuses: T.Buying.statuses,
    statusFilter: false,
    bulk: ['deleteRequest', 'export'],
    row: ['deleteRequest'],
  },
  Transfer: {
    kind: 'Transfer',
    title: 'Transfer Inventory',
    statuses: ['Active'],
    statusFilter: false,
    bulk: ['transfer'],
    row: [],
  },
  AcceptTransfer: {
    kind: 'AcceptTransfer',
    title: T.AcceptTransfer.title,
    statuses: T.AcceptTransfer.statuses,
    statusFilter: false,
    bulk: ['acceptTransfer'],
    row: [],
  },
};

export const SORT_LABELS = {
  oldestCreated: 'Oldest created',
  newestCreated: 'Newest created',
  oldestUpdated: 'Oldest updated',
  newestUpdated: 'Newest updated',
  lowestPrice: 'Lowest price',
  highestPrice: 'Highest price',
  inventoryPriority: 'Inventory priority',
  lowestPayout: 'Lowest payout',
  highestPayout: 'Highest payout',
  sizeLowToHigh: 'Size: low to high',
  sizeHighToLow: 'Size: high to low',
} as const;
