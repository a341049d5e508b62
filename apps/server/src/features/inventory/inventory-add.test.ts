import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import { messages } from '@backroom/domain/messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, type Shop, setStore } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { consigners, consignerTypes, inventoryLogs, locations } from '../../db/schema';

/** Adding items (staff and consigner), fee quotes and preapproval. */
let ctx: TestContext;
let s: Shop;
type Added = {
  inventories: { id: number; code: string; status: string; payout: number; location: string }[];
  message: string;
};

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
  await ctx.deps.db
    .update(consignerTypes)
    .set({ sellingFee: 10, minFee: 500 })
    .where(storeScoped(consignerTypes, s.store.id));
});
afterAll(() => ctx.close());

const line = (extra: Record<string, unknown> = {}) => ({
  option1Value: '10',
  option2Value: 'New',
  price: 200,
  quantity: 1,
  ...extra,
});
const add = (token: string, lines: unknown[]) =>
  call<Added>(ctx, {
    method: 'POST',
    url: '/api/inventories',
    handle: s.handle,
    token,
    body: { productId: s.product.id, inventoryFormArray: lines },
  });

describe('POST /api/inventories', () => {
  it('staff add Active items: quantity n makes n items with their own codes and fees', async () => {
    const res = await add(s.clerk.token, [
      line({ quantity: 3, location: 'Back Room', subLocation: 'Shelf 1', consigner: s.seller.consigner.id }),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(`Inventory added to ${s.product.title}`);
    const made = res.body.data.inventories;
    expect(made).toHaveLength(3);
    expect(new Set(made.map((i) => i.code)).size).toBe(3);
    for (const item of made) {
      expect(item.code).toMatch(new RegExp(`^${s.handle}_\\d{6}$`));
      expect(item).toMatchObject({ status: 'Active', payout: 180, location: 'Back Room' });
    }
    const logs = await ctx.deps.db
      .select()
      .from(inventoryLogs)
      .where(
        inArray(
          inventoryLogs.inventoryId,
          made.map((i) => i.id),
        ),
      );
    expect(logs).toHaveLength(3);
    expect(logs[0]!.modifiedFields).toEqual(
      expect.arrayContaining([
        { variableChanged: 'status', beforeValue: null, afterValue: 'Active' },
        // A creation, not a change from $0.00 (issue 33); no cost was given, so none is logged.
        { variableChanged: 'price', beforeValue: null, afterValue: 20_000 },
      ]),
    );
    const fields = logs[0]!.modifiedFields as { variableChanged: string; beforeValue: unknown }[];
    expect(fields.every((f) => f.beforeValue === null)).toBe(true);
    expect(fields.map((f) => f.variableChanged)).not.toContain('cost');
  });

  it("checks the lines with the template's options and the spec's messages", async () => {
    const missing = await add(s.clerk.token, [
      line({ option2Value: null, location: s.main.name, consigner: s.seller.consigner.id }),
    ]);
    expect(missing.status).toBe(400);
    // Only the Condition is missing, and only it is named (issue 33).
    expect(missing.body.error).toBe('Please select Condition first');
    const noLocation = await add(s.clerk.token, [line({ consigner: s.seller.consigner.id })]);
    expect(noLocation.body.error).toBe(`${messages.selectLocation}`);
    const noConsigner = await add(s.clerk.token, [line({ location: s.main.name })]);
    expect(noConsigner.body.error).toBe(`${messages.selectConsigner}`);
    const empty = await add(s.clerk.token, []);
    expect(empty.body.error).toBe(`${messages.noItemForReview}`);
    const unknown = await add(s.clerk.token, [line({ location: 'Mars', consigner: s.seller.consigner.id })]);
    expect(unknown.body.error).toBe('Location not found.');
  });

  it('a consigner adds their own items: Requested without preapproval', async () => {
    const res = await add(s.seller.token, [line()]);
    expect(res.status).toBe(201);
    expect(res.body.data.inventories[0]).toMatchObject({
      status: 'Requested',
      consignerId: s.seller.consigner.id,
      preapprovalStatus: false,
    });
    const forOther = await add(s.seller.token, [line({ consigner: s.other.consigner.id })]);
    expect(forOther.status).toBe(403);
  });

  it('with autoPreapproval, a price within the range of the lowest listed price is Pending', async () => {
    await setStore(ctx, s.store.id, { autoPreapproval: true, minApproval: 2000, maxApproval: 1000 });
    await s.item({ status: 'Active', price: 20000, option1Value: '10', option2Value: 'New' });
    const inRange = await add(s.seller.token, [line({ price: 205 })]);
    expect(inRange.body.data.inventories[0]!.status).toBe('Pending');
    const tooHigh = await add(s.seller.token, [line({ price: 215 })]);
    expect(tooHigh.body.data.inventories[0]!.status).toBe('Requested');
    const q = `/api/inventories/preapprovalStatus?productId=${s.product.id}&price=190&option1Value=10&option2Value=New`;
    const status = await s.get(s.seller.token, q);
    expect(status.body.data).toMatchObject({ preapproval: true, status: 'Pending', referencePrice: 200 });
    await setStore(ctx, s.store.id, { autoPreapproval: false });
  });

  it('ONLINE MARKETPLACE needs the consigner flag', async () => {
    await ctx.deps.db.insert(locations).values({ storeId: s.store.id, name: ONLINE_MARKETPLACE_LOCATION });
    const res = await add(s.seller.token, [line({ location: ONLINE_MARKETPLACE_LOCATION })]);
    expect(res.status).toBe(400);
    await ctx.deps.db
      .update(consigners)
      .set({ marketplaceLocation: true })
      .where(eq(consigners.id, s.seller.consigner.id));
    expect((await add(s.seller.token, [line({ location: ONLINE_MARKETPLACE_LOCATION })])).status).toBe(201);
  });

  it('store-owned items get cost as payout', async () => {
    const res = await add(s.clerk.token, [
      line({ consigner: s.account.id, location: s.main.name, cost: 120 }),
    ]);
    expect(res.body.data.inventories[0]).toMatchObject({ status: 'Active', payout: 120, cost: 120 });
  });
});

describe('POST /api/inventories/fees', () => {
  it("quotes the consigner's fees (spellings of the spec) and total payout for the quantity", async () => {
    const res = await s.act(s.clerk.token, 'fees', {
      price: 200,
      quantity: 2,
      consigner: s.other.consigner.id,
      productId: s.product.id,
    });
    expect(res.body.data).toMatchObject({
      payout: 180,
      payoutFee: 20,
      selling: 20,
      transcation: 0,
      negativeBalance: 0,
      totalPayout: 360,
    });
    const zero = await s.act(s.clerk.token, 'fees', { price: 3, consigner: s.other.consigner.id });
    expect(zero.body.data).toMatchObject({ payout: 0, zeroPayout: 'zeroPayoutWithSellingFee' });
  });

  it('a consigner quotes as themselves; what they owe is named once, not taken from the item (issue 29)', async () => {
    await ctx.deps.db
      .update(consigners)
      .set({ balanceOwed: 1500 })
      .where(eq(consigners.id, s.seller.consigner.id));
    const res = await s.act(s.seller.token, 'fees', { price: 200, consigner: s.other.consigner.id });
    expect(res.body.data).toMatchObject({ payout: 180, negativeBalance: 0, balanceOwed: 15 });
    expect((await s.act(s.seller.token, 'fees', { price: 'abc' })).status).toBe(400);
  });
});
