import { describe, expect, it } from 'vitest';
import type { FeeBreakdown } from '../src/fees';
import { messages } from '../src/messages';
import { INVENTORY_MESSAGES } from '../src/messages/inventory';
import type { InventoryItem, ItemEdit } from '../src/transition-types';
import { transition } from '../src/transitions';
import { consigner, ctx, item, staff, store } from './fixtures';

const inventoryStaff = staff('Inventory');
const quote = (price: number, next: InventoryItem): FeeBreakdown => ({
  selling: price / 10,
  transcation: 0,
  cleaning: 0,
  box: 0,
  services: 0,
  vat: 0,
  negativeBalance: 0,
  total: price / 10,
  // The consigner the edit moves the item to is the one quoted for.
  payout: next.consignerId === 'c2' ? price : price - price / 10,
  storeOwned: false,
});
const edit = (changes: Omit<ItemEdit, 'type'>, over: Partial<InventoryItem> = {}, settings = {}) =>
  transition(item(over), { type: 'editItem', ...changes }, inventoryStaff, store(settings), {
    ...ctx,
    quote,
  });

describe('editItem (the staff edit card)', () => {
  it('edits the fields, logs each change in item order, and requotes on a new price or consigner', () => {
    const result = edit(
      { status: 'Withdrawn', price: 20_000, notes: 'scuffed toe', editsFields: true },
      { payoutAmount: 9000, payoutFee: 1000, notes: null },
    );
    expect(result).toMatchObject({
      ok: true,
      from: 'Active',
      item: {
        status: 'Withdrawn',
        price: 20_000,
        payoutAmount: 18_000,
        payoutFee: 2000,
        notes: 'scuffed toe',
      },
    });
    if (!result.ok) throw new Error('refused');
    expect(result.logs.map((l) => l.field)).toEqual([
      'status',
      'price',
      'payoutAmount',
      'payoutFee',
      'notes',
    ]);
    expect(edit({ consignerId: 'c2', editsFields: true })).toMatchObject({
      item: { consignerId: 'c2', payoutAmount: 10_000, payoutFee: 1000 },
    });
  });

  it('changes nothing (no log) when the values sent are the item’s own; paid items keep their payout', () => {
    expect(edit({ price: 10_000, editsFields: true })).toMatchObject({ ok: true, logs: [] });
    const paid = edit({ price: 20_000, editsFields: true }, { status: 'Paid', payoutAmount: 1 });
    expect(paid).toMatchObject({ ok: true, item: { price: 20_000, payoutAmount: 1 } });
  });

  it('refuses fields on withdrawn and declined items (409), a status alone goes by setStatus’s rules', () => {
    expect(edit({ notes: 'x', editsFields: true }, { status: 'Declined' })).toEqual({
      ok: false,
      code: 'INVALID_STATE',
      message: INVENTORY_MESSAGES.notEditable,
    });
    expect(edit({ status: 'Active' }, { status: 'Withdrawn' })).toMatchObject({ ok: true });
    expect(edit({ status: 'Active' }, { status: 'Sold' }, { safeInventoryStatusMode: true })).toEqual({
      ok: false,
      code: 'RULE',
      message: messages.statusLocked,
    });
    expect(edit({ status: 'Active' }, { status: 'Pending', acceptedOn: null })).toMatchObject({
      message: messages.itemNotAccepted,
    });
  });

  it('a store request gets no consigner here; consigners and removed items are refused', () => {
    expect(
      edit({ consignerId: 'c2', editsFields: true }, { status: 'Consignment', consignerId: null }),
    ).toEqual({
      ok: false,
      code: 'RULE',
      message: INVENTORY_MESSAGES.storeRequestConsigner,
    });
    expect(
      transition(item(), { type: 'editItem', price: 1, editsFields: true }, consigner(), store(), ctx),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(edit({ notes: 'x' }, { deletedAt: '2024-03-01T00:00:00.000Z' })).toMatchObject({
      ok: false,
      code: 'INVALID_STATE',
      message: messages.itemRemoved,
    });
  });
});
