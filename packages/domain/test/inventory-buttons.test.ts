import { describe, expect, it } from 'vitest';
import {
  displayedPrice,
  inventoryPriceEditable,
  priceChangeInputEnabled,
  showCancelDropoff,
  showRequestPriceChangeButton,
  showSaveButton,
  showStorePriceChangeChoice,
  showsOrderInfo,
  showWithdrawButton,
  statusDropdownDisabled,
  trackingButton,
  trackingFilterAvailable,
  WITHDRAW_HIDDEN_STATUSES,
  withdrawConfirm,
} from '../src/inventory-buttons';
import { messages } from '../src/messages';
import { CONSIGNER_VISIBLE_STATUSES, INVENTORY_STATUSES } from '../src/statuses';

describe('withdraw button', () => {
  it('is hidden for the statuses the spec lists and shown for live consigner items', () => {
    for (const s of WITHDRAW_HIDDEN_STATUSES) expect(showWithdrawButton(s)).toBe(false);
    const shown = CONSIGNER_VISIBLE_STATUSES.filter(showWithdrawButton);
    expect(shown).toEqual(['Active', 'RequestPriceChange', 'InTransit', 'WithdrawalDeclined']);
    expect(showWithdrawButton('PendingSale')).toBe(false);
  });

  it('confirms a Pending withdrawal and a live item withdrawal request differently', () => {
    expect(withdrawConfirm('Pending')).toEqual({
      title: messages.confirmWithdrawItem,
      action: 'withdrawInventory',
    });
    expect(withdrawConfirm('InTransit')).toEqual({
      title: 'Are you sure you want to request withdrawal of this item?',
      okText: 'Okay',
      action: 'requestInventoryWithdrawal',
    });
    expect(withdrawConfirm('Sold')).toBeNull();
  });
});

describe('price and drop-off controls', () => {
  it('enables price-change input for Active and RequestPriceChange; the inventory table edits Active only', () => {
    const enabled = INVENTORY_STATUSES.filter(priceChangeInputEnabled);
    expect(enabled).toEqual(['Active', 'RequestPriceChange']);
    expect(INVENTORY_STATUSES.filter(inventoryPriceEditable)).toEqual(['Active']);
  });

  it('shows cancel drop-off for Requested or Pending and the accept/cancel choice for store price requests', () => {
    expect(INVENTORY_STATUSES.filter(showCancelDropoff)).toEqual(['Requested', 'Pending']);
    expect(INVENTORY_STATUSES.filter(showStorePriceChangeChoice)).toEqual(['StoreRequestPriceChange']);
  });

  it('hides Save for Withdrawn and Declined', () => {
    expect(INVENTORY_STATUSES.filter((s) => !showSaveButton(s))).toEqual(['Withdrawn', 'Declined']);
  });

  it('hides Request price change for store-owned items', () => {
    expect(showRequestPriceChangeButton({ status: 'Active' })).toBe(true);
    expect(showRequestPriceChangeButton({ status: 'Requested' })).toBe(true);
    expect(showRequestPriceChangeButton({ status: 'Active', isStoreAccount: true })).toBe(false);
    expect(showRequestPriceChangeButton({ status: 'Sold' })).toBe(false);
  });

  it('disables the status dropdown for sold items in safe mode', () => {
    expect(statusDropdownDisabled('Paid', true)).toBe(true);
    expect(statusDropdownDisabled('Paid', false)).toBe(false);
  });
});

describe('cards', () => {
  it('show the request range, the store-requested price, or the price', () => {
    expect(displayedPrice({ status: 'Consignment', price: 1, storeRequestPriceRange: [100, 200] })).toEqual({
      kind: 'range',
      range: [100, 200],
    });
    expect(displayedPrice({ status: 'StoreRequestPriceChange', price: 1, requestedPrice: 90 })).toEqual({
      kind: 'price',
      price: 90,
    });
    expect(displayedPrice({ status: 'StoreRequestPriceChange', price: 1, requestedPrice: null })).toEqual({
      kind: 'price',
      price: 1,
    });
  });

  it('show order info for Paid and Sold', () => {
    expect(INVENTORY_STATUSES.filter(showsOrderInfo)).toEqual(['Sold', 'Paid']);
  });
});

describe('tracking', () => {
  const sold = { status: 'Sold' as const, location: 'ONLINE MARKETPLACE' };
  it('offers ADD TRACKING, then TRACK, on Sold online-marketplace items', () => {
    expect(trackingButton(sold)).toBe('ADD TRACKING');
    expect(trackingButton({ ...sold, trackingCode: '1Z' })).toBe('TRACK');
    expect(trackingButton({ ...sold, location: 'Main' })).toBeNull();
    expect(trackingButton({ ...sold, status: 'Active' })).toBeNull();
  });

  it('keeps the Tracking filter only when such an item exists', () => {
    expect(trackingFilterAvailable([{ status: 'Active', location: 'ONLINE MARKETPLACE' }, sold])).toBe(true);
    expect(trackingFilterAvailable([{ status: 'Active', location: 'ONLINE MARKETPLACE' }])).toBe(false);
  });
});
