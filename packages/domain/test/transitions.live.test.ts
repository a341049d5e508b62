import { describe, expect, it } from 'vitest';
import type { FeeBreakdown } from '../src/fees';
import { messages } from '../src/messages';
import { diffItem, transition } from '../src/transitions';
import { admin, consigner, ctx, item, NOW, staff, store, system } from './fixtures';

const inventoryStaff = staff('Inventory');
const quote = (price: number): FeeBreakdown => ({
  selling: price / 10,
  transcation: 0,
  cleaning: 0,
  box: 0,
  services: 0,
  vat: 0,
  negativeBalance: 0,
  total: price / 10,
  payout: price - price / 10,
  storeOwned: false,
});

describe('consigner price-change requests', () => {
  const request = (requestedPrice: number | null | undefined, over = {}) =>
    transition(item(over), { type: 'requestPriceChange', requestedPrice }, consigner(), store(), ctx);

  it('moves an Active item to RequestPriceChange with the requested price', () => {
    expect(request(9000)).toMatchObject({
      ok: true,
      item: { status: 'RequestPriceChange', requestedPrice: 9000, price: 10_000 },
    });
    expect(request(8000, { status: 'RequestPriceChange', requestedPrice: 9000 })).toMatchObject({
      ok: true,
      item: { requestedPrice: 8000 },
    });
  });

  it('needs a price above 0', () => {
    expect(request(null)).toEqual({ ok: false, code: 'RULE', message: messages.enterPrice });
    expect(request(undefined)).toMatchObject({ message: messages.enterPrice });
    expect(request(Number.NaN)).toMatchObject({ message: messages.enterPrice });
    expect(request(0)).toEqual({
      ok: false,
      code: 'RULE',
      message: 'You must set the valuee for the price change',
    });
    expect(request(-5)).toMatchObject({ message: messages.priceChangeValueRequired });
  });

  it('is not offered on store-owned items', () => {
    expect(request(9000, { isStoreAccount: true })).toMatchObject({
      code: 'RULE',
      message: messages.storeOwnedNoPriceChange,
    });
  });

  it('staff accept: price = requested, fees requoted, consigner e-mailed', () => {
    const pending = item({ status: 'RequestPriceChange', requestedPrice: 9000 });
    const r = transition(pending, { type: 'acceptInventoryPrice' }, inventoryStaff, store(), ctx);
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Active', price: 9000, requestedPrice: null },
      emails: [{ template: 'onPriceAcceptOrDecline', consignerId: 'c1', decision: 'accepted' }],
      recalculateFeesAt: 9000,
    });
    const quoted = transition(pending, { type: 'acceptInventoryPrice' }, inventoryStaff, store(), {
      ...ctx,
      quote,
    });
    expect(quoted).toMatchObject({
      ok: true,
      item: { payoutAmount: 8100, payoutFee: 900 },
      recalculateFeesAt: null,
    });
    const broken = transition(
      { ...pending, requestedPrice: null },
      { type: 'acceptInventoryPrice' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(broken).toMatchObject({ code: 'RULE', message: messages.priceChangeValueRequired });
  });

  it('staff decline: price unchanged, same e-mail', () => {
    const r = transition(
      item({ status: 'RequestPriceChange', requestedPrice: 9000 }),
      { type: 'declineInventoryPrice' },
      inventoryStaff,
      store(),
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Active', price: 10_000, requestedPrice: null },
      emails: [{ template: 'onPriceAcceptOrDecline', decision: 'declined' }],
      recalculateFeesAt: null,
    });
  });
});

