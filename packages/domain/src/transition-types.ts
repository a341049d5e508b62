/** Types of the inventory transition function (domain.md §1). */
import type { AccessControl } from './access';
import type { Actor } from './access-controls';
import type { FeeBreakdown } from './fees';
import type { Money } from './money';
import type { InventoryStatus, SaleType } from './statuses';

export type Id = string | number;
export type PaymentType = 'cash' | 'auto';
export type OptionField = 'option1Value' | 'option2Value' | 'option3Value';

/** The fields of an inventory item the transitions read and write. Timestamps are ISO strings. */
export interface InventoryItem {
  id?: Id | null;
  /** null: the item does not exist yet (add, store request). */
  status: InventoryStatus | null;
  consignerId: Id | null;
  /** The consigner is the store's own account: cost instead of payout, no fees. */
  isStoreAccount?: boolean;
  price: Money;
  requestedPrice?: Money | null;
  /** Consignment store requests: [low, high]. */
  storeRequestPriceRange?: readonly [Money, Money] | null;
  saleType?: SaleType | null;
  location?: string | null;
  subLocation?: string | null;
  acceptedOn?: string | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  payoutAmount?: Money | null;
  payoutFee?: Money | null;
  cost?: Money | null;
  discount?: Money | null;
  soldOn?: string | null;
  orderId?: Id | null;
  payoutId?: Id | null;
  paymentType?: PaymentType | null;
  preapprovalStatus?: boolean | null;
  isWithdrawnEarly?: boolean | null;
  withdrawalFee?: Money | null;
  trackingCode?: string | null;
  /** Soft delete: a cancelled drop-off or deleted item leaves the shop's lists. */
  deletedAt?: string | null;
  /** Free fields of the edit card: changed only by editItem, logged like the rest. */
  image?: string | null;
  notes?: string | null;
}

/**
 * The staff edit card and inline table (PUT /api/inventories/{id}), its values already read by the server: the
 * status goes by setStatus's rules, the other fields are plain edits, and a change that moves the payout requotes
 * it (paid items and store requests keep theirs).
 */
export interface ItemEdit {
  type: 'editItem';
  status?: InventoryStatus;
  /** Fields other than the status were sent: withdrawn and declined items refuse them, changed or not. */
  editsFields?: boolean;
  /** A consigner other than the item's. */
  consignerId?: Id;
  price?: Money;
  cost?: Money;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  trackingCode?: string | null;
  /** Both given when the place changes: the location's name and its sublocation's (or null). */
  place?: { location: string | null; subLocation: string | null };
  image?: string | null;
  notes?: string | null;
}

export type InventoryAction =
  | { type: 'add'; referencePrice?: Money | null }
  | { type: 'addByStaff'; location?: string | null; subLocation?: string | null }
  | {
      type: 'createStoreRequest';
      saleType: SaleType;
      price?: Money | null;
      priceRange?: readonly [Money, Money] | null;
    }
  | { type: 'acceptRequestToSell'; location?: string | null; subLocation?: string | null }
  | { type: 'declineRequestToSell' }
  | { type: 'storeRequestPriceChange'; requestedPrice: Money | null | undefined }
  | { type: 'acceptStorePriceChange' }
  | { type: 'cancelDropoff' }
  | { type: 'deleteInventory' }
  | {
      type: 'acceptInventory';
      location?: string | null;
      subLocation?: string | null;
      paymentType?: PaymentType | null;
    }
  | { type: 'declineInventory' }
  | { type: 'withdrawInventory' }
  | { type: 'requestPriceChange'; requestedPrice: Money | null | undefined }
  | { type: 'acceptInventoryPrice' }
  | { type: 'declineInventoryPrice' }
  | { type: 'requestInventoryWithdrawal' }
  | { type: 'acceptInventoryWithdrawal' }
  | { type: 'declineInventoryWithdrawal' }
  | {
      type: 'transfer';
      location: string | null;
      subLocation?: string | null;
      overrideOption?: OptionField | null;
    }
  | { type: 'acceptTransfer'; location: string | null; subLocation?: string | null }
  | { type: 'orderPlaced'; orderId: Id }
  | { type: 'orderPaid'; orderId: Id; discount?: Money | null }
  /** The storefront cancelled the order; `inLivePayout`: the item is already owed in a payout. */
  | { type: 'cancelSale'; orderId: Id; inLivePayout?: boolean }
  | { type: 'markPaid'; payoutId?: Id | null }
  /** Returned at the register (issue 34): back to Active or a chosen status, sold or already paid out. */
  | { type: 'returnSale'; orderId: Id; status: 'Active' | 'Withdrawn' | 'Pending' }
  | { type: 'acceptStoreRequest'; price?: Money | null }
  | {
      type: 'storeBuyRequestedInventory';
      storeConsignerId: Id;
      location?: string | null;
      subLocation?: string | null;
    }
  | { type: 'addTrackingCode'; trackingCode: string }
  | { type: 'setStatus'; status: InventoryStatus }
  | ItemEdit;

