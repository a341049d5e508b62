import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { readItem } from '../../../test/inventory-factories';
import { makeSalesShop } from '../../../test/sales-factories';
import { attachTerms } from '../../core/terms/snapshot';
import { runTermsClock } from './clock';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

describe('payouts of items sold under consignment terms', () => {
  it('a store-absorbed markdown keeps the payout on the listed price, at the age split of the sale day', async () => {
    const s = await makeSalesShop(ctx, { payoutFee: 0, vatRate: 0 });
    const created = await call(ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      handle: s.handle,
      token: s.ownerToken,
      body: {
        name: 'Cleankickz',
        termDays: 90,
        expiryAction: 'return',
        markdowns: [
          { afterDays: 30, percentOff: 10, absorbedBy: 'store' },
          { afterDays: 60, percentOff: 20, absorbedBy: 'consigner' },
        ],
        ageSplits: [
          { fromDay: 1, consignerPercent: 60 },
          { fromDay: 31, consignerPercent: 50 },
        ],
      },
    });
    expect(created.status).toBe(201);
    const item = await s.item({ price: 20_000, acceptedOn: new Date(Date.now() - 35 * DAY) });
    await attachTerms(ctx.deps.db, s.store, [item.id]);
    await runTermsClock(ctx.deps.db, s.store.id);
    expect((await readItem(ctx, item.id)).price).toBe(18_000);

    const sale = await s.checkout([item.id]);
    expect(sale.status).toBe(201);
    const sold = await readItem(ctx, item.id);
    expect(sold.status).toBe('Sold');
    // Day 36: the consigner's 50 % of the listed $200 (the store bore the $20 markdown).
    expect(sold.payoutAmount).toBe(10_000);
  });

  it('a consigner-absorbed markdown pays on the lower price', async () => {
    const s = await makeSalesShop(ctx, { payoutFee: 0, vatRate: 0 });
    await call(ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      handle: s.handle,
      token: s.ownerToken,
      body: {
        name: 'Theirs',
        termDays: 90,
        expiryAction: 'return',
        markdowns: [{ afterDays: 30, percentOff: 10, absorbedBy: 'consigner' }],
        ageSplits: [{ fromDay: 1, consignerPercent: 70 }],
      },
    });
    const item = await s.item({ price: 20_000, acceptedOn: new Date(Date.now() - 35 * DAY) });
    await attachTerms(ctx.deps.db, s.store, [item.id]);
    await runTermsClock(ctx.deps.db, s.store.id);
    await s.checkout([item.id]);
    expect((await readItem(ctx, item.id)).payoutAmount).toBe(12_600);
  });

  it("the clock quotes a marked-down item's payout on what the absorbers leave, before it sells", async () => {
    const s = await makeSalesShop(ctx, { payoutFee: 0, vatRate: 0 });
    await call(ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      handle: s.handle,
      token: s.ownerToken,
      body: {
        name: 'Halves',
        termDays: 90,
        expiryAction: 'return',
        markdowns: [{ afterDays: 30, percentOff: 10, absorbedBy: 'shared', consignerSharePercent: 50 }],
      },
    });
    const item = await s.item({
      status: 'Active',
      price: 20_000,
      acceptedOn: new Date(Date.now() - 31 * DAY),
    });
    await attachTerms(ctx.deps.db, s.store, [item.id]);
    await runTermsClock(ctx.deps.db, s.store.id);
    const row = await readItem(ctx, item.id);
    // $180 on sale; the consigner bears half of the $20: the standard 20 % fee on $190 leaves $152.
    expect([row.price, row.payoutAmount]).toEqual([18_000, 15_200]);
  });
});
