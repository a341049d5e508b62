import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import type { InventoryAction } from '../src/transition-types';
import { canAttempt, resolveActionName, transition } from '../src/transitions';
import { admin, consigner, ctx, item, NOW, staff, store, system } from './fixtures';

const inventoryStaff = staff('Inventory');
const draft = (over = {}) =>
  item({ status: null, consignerId: null, location: null, acceptedOn: null, ...over });

describe('a consigner adds an item', () => {
  const preapproving = store({ autoPreapproval: true, minApproval: 1000, maxApproval: 1000 });

  it('goes to Pending (drop-off) when preapproved, and becomes theirs', () => {
    const r = transition(
      draft(),
      { type: 'add', referencePrice: 10_500 },
      consigner('c9'),
      preapproving,
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Pending', preapprovalStatus: true, consignerId: 'c9' },
    });
  });

  it('goes to Requested when not preapproved', () => {
    const r = transition(
      draft(),
      { type: 'add', referencePrice: 20_000 },
      consigner('c9'),
      preapproving,
      ctx,
    );
    expect(r).toMatchObject({ ok: true, item: { status: 'Requested', preapprovalStatus: false } });
    const off = transition(draft(), { type: 'add' }, consigner('c9'), store(), ctx);
    expect(off).toMatchObject({ ok: true, item: { status: 'Requested' } });
  });

  it('needs a price and cannot add for someone else', () => {
    expect(transition(draft({ price: 0 }), { type: 'add' }, consigner(), store(), ctx)).toEqual({
      ok: false,
      code: 'RULE',
      message: messages.enterPrice,
    });
    expect(transition(draft({ consignerId: 'c2' }), { type: 'add' }, consigner('c1'), store(), ctx)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: messages.notYourItem,
    });
  });
});

describe('staff add an item', () => {
  it('is Active at once with a location and acceptedOn = now', () => {
    const r = transition(
      draft({ consignerId: 'c1' }),
      { type: 'addByStaff', location: ' Main ' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Active', location: 'Main', subLocation: null, acceptedOn: NOW.toISOString() },
    });
  });

  it('needs a consigner, a price and a location', () => {
    const add = (over = {}) => transition(draft(over), { type: 'addByStaff' }, inventoryStaff, store(), ctx);
    expect(add()).toMatchObject({ code: 'RULE', message: messages.selectConsigner });
    expect(add({ consignerId: 'c1', price: 0 })).toMatchObject({
      code: 'RULE',
      message: messages.enterPrice,
    });
    expect(add({ consignerId: 'c1' })).toMatchObject({ code: 'RULE', message: messages.selectLocation });
    expect(add({ consignerId: 'c1', location: 'Back', subLocation: 'Shelf 2' })).toMatchObject({
      ok: true,
      item: { location: 'Back', subLocation: 'Shelf 2' },
    });
  });
});

