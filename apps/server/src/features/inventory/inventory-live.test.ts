import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import { messages } from '@backroom/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consignerRow, makeShop, readItem, type Shop, setStore } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { consignerTypes, locations, outboxEmails } from '../../db/schema';

/** Items in the shop: price changes, withdrawals, transfers, the status dropdown and tracking codes. */
let ctx: TestContext;
let s: Shop;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
  // Default type: 10 % selling fee, minimum 5.00 (so payouts are easy to check).
  await ctx.deps.db
    .update(consignerTypes)
    .set({ sellingFee: 10, minFee: 500 })
    .where(storeScoped(consignerTypes, s.store.id));
});
afterAll(() => ctx.close());

const put = (token: string, id: number, body: unknown) =>
  call<Record<string, unknown>>(ctx, {
    method: 'PUT',
    url: `/api/inventories/${id}`,
    handle: s.handle,
    token,
    body,
  });

describe('price changes', () => {
  it('the consigner requests one on an Active item; staff accept it and the payout is requoted', async () => {
    const item = await s.item({ status: 'Active', price: 10000, payoutAmount: 9000 });
    const res = await s.act(s.seller.token, 'requestPriceChange', { id: item.id, requestedPrice: '150' });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(messages.requestedPriceChange);
    expect(await readItem(ctx, item.id)).toMatchObject({
      status: 'RequestPriceChange',
      requestedPrice: 15000,
    });
    const accepted = await s.act(s.clerk.token, 'acceptInventoryPrice', { ids: [item.id] });
    expect(accepted.status).toBe(200);
    const row = await readItem(ctx, item.id);
    expect(row).toMatchObject({
      status: 'Active',
      price: 15000,
      requestedPrice: null,
      payoutAmount: 13500,
      payoutFee: 1500,
    });
    const mails = await ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, s.seller.email));
    expect(mails.map((m) => m.subject)).toContain('Your price change request was accepted');
  });

  it('declining keeps the price', async () => {
    const item = await s.item({ status: 'RequestPriceChange', price: 10000, requestedPrice: 8000 });
    expect((await s.act(s.clerk.token, 'declineInventoryPrice', { ids: [item.id] })).status).toBe(200);
    expect(await readItem(ctx, item.id)).toMatchObject({
      status: 'Active',
      price: 10000,
      requestedPrice: null,
    });
  });

  it('an empty price says "Please enter a price", zero says the spec\'s "valuee" message', async () => {
    const item = await s.item({ status: 'Active' });
    const empty = await s.act(s.seller.token, 'requestPriceChange', { id: item.id, requestedPrice: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(`${messages.enterPrice}`);
    const zero = await s.act(s.clerk.token, 'storeRequestPriceChange', { id: item.id, requestedPrice: 0 });
    expect(zero.body.error).toBe(`${messages.priceChangeValueRequired}`);
  });

  it('staff ask the consigner for a new price; the consigner accepts it', async () => {
    const item = await s.item({ status: 'Active', price: 10000 });
    expect(
      (await s.act(s.clerk.token, 'storeRequestPriceChange', { ids: [item.id], requestedPrice: 90 })).status,
    ).toBe(200);
    const shown = await s.get(s.seller.token, `/api/inventories/${item.id}`);
    expect(shown.body.data).toMatchObject({ status: 'StoreRequestPriceChange', requestedPrice: 90 });
    expect((await s.act(s.seller.token, 'acceptStorePriceChange', { id: item.id })).status).toBe(200);
    expect(await readItem(ctx, item.id)).toMatchObject({ status: 'Active', price: 9000, payoutAmount: 8100 });
  });

  it('store-owned items have no price-change request (422)', async () => {
    const item = await s.item({ status: 'Active', consignerId: s.account.id });
    const res = await s.act(s.clerk.token, 'storeRequestPriceChange', { ids: [item.id], requestedPrice: 50 });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(messages.storeOwnedNoPriceChange);
  });

  it('staff cannot request a price change for a consigner (403)', async () => {
    const item = await s.item({ status: 'Active' });
    expect(
      (await s.act(s.clerk.token, 'requestPriceChange', { id: item.id, requestedPrice: 10 })).status,
    ).toBe(403);
  });
});

