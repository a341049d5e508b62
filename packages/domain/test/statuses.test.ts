import { describe, expect, it } from 'vitest';
import {
  ADMIN_STATUS_FILTER_OPTIONS,
  CONSIGNER_STATUS_ROUTES,
  defaultStatusFilter,
  dropoffStatusColor,
  INVENTORY_LIST_TYPES,
  INVENTORY_STATUSES,
  inventoryStatusLabel,
  isInventoryStatus,
  isStatusLocked,
  PAYOUT_STATUSES,
  PRODUCT_ITEM_STATUS_FILTER,
  payoutStatusLabel,
  SELLER_PAYOUT_DEFAULT_TAB,
  SELLER_PAYOUT_TABS,
  sellerPayoutTabs,
  statusLabelOf,
} from '../src/statuses';

describe('status display names', () => {
  it('shows Pending as "Drop off pending" and Buying as "Instant Sell" on items', () => {
    expect(inventoryStatusLabel('Pending')).toBe('Drop off pending');
    expect(inventoryStatusLabel('Buying')).toBe('Instant Sell');
    expect(inventoryStatusLabel('RequestWithdrawal')).toBe('Withdrawal request');
    expect(inventoryStatusLabel('RequestPriceChange')).toBe('Price change request');
  });

  it('names every status in words, never by its internal name', () => {
    for (const status of INVENTORY_STATUSES) {
      // An internal name is one word with an inner capital (RequestWithdrawal, InTransit).
      expect(inventoryStatusLabel(status)).not.toMatch(/[a-z][A-Z]/);
    }
    expect(statusLabelOf('InTransit')).toBe('In transit');
    expect(statusLabelOf('placed')).toBe('placed');
  });

  it('shows payout Buying as "Ready to Pay"', () => {
    expect(payoutStatusLabel('Buying')).toBe('Ready to Pay');
    expect(payoutStatusLabel('Failed')).toBe('Failed');
  });

  it('colours Sold green and everything else red on the drop-off lists', () => {
    expect(dropoffStatusColor('Sold')).toBe('green');
    expect(dropoffStatusColor('Pending')).toBe('red');
  });

  it('knows the 15 statuses', () => {
    expect(INVENTORY_STATUSES).toHaveLength(15);
    expect(isInventoryStatus('InTransit')).toBe(true);
    expect(isInventoryStatus('Incoming')).toBe(false);
  });
});

describe('status lists per screen', () => {
  it('follows the type-to-status table of spec 2 §2.8', () => {
    const table = Object.fromEntries(Object.entries(INVENTORY_LIST_TYPES).map(([k, v]) => [k, v.statuses]));
    expect(table).toMatchObject({
      Find: ['Active'],
      Incoming: ['Pending'],
      Requested: ['Requested'],
      Withdraw: ['Withdrawn'],
      PriceChange: ['RequestPriceChange'],
      RequestWithdrawal: ['RequestWithdrawal'],
      ReadyToPrint: ['Active'],
    });
    expect(INVENTORY_LIST_TYPES.ReadyToPrint.printed).toBe(false);
    expect(INVENTORY_LIST_TYPES.Find.title).toBe('Find Inventory');
  });

  it('defaults the status filter to Pending', () => {
    expect(defaultStatusFilter()).toEqual(['Pending']);
    expect(defaultStatusFilter([])).toEqual(['Pending']);
    expect(defaultStatusFilter(['Sold'])).toEqual(['Sold']);
  });

  it('offers All and every status but PendingSale in the admin filter', () => {
    expect(ADMIN_STATUS_FILTER_OPTIONS[0]).toBe('All');
    expect(ADMIN_STATUS_FILTER_OPTIONS).not.toContain('PendingSale');
    expect(ADMIN_STATUS_FILTER_OPTIONS).toHaveLength(INVENTORY_STATUSES.length);
  });

  it('offers Active, Paid, Pending, Sold, Withdrawn on the product item screen', () => {
    expect(PRODUCT_ITEM_STATUS_FILTER).toEqual(['Active', 'Paid', 'Pending', 'Sold', 'Withdrawn']);
    expect(CONSIGNER_STATUS_ROUTES['/dropoffPending']).toBe('Pending');
  });

  it('gives sellers payout tabs without Failed and Pending, Paid by default', () => {
    expect(sellerPayoutTabs([...PAYOUT_STATUSES])).toEqual(['Buying', 'Paid']);
    expect(SELLER_PAYOUT_TABS).not.toContain('Failed');
    expect(SELLER_PAYOUT_TABS).not.toContain('Pending');
    expect(SELLER_PAYOUT_DEFAULT_TAB).toBe('Paid');
  });

  it('locks Sold, PendingSale and Paid only in safe status mode', () => {
    expect(isStatusLocked('Sold', true)).toBe(true);
    expect(isStatusLocked('PendingSale', true)).toBe(true);
    expect(isStatusLocked('Paid', true)).toBe(true);
    expect(isStatusLocked('Active', true)).toBe(false);
    expect(isStatusLocked('Sold', false)).toBe(false);
  });
});
