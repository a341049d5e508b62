/**
 * Actions that bring an item into the shop: adding, store requests, requests to sell, drop-off
 * acceptance, store buys, cancelling and deleting (domain.md §1).
 */
import { ONLINE_MARKETPLACE_LOCATION } from './constants';
import { messages } from './messages';
import { isPreapproved } from './preapproval';
import {
  chosenLocation,
  consignerIdOf,
  emailTo,
  hasText,
  isPositiveMoney,
  nowIso,
} from './transition-helpers';
import type { ActionDef, InventoryAction, PayoutLineEffect } from './transition-types';

type Def<T extends InventoryAction['type']> = ActionDef<Extract<InventoryAction, { type: T }>>;

export const add: Def<'add'> = {
  consigner: [null],
  guard: ({ item }) => (isPositiveMoney(item.price) ? null : messages.enterPrice),
  effect: ({ item, action, actor, store }) => {
    const preapproved = isPreapproved(item.price, action.referencePrice ?? null, store);
    return {
      changes: {
        status: preapproved ? 'Pending' : 'Requested',
        preapprovalStatus: preapproved,
        consignerId: consignerIdOf(actor),
      },
    };
  },
};

export const addByStaff: Def<'addByStaff'> = {
  staff: { control: 'Inventory', from: [null] },
  guard: ({ item, action }) => {
    if (item.consignerId == null) return messages.selectConsigner;
    if (!isPositiveMoney(item.price)) return messages.enterPrice;
    return chosenLocation(action.location, item) ? null : messages.selectLocation;
  },
  effect: (args) => ({
    changes: {
      status: 'Active',
      location: chosenLocation(args.action.location, args.item),
      subLocation: args.action.subLocation ?? args.item.subLocation ?? null,
      acceptedOn: nowIso(args),
    },
  }),
};

export const createStoreRequest: Def<'createStoreRequest'> = {
  staff: { control: 'Products', from: [null] },
  guard: ({ action }) => {
    if (action.saleType === 'Buying') return isPositiveMoney(action.price) ? null : messages.enterPrice;
    const range = action.priceRange;
    if (!range || !(range[0] >= 0) || !isPositiveMoney(range[1]) || range[0] > range[1]) {
      return messages.invalidPriceRange;
    }
    return null;
  },
  effect: ({ item, action }) => ({
    changes:
      action.saleType === 'Buying'
        ? { status: 'Buying', saleType: 'Buying', consignerId: null, price: action.price as number }
        : {
            status: 'Consignment',
            saleType: 'Consignment',
            consignerId: null,
            storeRequestPriceRange: action.priceRange ?? null,
            price: item.price > 0 ? item.price : (action.priceRange?.[0] ?? 0),
          },
  }),
};

export const acceptStoreRequest: Def<'acceptStoreRequest'> = {
  consigner: ['Consignment', 'Buying'],
  openToAnyConsigner: true,
  guard: ({ item, action }) => {
    if (item.status !== 'Consignment') return null;
    const price = action.price ?? item.price;
    const [low, high] = item.storeRequestPriceRange ?? [0, 0];
    return isPositiveMoney(price) && price >= low && price <= high ? null : messages.priceNotInRange;
  },
  effect: ({ item, action, actor }) => ({
    changes: {
      status: 'Pending',
      consignerId: consignerIdOf(actor),
      price: item.status === 'Consignment' ? (action.price ?? item.price) : item.price,
    },
  }),
};

export const acceptRequestToSell: Def<'acceptRequestToSell'> = {
  staff: { control: 'Inventory', from: ['Requested'] },
  effect: ({ item, action }) => ({
    changes: {
      status: 'Pending',
      location: chosenLocation(action.location, item),
      subLocation: action.subLocation ?? item.subLocation ?? null,
    },
  }),
};

export const declineRequestToSell: Def<'declineRequestToSell'> = {
  staff: { control: 'Inventory', from: ['Requested'] },
  effect: () => ({ changes: { status: 'Declined' } }),
};

export const acceptInventory: Def<'acceptInventory'> = {
  staff: { control: 'Inventory', from: ['Pending'] },
  guard: ({ item, action }) => {
    if (!chosenLocation(action.location, item)) return messages.locationRequiredToAccept;
    if (item.saleType === 'Buying' && !action.paymentType) return messages.selectPaymentType;
    return null;
  },
  effect: (args) => {
    const { item, action } = args;
    const buying = item.saleType === 'Buying';
    const payoutLines: PayoutLineEffect[] =
      buying && item.consignerId != null
        ? [
            {
              consignerId: item.consignerId,
              amount: item.price,
              status: 'Buying',
              paymentType: action.paymentType,
            },
          ]
        : [];
    return {
      changes: {
        status: 'Active',
        location: chosenLocation(action.location, item),
        subLocation: action.subLocation ?? item.subLocation ?? null,
        acceptedOn: nowIso(args),
        ...(buying ? { paymentType: action.paymentType ?? null } : {}),
      },
      emails: emailTo(item, 'onInventoryAccept'),
      payoutLines,
    };
  },
};

export const declineInventory: Def<'declineInventory'> = {
  staff: { control: 'Inventory', from: ['Pending'] },
  effect: () => ({ changes: { status: 'Declined' } }),
};

export const storeBuyRequestedInventory: Def<'storeBuyRequestedInventory'> = {
  staff: { control: 'Inventory', from: ['Requested', 'Pending'] },
  guard: ({ item, action }) => {
    if (item.isStoreAccount) return messages.alreadyStoreOwned;
    return chosenLocation(action.location, item) ? null : messages.locationRequiredToAccept;
  },
  effect: (args) => {
    const { item, action } = args;
    const payoutLines: PayoutLineEffect[] =
      item.consignerId != null
        ? [{ consignerId: item.consignerId, amount: item.price, status: 'Buying' }]
        : [];
    return {
      changes: {
        status: 'Active',
        consignerId: action.storeConsignerId,
        isStoreAccount: true,
        cost: item.price,
        payoutAmount: item.price,
        payoutFee: 0,
        location: chosenLocation(action.location, item),
        subLocation: action.subLocation ?? item.subLocation ?? null,
        acceptedOn: nowIso(args),
      },
      payoutLines,
    };
  },
};

export const cancelDropoff: Def<'cancelDropoff'> = {
  consigner: ['Requested', 'Pending', 'StoreRequestPriceChange'],
  effect: (args) => ({ changes: { deletedAt: nowIso(args) } }),
};

export const deleteInventory: Def<'deleteInventory'> = {
  staff: { control: 'Inventory', from: ['Requested', 'Pending', 'Consignment', 'Buying'] },
  effect: (args) => ({ changes: { deletedAt: nowIso(args) } }),
};

/** A consigner's tracking code on an online-marketplace sale (spec 2 §2.4). */
export const addTrackingCode: Def<'addTrackingCode'> = {
  consigner: ['Sold'],
  guard: ({ item, action }) => {
    if (item.location !== ONLINE_MARKETPLACE_LOCATION) return messages.trackingOnlyForMarketplaceSales;
    return hasText(action.trackingCode) ? null : messages.trackingCodeRequired;
  },
  effect: ({ action }) => ({ changes: { trackingCode: action.trackingCode.trim() } }),
};