describe('store price-change requests', () => {
  it('need a requested price above 0 and not a store-owned item', () => {
    const ask = (requestedPrice: number | null, over = {}) =>
      transition(
        item(over),
        { type: 'storeRequestPriceChange', requestedPrice },
        inventoryStaff,
        store(),
        ctx,
      );
    expect(ask(0)).toMatchObject({ code: 'RULE', message: messages.priceChangeValueRequired });
    expect(ask(null)).toMatchObject({ code: 'RULE', message: messages.priceChangeValueRequired });
    expect(ask(9000, { isStoreAccount: true })).toMatchObject({
      code: 'RULE',
      message: messages.storeOwnedNoPriceChange,
    });
    expect(ask(9000)).toMatchObject({
      ok: true,
      item: { status: 'StoreRequestPriceChange', requestedPrice: 9000 },
    });
  });

  it('the consigner accepts: back to Active, or Requested if it was never accepted', () => {
    const asked = item({ status: 'StoreRequestPriceChange', requestedPrice: 9000 });
    expect(transition(asked, { type: 'acceptStorePriceChange' }, consigner(), store(), ctx)).toMatchObject({
      ok: true,
      item: { status: 'Active', price: 9000, requestedPrice: null },
      recalculateFeesAt: 9000,
    });
    const neverAccepted = { ...asked, acceptedOn: null, location: null };
    expect(
      transition(neverAccepted, { type: 'acceptStorePriceChange' }, consigner(), store(), ctx),
    ).toMatchObject({
      ok: true,
      item: { status: 'Requested', price: 9000 },
    });
    expect(
      transition(
        { ...asked, requestedPrice: null },
        { type: 'acceptStorePriceChange' },
        consigner(),
        store(),
        ctx,
      ),
    ).toMatchObject({
      code: 'RULE',
    });
  });
});

describe('withdrawals', () => {
  const early = store({ withdrawEarlyDays: 30, withdrawFee: 2500 });

  it('a consigner requests; staff accept with the early fee charged to the balance, unseen', () => {
    const asked = transition(item(), { type: 'requestInventoryWithdrawal' }, consigner(), early, ctx);
    expect(asked).toMatchObject({ ok: true, item: { status: 'RequestWithdrawal' }, charges: [] });
    if (!asked.ok) return;
    const r = transition(asked.item, { type: 'acceptInventoryWithdrawal' }, inventoryStaff, early, ctx);
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Withdrawn', isWithdrawnEarly: true, withdrawalFee: 2500 },
      charges: [{ consignerId: 'c1', amount: 2500, reason: 'earlyWithdrawal', visibleToConsigner: false }],
      emails: [{ template: 'onWithdrawAcceptOrDecline', decision: 'accepted' }],
    });
  });

  it('no fee outside the window', () => {
    const old = item({ status: 'RequestWithdrawal', acceptedOn: '2023-01-01T00:00:00Z' });
    const r = transition(old, { type: 'acceptInventoryWithdrawal' }, inventoryStaff, early, ctx);
    expect(r).toMatchObject({ ok: true, item: { isWithdrawnEarly: false, withdrawalFee: 0 }, charges: [] });
  });

  it('staff decline: WithdrawalDeclined and an e-mail', () => {
    const r = transition(
      item({ status: 'RequestWithdrawal' }),
      { type: 'declineInventoryWithdrawal' },
      inventoryStaff,
      early,
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'WithdrawalDeclined' },
      emails: [{ template: 'onWithdrawAcceptOrDecline', decision: 'declined' }],
    });
  });

  it('staff withdraw directly, with the early fee when due', () => {
    const r = transition(
      item({ status: 'RequestPriceChange' }),
      { type: 'withdrawInventory' },
      inventoryStaff,
      early,
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Withdrawn', isWithdrawnEarly: true },
      charges: [{ amount: 2500 }],
    });
    const stored = transition(
      item({ isStoreAccount: true }),
      { type: 'withdrawInventory' },
      inventoryStaff,
      early,
      ctx,
    );
    expect(stored).toMatchObject({ ok: true, item: { isWithdrawnEarly: true }, charges: [] });
  });

  it('a consigner withdraws their own Pending item without a fee', () => {
    const r = transition(item({ status: 'Pending' }), { type: 'withdrawInventory' }, consigner(), early, ctx);
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Withdrawn', isWithdrawnEarly: false, withdrawalFee: 0 },
      charges: [],
    });
  });
});

