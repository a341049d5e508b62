import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consignerRow, makeShop, type Shop } from '../../../test/inventory-factories';
import { attachTerms } from '../../core/terms/snapshot';

let ctx: TestContext;
let s: Shop;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
  const res = await call(ctx, {
    method: 'POST',
    url: '/api/consignmentTerms',
    handle: s.handle,
    token: s.ownerToken,
    body: {
      name: 'Sole Seekers',
      termDays: 45,
      expiryAction: 'return',
      renewalFee: 15,
      markdowns: [{ afterDays: 30, percentOff: 10, absorbedBy: 'store' }],
    },
  });
  expect(res.status).toBe(201);
});
afterAll(() => ctx.close());

type Term = {
  hasTerms: boolean;
  term: { daysLeft: number; canRenew: boolean; renewalFee: number; nextMarkdown: { price: number } | null };
};

async function itemAged(days: number) {
  const item = await s.item({
    status: 'Active',
    price: 20_000,
    acceptedOn: new Date(Date.now() - days * DAY),
  });
  await attachTerms(ctx.deps.db, s.store, [item.id]);
  return item;
}
const asSeller = (method: 'GET' | 'POST', url: string, token = s.seller.token) =>
  call<Term>(ctx, { method, url, handle: s.handle, token });

describe("an item's term in the seller portal", () => {
  it('shows days left and the next markdown with its price', async () => {
    const item = await itemAged(10);
    const res = await asSeller('GET', `/api/inventories/${item.id}/term`);
    expect(res.status).toBe(200);
    expect(res.body.data.term).toMatchObject({
      canRenew: false,
      renewalFee: 15,
      nextMarkdown: { price: 180 },
    });
    expect(res.body.data.term.daysLeft).toBeGreaterThanOrEqual(34);
    expect((await asSeller('POST', `/api/inventories/${item.id}/renew`)).status).toBe(409);
  });

  it('the consigner renews an expiring item for the fee, once the last week has begun', async () => {
    const item = await itemAged(41);
    const before = (await consignerRow(ctx, s.store.id, s.seller.consigner.id)).balanceOwed;
    const res = await asSeller('POST', `/api/inventories/${item.id}/renew`);
    expect(res.status).toBe(200);
    expect(res.body.data.term.daysLeft).toBeGreaterThan(45);
    expect(res.body.data.term.canRenew).toBe(false);
    expect((await consignerRow(ctx, s.store.id, s.seller.consigner.id)).balanceOwed).toBe(before + 1_500);
  });

  it("another consigner's item is not found, and items without terms say so", async () => {
    const item = await itemAged(41);
    expect((await asSeller('GET', `/api/inventories/${item.id}/term`, s.other.token)).status).toBe(404);
    expect((await asSeller('POST', `/api/inventories/${item.id}/renew`, s.other.token)).status).toBe(404);
    const plain = await s.item({ status: 'Active' });
    expect((await asSeller('GET', `/api/inventories/${plain.id}/term`)).body.data).toMatchObject({
      hasTerms: false,
      term: null,
    });
  });
});

describe('the staff Expiring list', () => {
  it('lists items ending within a week and those past their end, soonest first; not the others', async () => {
    const soon = await itemAged(40);
    const ended = await itemAged(47);
    const fresh = await itemAged(5);
    const res = await call<{ items: { id: number; phase: string; expiryAction: string }[] }>(ctx, {
      url: '/api/consignmentTerms/expiring',
      handle: s.handle,
      token: s.clerk.token,
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.items.map((i) => i.id);
    expect(ids).toContain(soon.id);
    expect(ids.indexOf(ended.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(ids).not.toContain(fresh.id);
    expect(res.body.data.items.find((i) => i.id === ended.id)).toMatchObject({
      phase: 'inGrace',
      expiryAction: 'return',
    });
    const seller = await call(ctx, {
      url: '/api/consignmentTerms/expiring',
      handle: s.handle,
      token: s.seller.token,
    });
    expect(seller.status).toBe(403);
  });
});

describe("the terms' minimum days", () => {
  it('hold the consigner back from withdrawing or lowering the price, not from raising it; staff are not held', async () => {
    await call(ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      handle: s.handle,
      token: s.ownerToken,
      body: {
        name: 'Mitch Kicks',
        termDays: 90,
        expiryAction: 'return',
        minDaysBeforeChange: 30,
        isDefault: true,
      },
    });
    const item = await itemAged(5);
    const withdraw = await s.act(s.seller.token, 'requestInventoryWithdrawal', { id: item.id });
    expect(withdraw.status).toBe(422);
    expect(withdraw.body.error).toMatch(
      /^Under your consignment terms this item can be withdrawn or repriced from /,
    );
    const lower = await s.act(s.seller.token, 'requestPriceChange', { id: item.id, requestedPrice: '150' });
    expect(lower.status).toBe(422);
    const higher = await s.act(s.seller.token, 'requestPriceChange', { id: item.id, requestedPrice: '250' });
    expect(higher.status).toBe(200);
    const later = await itemAged(31);
    expect((await s.act(s.seller.token, 'requestInventoryWithdrawal', { id: later.id })).status).toBe(200);
  });
});