describe('store requests (Request Items)', () => {
  const products = staff('Products');

  it('creates a Consignment request with a price range, or a Buying request with a fixed price', () => {
    const c = transition(
      draft({ price: 0 }),
      { type: 'createStoreRequest', saleType: 'Consignment', priceRange: [8000, 12_000] },
      products,
      store(),
      ctx,
    );
    expect(c).toMatchObject({
      ok: true,
      item: {
        status: 'Consignment',
        saleType: 'Consignment',
        storeRequestPriceRange: [8000, 12_000],
        price: 8000,
      },
    });
    const b = transition(
      draft(),
      { type: 'createStoreRequest', saleType: 'Buying', price: 9000 },
      products,
      store(),
      ctx,
    );
    expect(b).toMatchObject({
      ok: true,
      item: { status: 'Buying', saleType: 'Buying', price: 9000, consignerId: null },
    });
  });

  it('refuses a bad range or a missing price', () => {
    const bad = (priceRange: [number, number] | null) =>
      transition(
        draft(),
        { type: 'createStoreRequest', saleType: 'Consignment', priceRange },
        products,
        store(),
        ctx,
      );
    expect(bad([12_000, 8000])).toMatchObject({ code: 'RULE', message: messages.invalidPriceRange });
    expect(bad([-1, 8000])).toMatchObject({ code: 'RULE' });
    expect(bad([0, 0])).toMatchObject({ code: 'RULE' });
    expect(bad(null)).toMatchObject({ code: 'RULE' });
    expect(
      transition(draft(), { type: 'createStoreRequest', saleType: 'Buying' }, products, store(), ctx),
    ).toMatchObject({
      code: 'RULE',
      message: messages.enterPrice,
    });
  });

  it('any consigner may accept an open request; a Consignment price must lie in the range', () => {
    const request = item({
      status: 'Consignment',
      consignerId: null,
      price: 8000,
      storeRequestPriceRange: [8000, 12_000],
    });
    const out = transition(
      request,
      { type: 'acceptStoreRequest', price: 12_001 },
      consigner('c5'),
      store(),
      ctx,
    );
    expect(out).toEqual({ ok: false, code: 'RULE', message: messages.priceNotInRange });
    const zero = transition(
      { ...request, storeRequestPriceRange: null },
      { type: 'acceptStoreRequest' },
      consigner(),
      store(),
      ctx,
    );
    expect(zero).toMatchObject({ code: 'RULE', message: messages.priceNotInRange });
    const ok = transition(
      request,
      { type: 'acceptStoreRequest', price: 11_000 },
      consigner('c5'),
      store(),
      ctx,
    );
    expect(ok).toMatchObject({ ok: true, item: { status: 'Pending', consignerId: 'c5', price: 11_000 } });
  });

  it('a Buying request is accepted at its fixed price and shown as an Instant Sell', () => {
    const request = item({ status: 'Buying', consignerId: null, price: 9000 });
    const ok = transition(request, { type: 'acceptStoreRequest', price: 1 }, consigner('c5'), store(), ctx);
    expect(ok).toMatchObject({ ok: true, item: { status: 'Pending', price: 9000, consignerId: 'c5' } });
  });
});

