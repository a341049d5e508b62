/**
 * Actions on items in the shop: price changes, withdrawals, transfers, sales, payouts and the
 * staff status dropdown (domain.md §1).
 */
import { payoutBasis } from './fees';
import { messages } from './messages';
import { isStatusLocked, UNSOLD_WITHDRAWABLE_STATUSES } from './statuses';
import {
  canBeActive,
  chosenLocation,
  emailTo,
  hasText,
  isPositiveMoney,
  nowIso,
  sameId,
} from './transition-helpers';
import type { ActionDef, Args, Effect, InventoryAction } from './transition-types';
import { earlyWithdrawal } from './withdrawal';

type Def<T extends InventoryAction['type']> = ActionDef<Extract<InventoryAction, { type: T }>>;

function priceChangeRule(requested: number | null | undefined): string | null {
  if (requested == null || Number.isNaN(requested)) return messages.enterPrice;
  return isPositiveMoney(requested) ? null : messages.priceChangeValueRequired;
}

export const storeRequestPriceChange: Def<'storeRequestPriceChange'> = {
  staff: { control: 'Inventory', from: ['Requested', 'Active'] },
  guard: ({ item, action }) => {
    if (item.isStoreAccount) return messages.storeOwnedNoPriceChange;
    return isPositiveMoney(action.requestedPrice) ? null : messages.priceChangeValueRequired;
  },
  effect: ({ action }) => ({
    changes: { status: 'StoreRequestPriceChange', requestedPrice: action.requestedPrice as number },
  }),
};

export const acceptStorePriceChange: Def<'acceptStorePriceChange'> = {
  consigner: ['StoreRequestPriceChange'],
  guard: ({ item }) => (isPositiveMoney(item.requestedPrice) ? null : messages.priceChangeValueRequired),
  effect: ({ item }) => {
    const price = item.requestedPrice as number;
    return {
      changes: { status: canBeActive(item) ? 'Active' : 'Requested', price, requestedPrice: null },
      requoteAt: price,
    };
  },
};

export const requestPriceChange: Def<'requestPriceChange'> = {
  consigner: ['Active', 'RequestPriceChange'],
  guard: ({ item, action }) =>
    item.isStoreAccount ? messages.storeOwnedNoPriceChange : priceChangeRule(action.requestedPrice),
  effect: ({ action }) => ({
    changes: { status: 'RequestPriceChange', requestedPrice: action.requestedPrice as number },
  }),
};

export const acceptInventoryPrice: Def<'acceptInventoryPrice'> = {
  staff: { control: 'Inventory', from: ['RequestPriceChange'] },
  guard: ({ item }) => (isPositiveMoney(item.requestedPrice) ? null : messages.priceChangeValueRequired),
  effect: ({ item }) => {
    const price = item.requestedPrice as number;
    return {
      changes: { status: 'Active', price, requestedPrice: null },
      emails: emailTo(item, 'onPriceAcceptOrDecline', 'accepted'),
      requoteAt: price,
    };
  },
};

export const declineInventoryPrice: Def<'declineInventoryPrice'> = {
  staff: { control: 'Inventory', from: ['RequestPriceChange'] },
  effect: ({ item }) => ({
    changes: { status: 'Active', requestedPrice: null },
    emails: emailTo(item, 'onPriceAcceptOrDecline', 'declined'),
  }),
};

export const requestInventoryWithdrawal: Def<'requestInventoryWithdrawal'> = {
  consigner: ['Active', 'RequestPriceChange', 'InTransit', 'WithdrawalDeclined'],
  effect: () => ({ changes: { status: 'RequestWithdrawal' } }),
};

/** Withdrawn, with the early-withdrawal fee charged to the consigner's balance when due. */
function withdraw(args: Args): Effect {
  const { item, store, ctx, actor } = args;
  const early =
    actor.kind === 'employee'
      ? earlyWithdrawal({
          status: item.status,
          acceptedOn: item.acceptedOn,
          now: ctx.now,
          withdrawEarlyDays: store.withdrawEarlyDays,
          withdrawFee: store.withdrawFee,
        })
      : { isWithdrawnEarly: false, withdrawalFee: 0 };
  const charged = early.withdrawalFee > 0 && item.consignerId != null && !item.isStoreAccount;
  return {
    changes: {
      status: 'Withdrawn',
      isWithdrawnEarly: early.isWithdrawnEarly,
      withdrawalFee: early.withdrawalFee,
    },
    charges: charged
      ? [
          {
            consignerId: item.consignerId as string | number,
            amount: early.withdrawalFee,
            reason: 'earlyWithdrawal',
            visibleToConsigner: false,
          },
        ]
      : [],
  };
}

export const acceptInventoryWithdrawal: Def<'acceptInventoryWithdrawal'> = {
  staff: { control: 'Inventory', from: ['RequestWithdrawal'] },
  effect: (args) => {
    const effect = withdraw(args);
    return { ...effect, emails: emailTo(args.item, 'onWithdrawAcceptOrDecline', 'accepted') };
  },
};