export type ActionType = InventoryAction['type'];

/** Store settings the transitions read (money in minor units). */
export interface TransitionStore {
  safeInventoryStatusMode: boolean;
  autoPreapproval: boolean;
  minApproval: Money;
  maxApproval: Money;
  withdrawEarlyDays: number;
  withdrawFee: Money;
  absorbDiscount: boolean;
}

export interface TransitionContext {
  now: Date;
  /** When given, price changes requote the item's payout at once (`next`: the item as the action leaves it). */
  quote?: (price: Money, next: InventoryItem) => FeeBreakdown;
}

export interface LogEntry {
  field: keyof InventoryItem;
  before: unknown;
  after: unknown;
}

export type EmailTemplate =
  | 'onInventoryAccept'
  | 'onPayout'
  | 'onProductSold'
  | 'onPriceAcceptOrDecline'
  | 'onWithdrawAcceptOrDecline';

export interface EmailEffect {
  template: EmailTemplate;
  consignerId: Id;
  decision?: 'accepted' | 'declined';
}

export interface ChargeEffect {
  consignerId: Id;
  amount: Money;
  /** An early withdrawal, or a consignment renewed for its fee (issue 16). */
  reason: 'earlyWithdrawal' | 'renewal';
  /** The consigner is not shown the early-withdrawal fee; staff are. The renewal fee is shown before it is paid. */
  visibleToConsigner: boolean;
  /** The item charged for: its statement line names it (filled in by the server, which knows the row). */
  itemId?: Id;
  itemCode?: string;
}

/** A line the store owes a consigner for an item it bought ("Ready to Pay"). */
export interface PayoutLineEffect {
  consignerId: Id;
  amount: Money;
  status: 'Buying';
  paymentType?: PaymentType | null;
}

export type RefusalCode = 'FORBIDDEN' | 'INVALID_STATE' | 'RULE';

export interface TransitionRefusal {
  ok: false;
  code: RefusalCode;
  message: string;
}

export interface TransitionSuccess {
  ok: true;
  /** The status the item had: the server's UPDATE precondition. */
  from: InventoryStatus | null;
  item: InventoryItem;
  logs: LogEntry[];
  emails: EmailEffect[];
  charges: ChargeEffect[];
  payoutLines: PayoutLineEffect[];
  /** The price to requote fees at when the price changed and no quote was given; else null. */
  recalculateFeesAt: Money | null;
}

export type TransitionResult = TransitionSuccess | TransitionRefusal;

/** What an action's effect returns: changed fields plus side effects. */
export interface Effect {
  changes: Partial<InventoryItem>;
  emails?: EmailEffect[];
  charges?: ChargeEffect[];
  payoutLines?: PayoutLineEffect[];
  /** The item's payout must be requoted at this price. */
  requoteAt?: Money;
}

export type Statuses = readonly (InventoryStatus | null)[] | 'any';

export interface Args<A extends InventoryAction = InventoryAction> {
  item: InventoryItem;
  action: A;
  actor: Actor;
  store: TransitionStore;
  ctx: TransitionContext;
}

/** One row of the registry: who may act from which statuses, then the rules and the effect. */
export interface ActionDef<A extends InventoryAction = InventoryAction> {
  consigner?: Statuses;
  /** Consigners may act on items with no consigner yet (store requests). */
  openToAnyConsigner?: boolean;
  staff?: { control: AccessControl; from: Statuses };
  system?: Statuses;
  /** A rule violation's message (or a refusal with its own code), or null when the action may go ahead. */
  guard?: (args: Args<A>) => string | { code: RefusalCode; message: string } | null;
  effect: (args: Args<A>) => Effect;
}