describe('withdrawals', () => {
  it('request, then accept: Withdrawn, decided by staff, early fee charged to the balance', async () => {
    await setStore(ctx, s.store.id, { withdrawEarlyDays: 30, withdrawFee: 1500 });
    const item = await s.item({ status: 'Active', acceptedOn: new Date(Date.now() - 2 * 86_400_000) });
    const before = (await consignerRow(ctx, s.store.id, s.seller.consigner.id)).balanceOwed;
    expect((await s.act(s.seller.token, 'requestInventoryWithdrawal', { id: item.id })).status).toBe(200);
    expect((await readItem(ctx, item.id)).withdrawalRequestedAt).toBeInstanceOf(Date);
    const res = await s.act(s.clerk.token, 'acceptInventoryWithdrawal', { ids: [item.id] });
    expect(res.body.data.item).toMatchObject({
      status: 'Withdrawn',
      isWithdrawnEarly: true,
      withdrawalFee: 15,
    });
    expect(await readItem(ctx, item.id)).toMatchObject({
      withdrawalDecidedBy: 'Eve Employee',
      withdrawalFee: 1500,
    });
    expect((await consignerRow(ctx, s.store.id, s.seller.consigner.id)).balanceOwed).toBe(before + 1500);
    const own = await s.get(s.seller.token, `/api/inventories/${item.id}`);
    expect(own.body.data).not.toHaveProperty('withdrawalFee');
    await setStore(ctx, s.store.id, { withdrawEarlyDays: 0, withdrawFee: 0 });
  });

  it('decline makes it WithdrawalDeclined, from which the consigner may ask again', async () => {
    const item = await s.item({ status: 'RequestWithdrawal' });
    expect((await s.act(s.clerk.token, 'declineInventoryWithdrawal', { ids: [item.id] })).status).toBe(200);
    expect((await readItem(ctx, item.id)).status).toBe('WithdrawalDeclined');
    expect((await s.act(s.seller.token, 'requestInventoryWithdrawal', { id: item.id })).status).toBe(200);
  });

  it('staff withdraw directly (client fee ignored); a consigner withdraws only a Pending item', async () => {
    const live = await s.item({ status: 'Active' });
    const res = await s.act(s.clerk.token, 'withdrawInventory', {
      ids: [live.id],
      isWithdrawnEarly: true,
      withdrawalFee: 99,
    });
    expect(res.status).toBe(200);
    expect(await readItem(ctx, live.id)).toMatchObject({
      status: 'Withdrawn',
      withdrawalFee: 0,
      isWithdrawnEarly: false,
    });
    const active = await s.item({ status: 'Active' });
    expect((await s.act(s.seller.token, 'withdrawInventory', { id: active.id })).status).toBe(409);
    const pending = await s.item({ status: 'Pending' });
    expect((await s.act(s.seller.token, 'withdrawInventory', { id: pending.id })).status).toBe(200);
    expect((await readItem(ctx, pending.id)).status).toBe('Withdrawn');
    const sold = await s.item({ status: 'Sold' });
    expect((await s.act(s.clerk.token, 'withdrawInventory', { id: sold.id })).status).toBe(409);
  });
});