describe('transfers', () => {
  const orders = staff('Orders');

  it('need a location', () => {
    expect(transition(item(), { type: 'transfer', location: ' ' }, orders, store(), ctx)).toEqual({
      ok: false,
      code: 'RULE',
      message: messages.selectLocation,
    });
  });

  it('move Active items InTransit, optionally writing the location into an option value', () => {
    const r = transition(
      item({ subLocation: 'A1', option3Value: 'x' }),
      { type: 'transfer', location: 'Annex', overrideOption: 'option3Value' },
      orders,
      store(),
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'InTransit', location: 'Annex', subLocation: null, option3Value: 'Annex' },
    });
    const plain = transition(
      item(),
      { type: 'transfer', location: 'Annex', subLocation: 'B' },
      orders,
      store(),
      ctx,
    );
    expect(plain).toMatchObject({ ok: true, item: { subLocation: 'B' } });
    if (plain.ok) expect(plain.item.option3Value).toBeUndefined();
  });

  it('are accepted at a chosen location', () => {
    const moving = item({ status: 'InTransit', location: 'Annex' });
    expect(
      transition(moving, { type: 'acceptTransfer', location: null }, inventoryStaff, store(), ctx),
    ).toMatchObject({
      code: 'RULE',
      message: messages.selectLocation,
    });
    expect(
      transition(
        { ...moving, acceptedOn: null },
        { type: 'acceptTransfer', location: 'Main' },
        inventoryStaff,
        store(),
        ctx,
      ),
    ).toMatchObject({
      code: 'RULE',
      message: messages.itemNotAccepted,
    });
    expect(
      transition(
        moving,
        { type: 'acceptTransfer', location: 'Main', subLocation: 'C' },
        inventoryStaff,
        store(),
        ctx,
      ),
    ).toMatchObject({
      ok: true,
      item: { status: 'Active', location: 'Main', subLocation: 'C' },
    });
  });
});