export const declineInventoryWithdrawal: Def<'declineInventoryWithdrawal'> = {
  staff: { control: 'Inventory', from: ['RequestWithdrawal'] },
  effect: ({ item }) => ({
    changes: { status: 'WithdrawalDeclined' },
    emails: emailTo(item, 'onWithdrawAcceptOrDecline', 'declined'),
  }),
};

/** Staff withdraw any unsold item; a consigner withdraws their own Pending item. */
export const withdrawInventory: Def<'withdrawInventory'> = {
  consigner: ['Pending'],
  staff: { control: 'Inventory', from: UNSOLD_WITHDRAWABLE_STATUSES },
  effect: withdraw,
};

export const transfer: Def<'transfer'> = {
  staff: { control: 'Orders', from: ['Active'] },
  guard: ({ action }) => (hasText(action.location) ? null : messages.selectLocation),
  effect: ({ action }) => {
    const location = (action.location as string).trim();
    return {
      changes: {
        status: 'InTransit',
        location,
        subLocation: action.subLocation ?? null,
        ...(action.overrideOption ? { [action.overrideOption]: location } : {}),
      },
    };
  },
};

export const acceptTransfer: Def<'acceptTransfer'> = {
  staff: { control: 'Inventory', from: ['InTransit'] },
  guard: ({ item, action }) => {
    if (!hasText(action.location)) return messages.selectLocation;
    return hasText(item.acceptedOn) ? null : messages.itemNotAccepted;
  },
  effect: ({ item, action }) => ({
    changes: {
      status: 'Active',
      location: chosenLocation(action.location, item),
      subLocation: action.subLocation ?? null,
    },
  }),
};

export const orderPlaced: Def<'orderPlaced'> = {
  system: ['Active'],
  effect: ({ action }) => ({ changes: { status: 'PendingSale', orderId: action.orderId } }),
};

export const orderPaid: Def<'orderPaid'> = {
  system: ['Active', 'PendingSale'],
  effect: (args) => {
    const { item, action, store } = args;
    const discount = action.discount ?? 0;
    const basis = payoutBasis(item.price, discount, store.absorbDiscount);
    return {
      changes: { status: 'Sold', soldOn: nowIso(args), orderId: action.orderId, discount },
      emails: emailTo(item, 'onProductSold'),
      ...(basis !== item.price && !item.isStoreAccount ? { requoteAt: basis } : {}),
    };
  },
};

/**
 * A cancelled order gives its items back to the shop: PendingSale, or Sold while not yet owed in a payout, →
 * Active. A Sold item's payout was quoted on the sold price; it is requoted on the listed price.
 */
export const cancelSale: Def<'cancelSale'> = {
  system: ['PendingSale', 'Sold'],
  guard: ({ item, action }) => {
    if (!sameId(item.orderId, action.orderId)) return messages.saleOfAnotherOrder;
    return action.inLivePayout ? messages.saleAlreadyInPayout : null;
  },
  effect: ({ item }) => ({
    changes: { status: 'Active', orderId: null, soldOn: null, discount: 0 },
    ...(item.status === 'Sold' && !item.isStoreAccount ? { requoteAt: item.price } : {}),
  }),
};

/**
 * A register return (issue 34): a Sold or Paid item of the order back to Active (or the chosen status), quoted
 * again on its listed price. What its consigner was paid is the server's to record as a balance owed.
 */
export const returnSale: Def<'returnSale'> = {
  system: ['Sold', 'Paid'],
  guard: ({ item, action }) => (sameId(item.orderId, action.orderId) ? null : messages.saleOfAnotherOrder),
  effect: ({ item, action }) => ({
    changes: { status: action.status, orderId: null, soldOn: null, discount: 0 },
    ...(!item.isStoreAccount ? { requoteAt: item.price } : {}),
  }),
};

export const markPaid: Def<'markPaid'> = {
  staff: { control: 'Orders', from: ['Sold'] },
  system: ['Sold'],
  effect: ({ item, action }) => ({
    changes: { status: 'Paid', ...(action.payoutId != null ? { payoutId: action.payoutId } : {}) },
    emails: emailTo(item, 'onPayout'),
  }),
};

/** The staff status dropdown (PUT /api/inventories/{id} with a status). */
export const setStatus: Def<'setStatus'> = {
  staff: { control: 'Inventory', from: 'any' },
  guard: ({ item, action, store }) => {
    if (item.status !== null && isStatusLocked(item.status, store.safeInventoryStatusMode)) {
      return messages.statusLocked;
    }
    if (action.status === 'Active' && item.status !== 'Active' && !canBeActive(item)) {
      return messages.itemNotAccepted;
    }
    return null;
  },
  effect: ({ action }) => ({ changes: { status: action.status } }),
};