describe('requests to sell', () => {
  it('accepting moves to Pending and may set the location', () => {
    const r = transition(
      item({ status: 'Requested', location: null }),
      { type: 'acceptRequestToSell', location: 'Main', subLocation: 'A1' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(r).toMatchObject({ ok: true, item: { status: 'Pending', location: 'Main', subLocation: 'A1' } });
    const keep = transition(
      item({ status: 'Requested', location: 'Back' }),
      { type: 'acceptRequestToSell' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(keep).toMatchObject({ ok: true, item: { location: 'Back' } });
  });

  it('bulk calls map to the same actions', () => {
    expect(resolveActionName('bulkAcceptRequestToSell')).toBe('acceptRequestToSell');
    expect(resolveActionName('bulkDeclineRequestToSell')).toBe('declineRequestToSell');
    expect(resolveActionName('bulkAcceptInventory')).toBe('acceptInventory');
    expect(resolveActionName('acceptInventory')).toBe('acceptInventory');
    expect(resolveActionName('toString')).toBeNull();
    expect(resolveActionName('nonsense')).toBeNull();
    const bulk = { type: 'bulkAcceptInventory', location: 'Main' } as unknown as InventoryAction;
    expect(transition(item({ status: 'Pending' }), bulk, inventoryStaff, store(), ctx)).toMatchObject({
      ok: true,
      item: { status: 'Active' },
    });
  });
});

describe('accepting a drop-off (acceptInventory)', () => {
  const pending = (over = {}) => item({ status: 'Pending', location: null, acceptedOn: null, ...over });

  it('needs a location', () => {
    expect(transition(pending(), { type: 'acceptInventory' }, inventoryStaff, store(), ctx)).toEqual({
      ok: false,
      code: 'RULE',
      message: messages.locationRequiredToAccept,
    });
  });

  it('goes Active with acceptedOn = now and e-mails onInventoryAccept', () => {
    const r = transition(
      pending(),
      { type: 'acceptInventory', location: 'Main', subLocation: 'B2' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Active', location: 'Main', subLocation: 'B2', acceptedOn: NOW.toISOString() },
      emails: [{ template: 'onInventoryAccept', consignerId: 'c1' }],
      payoutLines: [],
    });
    if (!r.ok) return;
    expect(r.logs).toEqual([
      { field: 'status', before: 'Pending', after: 'Active' },
      { field: 'location', before: null, after: 'Main' },
      { field: 'acceptedOn', before: null, after: NOW.toISOString() },
      { field: 'subLocation', before: null, after: 'B2' },
    ]);
  });

  it('uses the location the item already has', () => {
    const r = transition(
      pending({ location: 'Back' }),
      { type: 'acceptInventory' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(r).toMatchObject({ ok: true, item: { location: 'Back' } });
  });

  it('a buying item needs a payment type and owes the seller a Ready to Pay line', () => {
    const buying = pending({ saleType: 'Buying', price: 9000 });
    expect(
      transition(buying, { type: 'acceptInventory', location: 'Main' }, inventoryStaff, store(), ctx),
    ).toMatchObject({
      code: 'RULE',
      message: messages.selectPaymentType,
    });
    const r = transition(
      buying,
      { type: 'acceptInventory', location: 'Main', paymentType: 'auto' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { paymentType: 'auto' },
      payoutLines: [{ consignerId: 'c1', amount: 9000, status: 'Buying', paymentType: 'auto' }],
    });
  });

  it('sends no e-mail for store-owned items', () => {
    const r = transition(
      pending({ isStoreAccount: true }),
      { type: 'acceptInventory', location: 'Main' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(r).toMatchObject({ ok: true, emails: [] });
  });
});

describe('the store buys a requested item', () => {
  it('becomes Active, owned by the store account, and the consigner is owed the price', () => {
    const r = transition(
      item({ status: 'Requested', location: null, acceptedOn: null, price: 12_000 }),
      { type: 'storeBuyRequestedInventory', storeConsignerId: 'store', location: 'Main' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: {
        status: 'Active',
        consignerId: 'store',
        isStoreAccount: true,
        cost: 12_000,
        acceptedOn: NOW.toISOString(),
      },
      payoutLines: [{ consignerId: 'c1', amount: 12_000, status: 'Buying' }],
    });
  });

  it('needs a location and refuses items the store already owns', () => {
    const buy = (over = {}) =>
      transition(
        item({ status: 'Pending', location: null, ...over }),
        { type: 'storeBuyRequestedInventory', storeConsignerId: 's' },
        inventoryStaff,
        store(),
        ctx,
      );
    expect(buy()).toMatchObject({ code: 'RULE', message: messages.locationRequiredToAccept });
    expect(buy({ isStoreAccount: true })).toMatchObject({
      code: 'RULE',
      message: messages.alreadyStoreOwned,
    });
    expect(buy({ consignerId: null, location: 'Main' })).toMatchObject({ ok: true, payoutLines: [] });
  });
});

describe('cancelling and deleting', () => {
  it('a cancelled drop-off leaves the lists and cannot be acted on again', () => {
    const r = transition(item({ status: 'Requested' }), { type: 'cancelDropoff' }, consigner(), store(), ctx);
    expect(r).toMatchObject({ ok: true, item: { status: 'Requested', deletedAt: NOW.toISOString() } });
    if (!r.ok) return;
    expect(r.logs).toEqual([{ field: 'deletedAt', before: null, after: NOW.toISOString() }]);
    expect(transition(r.item, { type: 'acceptRequestToSell' }, inventoryStaff, store(), ctx)).toEqual({
      ok: false,
      code: 'INVALID_STATE',
      message: messages.itemRemoved,
    });
    expect(canAttempt(r.item, 'acceptRequestToSell', inventoryStaff)).toBe(false);
  });

  it("a consigner cannot cancel someone else's drop-off", () => {
    expect(
      transition(item({ status: 'Pending' }), { type: 'cancelDropoff' }, consigner('c2'), store(), ctx),
    ).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: messages.notYourItem,
    });
    expect(
      transition(
        item({ status: 'Pending', consignerId: 5 }),
        { type: 'cancelDropoff' },
        consigner('5'),
        store(),
        ctx,
      ).ok,
    ).toBe(true);
  });
});

describe('tracking codes', () => {
  const sold = (over = {}) => item({ status: 'Sold', location: 'ONLINE MARKETPLACE', ...over });

  it('are added to Sold online-marketplace items, trimmed', () => {
    const r = transition(
      sold(),
      { type: 'addTrackingCode', trackingCode: ' 1Z9 ' },
      consigner(),
      store(),
      ctx,
    );
    expect(r).toMatchObject({ ok: true, item: { trackingCode: '1Z9', status: 'Sold' } });
  });

  it('need a code and an online-marketplace sale', () => {
    expect(
      transition(sold(), { type: 'addTrackingCode', trackingCode: ' ' }, consigner(), store(), ctx),
    ).toMatchObject({
      code: 'RULE',
      message: messages.trackingCodeRequired,
    });
    expect(
      transition(
        sold({ location: 'Main' }),
        { type: 'addTrackingCode', trackingCode: '1' },
        consigner(),
        store(),
        ctx,
      ),
    ).toMatchObject({
      code: 'RULE',
      message: messages.trackingOnlyForMarketplaceSales,
    });
  });
});

describe('who may act', () => {
  it('refuses the wrong kind of actor with FORBIDDEN', () => {
    expect(transition(item(), { type: 'requestInventoryWithdrawal' }, system, store(), ctx)).toMatchObject({
      code: 'FORBIDDEN',
      message: messages.forbidden,
    });
    expect(transition(item(), { type: 'orderPlaced', orderId: 1 }, admin, store(), ctx)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(transition(item(), { type: 'orderPlaced', orderId: 1 }, consigner(), store(), ctx)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      transition(item(), { type: 'transfer', location: 'X' }, inventoryStaff, store(), ctx),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('names the status when an action does not apply', () => {
    expect(
      transition(item({ status: 'Pending' }), { type: 'orderPlaced', orderId: 1 }, system, store(), ctx),
    ).toEqual({
      ok: false,
      code: 'INVALID_STATE',
      message: 'This item is Drop off pending: "Order placed" is not possible for it now.',
    });
    expect(transition(draft(), { type: 'setStatus', status: 'Active' }, admin, store(), ctx)).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This item is new: "Set status" is not possible for it now.',
    });
    // biome-ignore lint/suspicious/noExplicitAny: an unknown action from an untyped caller
    const unknown = transition(item(), { type: 'launch' } as any, admin, store(), ctx);
    expect(unknown).toMatchObject({ ok: false, code: 'INVALID_STATE' });
    // biome-ignore lint/suspicious/noExplicitAny: a prototype key must not be taken for an action
    const proto = transition(item(), { type: 'constructor' } as any, admin, store(), ctx);
    expect(proto).toMatchObject({ ok: false, code: 'INVALID_STATE' });
  });

  it('tells a screen which actions can be attempted', () => {
    expect(canAttempt(item(), 'requestPriceChange', consigner())).toBe(true);
    expect(canAttempt(item(), 'requestPriceChange', consigner('c2'))).toBe(false);
    expect(canAttempt(item({ status: 'Sold' }), 'requestPriceChange', consigner())).toBe(false);
    expect(canAttempt(item(), 'setStatus', inventoryStaff)).toBe(true);
  });

  it('reads the clock when no context is given', () => {
    const r = transition(item({ status: 'Pending' }), { type: 'acceptInventory' }, inventoryStaff, store());
    expect(r.ok && typeof r.item.acceptedOn === 'string' && r.item.acceptedOn > NOW.toISOString()).toBe(true);
  });
});