describe('sales and payouts', () => {
  it('an order placed holds the item as PendingSale', () => {
    expect(transition(item(), { type: 'orderPlaced', orderId: 42 }, system, store(), ctx)).toMatchObject({
      ok: true,
      item: { status: 'PendingSale', orderId: 42 },
    });
  });

  it('a paid order sells the item, keeps the discount and e-mails onProductSold', () => {
    const r = transition(
      item({ status: 'PendingSale' }),
      { type: 'orderPaid', orderId: 42 },
      system,
      store(),
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Sold', soldOn: NOW.toISOString(), orderId: 42, discount: 0 },
      emails: [{ template: 'onProductSold', consignerId: 'c1' }],
      recalculateFeesAt: null,
    });
  });

  it('a discount lowers the payout basis unless the store absorbs it', () => {
    const sale = { type: 'orderPaid', orderId: 1, discount: 1500 } as const;
    expect(transition(item(), sale, system, store(), ctx)).toMatchObject({ recalculateFeesAt: 8500 });
    expect(transition(item(), sale, system, store({ absorbDiscount: true }), ctx)).toMatchObject({
      recalculateFeesAt: null,
    });
    expect(transition(item(), sale, system, store(), { ...ctx, quote })).toMatchObject({
      item: { payoutAmount: 7650, payoutFee: 850 },
    });
    const owned = transition(item({ isStoreAccount: true }), sale, system, store(), ctx);
    expect(owned).toMatchObject({ recalculateFeesAt: null, emails: [] });
  });

  it('a cancelled order puts its PendingSale item back to Active with no e-mail', () => {
    const held = item({ status: 'PendingSale', orderId: 42, discount: 0 });
    const r = transition(held, { type: 'cancelSale', orderId: 42 }, system, store(), ctx);
    expect(r).toMatchObject({
      ok: true,
      from: 'PendingSale',
      item: { status: 'Active', orderId: null, soldOn: null, discount: 0, price: 10_000 },
      emails: [],
      recalculateFeesAt: null,
    });
    if (r.ok) expect(r.logs.map((l) => l.field)).toEqual(['status', 'orderId']);
  });

  it('a cancelled order puts a Sold item back on sale, its payout requoted on the listed price', () => {
    const sold = item({ status: 'Sold', orderId: 42, soldOn: NOW.toISOString(), discount: 1500 });
    const cancel = { type: 'cancelSale', orderId: 42 } as const;
    expect(transition(sold, cancel, system, store(), ctx)).toMatchObject({
      ok: true,
      item: { status: 'Active', orderId: null, soldOn: null, discount: 0 },
      recalculateFeesAt: 10_000,
    });
    expect(transition(sold, cancel, system, store(), { ...ctx, quote })).toMatchObject({
      item: { payoutAmount: 9000, payoutFee: 1000 },
      recalculateFeesAt: null,
    });
    const owned = transition({ ...sold, isStoreAccount: true }, cancel, system, store(), ctx);
    expect(owned).toMatchObject({ ok: true, item: { status: 'Active' }, recalculateFeesAt: null });
  });

  it('a cancelled order leaves items of other orders, items in a live payout and paid items alone', () => {
    const sold = item({ status: 'Sold', orderId: 42 });
    expect(transition(sold, { type: 'cancelSale', orderId: 43 }, system, store(), ctx)).toEqual({
      ok: false,
      code: 'RULE',
      message: 'This item was sold in another order.',
    });
    expect(
      transition(sold, { type: 'cancelSale', orderId: 42, inLivePayout: true }, system, store(), ctx),
    ).toEqual({ ok: false, code: 'RULE', message: messages.saleAlreadyInPayout });
    expect(
      transition(
        item({ status: 'Paid', orderId: 42 }),
        { type: 'cancelSale', orderId: 42 },
        system,
        store(),
        ctx,
      ),
    ).toMatchObject({ ok: false, code: 'INVALID_STATE' });
    expect(
      transition(
        item({ status: 'Sold', orderId: 42 }),
        { type: 'cancelSale', orderId: 42 },
        admin,
        store(),
        ctx,
      ),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it('a payout marked paid moves Sold to Paid and e-mails onPayout', () => {
    const r = transition(
      item({ status: 'Sold' }),
      { type: 'markPaid', payoutId: 3 },
      staff('Orders'),
      store(),
      ctx,
    );
    expect(r).toMatchObject({
      ok: true,
      item: { status: 'Paid', payoutId: 3 },
      emails: [{ template: 'onPayout' }],
    });
    const job = transition(item({ status: 'Sold' }), { type: 'markPaid' }, system, store(), ctx);
    expect(job).toMatchObject({ ok: true, item: { status: 'Paid' } });
    if (job.ok) expect(job.item.payoutId).toBeUndefined();
  });
});

describe('the staff status dropdown', () => {
  it('refuses Active without a location and acceptedOn', () => {
    const msg = 'This item has not been accepted, you must accept it via the incoming tab.';
    const to = { type: 'setStatus', status: 'Active' } as const;
    expect(
      transition(item({ status: 'Pending', acceptedOn: null }), to, inventoryStaff, store(), ctx),
    ).toEqual({
      ok: false,
      code: 'RULE',
      message: msg,
    });
    expect(
      transition(item({ status: 'Pending', location: '' }), to, inventoryStaff, store(), ctx),
    ).toMatchObject({ message: msg });
    expect(transition(item({ status: 'Withdrawn' }), to, inventoryStaff, store(), ctx)).toMatchObject({
      ok: true,
      item: { status: 'Active' },
    });
  });

  it('locks Sold, PendingSale and Paid in safe status mode', () => {
    const safe = store({ safeInventoryStatusMode: true });
    for (const status of ['Sold', 'PendingSale', 'Paid'] as const) {
      expect(
        transition(item({ status }), { type: 'setStatus', status: 'Active' }, inventoryStaff, safe, ctx),
      ).toEqual({
        ok: false,
        code: 'RULE',
        message: messages.statusLocked,
      });
      expect(
        transition(item({ status }), { type: 'setStatus', status: 'Active' }, inventoryStaff, store(), ctx)
          .ok,
      ).toBe(true);
    }
    expect(
      transition(
        item({ status: 'Pending' }),
        { type: 'setStatus', status: 'Declined' },
        inventoryStaff,
        safe,
        ctx,
      ).ok,
    ).toBe(true);
  });

  it('logs each changed field once and nothing for no change', () => {
    const same = transition(item(), { type: 'setStatus', status: 'Active' }, inventoryStaff, store(), ctx);
    expect(same).toMatchObject({ ok: true, logs: [] });
    const r = transition(item(), { type: 'setStatus', status: 'Declined' }, inventoryStaff, store(), ctx);
    expect(r).toMatchObject({ logs: [{ field: 'status', before: 'Active', after: 'Declined' }] });
  });
});

describe('inventory log entries', () => {
  it('compare values, including price ranges', () => {
    const before = item({ storeRequestPriceRange: [1, 2] });
    expect(diffItem(before, { ...before, storeRequestPriceRange: [1, 2] })).toEqual([]);
    expect(
      diffItem(before, { ...before, storeRequestPriceRange: [1, 3], notes: undefined } as typeof before),
    ).toEqual([{ field: 'storeRequestPriceRange', before: [1, 2], after: [1, 3] }]);
  });
});
