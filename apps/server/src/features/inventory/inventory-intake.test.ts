import { messages } from '@backroom/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { logsOf, makeShop, readItem, type Shop } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { consigners, outboxEmails, payoutItems, payouts } from '../../db/schema';

/** Drop-off intake: requests to sell, accepting and declining, store buys, cancelling and deleting. */
let ctx: TestContext;
let s: Shop;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
});
afterAll(() => ctx.close());

const mailsTo = (to: string) => ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

describe('requests to sell (Requested)', () => {
  it('staff accept one into Pending at a location and sublocation', async () => {
    const item = await s.item({ status: 'Requested', locationId: null, acceptedOn: null });
    const res = await s.act(s.clerk.token, 'acceptRequestToSell', {
      id: item.id,
      location: 'Back Room',
      subLocation: 'Shelf 1',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.ids).toEqual([item.id]);
    const row = await readItem(ctx, item.id);
    expect(row).toMatchObject({
      status: 'Pending',
      locationId: s.back.id,
      subLocationId: s.shelf.id,
      version: 2,
    });
    const [log] = await logsOf(ctx, item.id);
    expect(log!.action).toBe('acceptRequestToSell');
    expect(log!.modifiedFields).toEqual(
      expect.arrayContaining([
        { variableChanged: 'status', beforeValue: 'Requested', afterValue: 'Pending' },
      ]),
    );
  });

  it('bulk accept and bulk decline several at once', async () => {
    const a = await s.item({ status: 'Requested' });
    const b = await s.item({ status: 'Requested' });
    const c = await s.item({ status: 'Requested' });
    expect(
      (await s.act(s.clerk.token, 'bulkAcceptRequestToSell', { ids: [a.id, b.id] })).body.data.ids,
    ).toEqual([a.id, b.id]);
    const declined = await s.act(s.clerk.token, 'bulkDeclineRequestToSell', { ids: [c.id] });
    expect(declined.body.data.ids).toEqual([c.id]);
    expect((await readItem(ctx, a.id)).status).toBe('Pending');
    expect((await readItem(ctx, c.id)).status).toBe('Declined');
  });

  it('refuses items that are not Requested with 409 and says why', async () => {
    const item = await s.item({ status: 'Active' });
    const res = await s.act(s.clerk.token, 'bulkDeclineRequestToSell', { ids: [item.id] });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This item is Active: "Decline request to sell" is not possible for it now.');
  });

  it('reports the items it could not change next to the ones it did', async () => {
    const ok = await s.item({ status: 'Requested' });
    const sold = await s.item({ status: 'Sold' });
    const res = await s.act(s.clerk.token, 'bulkDeclineRequestToSell', { ids: [ok.id, sold.id, 99999999] });
    expect(res.status).toBe(200);
    expect(res.body.data.ids).toEqual([ok.id]);
    expect(res.body.data.failed).toEqual([
      { id: sold.id, code: 'INVALID_STATE', status: 409, error: expect.stringContaining('Sold') },
      { id: 99999999, code: 'NOT_FOUND', status: 404, error: 'Inventory not found.' },
    ]);
  });
});

describe('drop-offs (Pending)', () => {
  it('accepting needs a location (the spec message)', async () => {
    const item = await s.item({ status: 'Pending', locationId: null, acceptedOn: null });
    const res = await s.act(s.clerk.token, 'acceptInventory', { ids: [item.id] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`${messages.locationRequiredToAccept}`);
  });

  it('accepting makes it Active with acceptedOn, says so, and e-mails the consigner', async () => {
    const item = await s.item({ status: 'Pending', locationId: null, acceptedOn: null });
    const res = await s.act(s.clerk.token, 'acceptInventory', { ids: [item.id], location: 'Back Room' });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(messages.inventoryAccepted);
    expect(res.body.data.item).toMatchObject({ id: item.id, status: 'Active', location: 'Back Room' });
    const row = await readItem(ctx, item.id);
    expect(row.acceptedOn).toBeInstanceOf(Date);
    expect(row.lastUpdatedBy).toBe('Eve Employee');
    const mails = await mailsTo(s.seller.email);
    expect(mails.some((m) => m.subject === 'Your item has been accepted' && m.text.includes(item.code))).toBe(
      true,
    );
  });

  it('sends no e-mail when the consigner turned that notification off', async () => {
    const quiet = await ctx.deps.db
      .update(consigners)
      .set({ emailNotifications: { onInventoryAccept: false } })
      .where(eq(consigners.id, s.other.consigner.id))
      .returning();
    expect(quiet).toHaveLength(1);
    const item = await s.item({ status: 'Pending', consignerId: s.other.consigner.id });
    await s.act(s.clerk.token, 'bulkAcceptInventory', { ids: [item.id], location: s.main.name });
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    expect(await mailsTo(s.other.email)).toHaveLength(0);
  });

  it('a buying item needs a payment type and then owes the consigner a Buying payout line', async () => {
    const item = await s.item({ status: 'Pending', saleType: 'Buying', price: 20000 });
    const refused = await s.act(s.clerk.token, 'acceptInventory', { ids: [item.id], location: s.main.name });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(messages.selectPaymentType);
    const ok = await s.act(s.clerk.token, 'acceptInventory', {
      ids: [item.id],
      location: s.main.name,
      paymentType: 'cash',
    });
    expect(ok.status).toBe(200);
    const [line] = await ctx.deps.db
      .select({ amount: payoutItems.amount, consignerId: payoutItems.consignerId, status: payouts.status })
      .from(payoutItems)
      .innerJoin(payouts, eq(payouts.id, payoutItems.payoutId))
      .where(eq(payoutItems.inventoryId, item.id));
    expect(line).toEqual({ amount: 20000, consignerId: s.seller.consigner.id, status: 'Buying' });
    expect((await readItem(ctx, item.id)).paymentType).toBe('cash');
  });

  it('declining makes it Declined', async () => {
    const item = await s.item({ status: 'Pending' });
    expect((await s.act(s.clerk.token, 'declineInventory', { inventory: { id: item.id } })).status).toBe(200);
    expect((await readItem(ctx, item.id)).status).toBe('Declined');
  });

  it('the store buys a requested item: store-owned, cost = price, the seller is owed the price', async () => {
    const item = await s.item({ status: 'Requested', price: 15000, locationId: null, acceptedOn: null });
    const res = await s.act(s.clerk.token, 'storeBuyRequestedInventory', {
      ids: [item.id],
      location: s.main.name,
    });
    expect(res.status).toBe(200);
    const row = await readItem(ctx, item.id);
    expect(row).toMatchObject({
      status: 'Active',
      consignerId: s.account.id,
      cost: 15000,
      payoutAmount: 15000,
    });
    const lines = await ctx.deps.db.select().from(payoutItems).where(eq(payoutItems.inventoryId, item.id));
    expect(lines).toMatchObject([{ consignerId: s.seller.consigner.id, amount: 15000 }]);
    const again = await s.act(s.clerk.token, 'storeBuyRequestedInventory', {
      ids: [item.id],
      location: s.main.name,
    });
    expect(again.status).toBe(409);
  });
});

describe('cancel drop-off and delete', () => {
  it('the consigner cancels their Requested or Pending item (soft delete, logged)', async () => {
    const a = await s.item({ status: 'Requested' });
    const b = await s.item({ status: 'Pending' });
    const res = await s.act(s.seller.token, 'cancelDropoff', {
      ids: [a.id, b.id],
      consigner: s.seller.consigner.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(messages.dropoffCancelled);
    expect((await readItem(ctx, a.id)).deletedAt).toBeInstanceOf(Date);
    expect((await logsOf(ctx, b.id))[0]!.modifiedFields[0]!.variableChanged).toBe('deletedAt');
    const gone = await s.get(s.seller.token, `/api/inventories/${a.id}`);
    expect(gone.status).toBe(404);
    const again = await s.act(s.seller.token, 'cancelDropoff', { ids: [a.id] });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(messages.itemRemoved);
  });

  it('an Active item cannot be cancelled, and staff do not cancel drop-offs (403)', async () => {
    const item = await s.item({ status: 'Active' });
    expect((await s.act(s.seller.token, 'cancelDropoff', { ids: [item.id] })).status).toBe(409);
    const pending = await s.item({ status: 'Pending' });
    const staff = await s.act(s.clerk.token, 'cancelDropoff', { ids: [pending.id] });
    expect(staff.status).toBe(403);
    expect(staff.body.error).toBe(messages.forbidden);
  });

  it('staff delete Requested or Pending items, not live ones', async () => {
    const a = await s.item({ status: 'Requested' });
    const b = await s.item({ status: 'Active' });
    expect((await s.act(s.clerk.token, 'deleteInventory', { ids: [a.id], consignerId: 1 })).status).toBe(200);
    expect((await readItem(ctx, a.id)).deletedAt).not.toBeNull();
    expect((await s.act(s.clerk.token, 'deleteInventory', { ids: [b.id] })).status).toBe(409);
    const list = await s.get<{ rows: { id: number }[] }>(
      s.clerk.token,
      '/api/inventories/paginatedInventories?status=All',
    );
    expect(list.body.data.rows.map((r) => r.id)).not.toContain(a.id);
    const [row] = await ctx.deps.db
      .select()
      .from(payouts)
      .where(storeScoped(payouts, s.store.id, eq(payouts.name, `Buying ${a.code}`)));
    expect(row).toBeUndefined();
  });
});