describe('transfers', () => {
  it('need Orders; move Active items InTransit with an option override; accepting needs a location', async () => {
    const item = await s.item({ status: 'Active' });
    expect((await s.act(s.clerk.token, 'transfer', { ids: [item.id], location: 'Back Room' })).status).toBe(
      403,
    );
    const moved = await s.act(s.ownerToken, 'transfer', {
      ids: [item.id],
      location: 'Back Room',
      overrideOption: 'option3Value',
    });
    expect(moved.status).toBe(200);
    expect(await readItem(ctx, item.id)).toMatchObject({
      status: 'InTransit',
      locationId: s.back.id,
      option3Value: 'Back Room',
    });
    const none = await s.act(s.clerk.token, 'acceptTransfer', { ids: [item.id] });
    expect(none.body.error).toBe(`${messages.selectLocation}`);
    const arrived = await s.act(s.clerk.token, 'acceptTransfer', {
      ids: [item.id],
      location: 'Back Room',
      subLocation: 'Shelf 1',
    });
    expect(arrived.status).toBe(200);
    expect(await readItem(ctx, item.id)).toMatchObject({ status: 'Active', subLocationId: s.shelf.id });
  });

  it('an unknown location is a 400 and nothing moves', async () => {
    const item = await s.item({ status: 'Active' });
    const res = await s.act(s.ownerToken, 'transfer', { ids: [item.id], location: 'Nowhere' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Location not found.');
    expect((await readItem(ctx, item.id)).status).toBe('Active');
  });
});

describe('the status dropdown and the edit card (PUT)', () => {
  it('refuses Active for an item never accepted, with the spec message', async () => {
    const item = await s.item({ status: 'Pending', acceptedOn: null });
    const res = await put(s.clerk.token, item.id, { status: 'Active' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(messages.itemNotAccepted);
  });

  it('locks sold items in safe mode; other changes apply and are logged', async () => {
    const sold = await s.item({ status: 'Sold' });
    expect((await put(s.clerk.token, sold.id, { status: 'Active' })).body.error).toBe(messages.statusLocked);
    const item = await s.item({ status: 'Active', price: 10000 });
    const res = await put(s.clerk.token, item.id, {
      status: 'Withdrawn',
      notes: 'scuffed toe',
      version: item.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Withdrawn',
      notes: 'scuffed toe',
      version: item.version + 1,
    });
    const logs = await s.get<{ inventoryLogs: { modifiedFields: { variableChanged: string }[] }[] }>(
      s.clerk.token,
      `/api/inventoryLogs/${item.id}`,
    );
    expect(logs.body.data.inventoryLogs[0]!.modifiedFields.map((f) => f.variableChanged)).toEqual([
      'status',
      'notes',
    ]);
    const stale = await put(s.clerk.token, item.id, { status: 'Active', version: item.version });
    expect(stale.status).toBe(409);
  });

  it('a new price or consigner requotes the payout; a store-owned item keeps cost as payout', async () => {
    // (The other consigner owes nothing, so no negative balance is recovered.)
    const item = await s.item({ status: 'Active', price: 10000, consignerId: s.other.consigner.id });
    const res = await put(s.clerk.token, item.id, {
      price: 200,
      location: 'Back Room',
      subLocation: 'Shelf 1',
    });
    expect(res.body.data).toMatchObject({
      price: 200,
      payout: 180,
      payoutFee: 20,
      location: 'Back Room',
      subLocation: 'Shelf 1',
    });
    const owned = await put(s.clerk.token, item.id, { consigner: s.account.id, payout: 120 });
    expect(owned.body.data).toMatchObject({
      cost: 120,
      payout: 120,
      payoutFee: 0,
      consigner: { isStoreAccount: true },
    });
    const withdrawn = await s.item({ status: 'Withdrawn' });
    expect((await put(s.clerk.token, withdrawn.id, { price: 5 })).status).toBe(409);
  });

  it('a consigner may only add a tracking code, to their own item sold on the marketplace', async () => {
    const [market] = await ctx.deps.db
      .insert(locations)
      .values({ storeId: s.store.id, name: ONLINE_MARKETPLACE_LOCATION })
      .returning();
    const item = await s.item({ status: 'Sold', locationId: market!.id });
    expect((await put(s.seller.token, item.id, { price: 1 })).status).toBe(403);
    const res = await put(s.seller.token, item.id, { trackingCode: ' 1Z999 ' });
    expect(res.status).toBe(200);
    expect(res.body.data.trackingCode).toBe('1Z999');
    const shelf = await s.item({ status: 'Sold' });
    const refused = await put(s.seller.token, shelf.id, { trackingCode: 'X' });
    expect(refused.body.error).toBe(messages.trackingOnlyForMarketplaceSales);
    const others = await s.item({
      status: 'Sold',
      locationId: market!.id,
      consignerId: s.other.consigner.id,
    });
    expect((await put(s.seller.token, others.id, { trackingCode: 'X' })).status).toBe(404);
  });
});
