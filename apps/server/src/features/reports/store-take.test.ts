/**
 * Issue 29, items 5 and 7: an item's fee columns are the store's take (sold price − payout), negative after a
 * markdown the store absorbed, and the reports sum them so; the dashboard's pending payouts reconcile with the
 * Ready to Pay page (owed = ready to pay + balances taken back + items already in unpaid payouts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { readItem } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { attachTerms } from '../../core/terms/snapshot';
import { consigners } from '../../db/schema';
import { runTermsClock } from '../consignment-terms';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

type Pending = {
  total: number;
  owed: number;
  buyingDue: number;
  readyToPay: number;
  balanceRecovered: number;
  inUnpaidPayouts: number;
};

const dashboard = async (s: SalesShop) => {
  const res = await s.api<{ profit: { total: number }; revenue: { total: number }; pendingPayouts: Pending }>(
    'GET',
    '/api/inventories/getdasboardInventory',
    s.ownerToken,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const shopReport = async (s: SalesShop) =>
  (
    await s.api<{ profit: { total: number }; pendingPayouts: Pending; totalPendingPayouts: Pending }>(
      'GET',
      '/api/reports/shop',
      s.ownerToken,
    )
  ).body.data;

describe("the store's take after a markdown the store absorbs", () => {
  it('is sold price − payout on the item (negative when the store loses), and the reports sum it so', async () => {
    const s = await makeSalesShop(ctx, { payoutFee: 0, vatRate: 0 });
    const created = await call(ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      handle: s.handle,
      token: s.ownerToken,
      body: {
        name: 'Store bears it',
        termDays: 90,
        expiryAction: 'return',
        markdowns: [{ afterDays: 30, percentOff: 25, absorbedBy: 'store' }],
      },
    });
    expect(created.status).toBe(201);
    const item = await s.item({ price: 20_000, acceptedOn: new Date(Date.now() - 31 * DAY) });
    await attachTerms(ctx.deps.db, s.store, [item.id]);
    await runTermsClock(ctx.deps.db, s.store.id);
    const markedDown = await readItem(ctx, item.id);
    // $150 on sale; the consigner is still paid on $200 less the standard 20 % fee: $160. The store keeps −$10.
    expect([markedDown.price, markedDown.payoutAmount, markedDown.payoutFee, markedDown.total]).toEqual([
      15_000, 16_000, -1_000, -1_000,
    ]);

    expect((await s.checkout([item.id])).status).toBe(201);
    const sold = await readItem(ctx, item.id);
    expect(sold.status).toBe('Sold');
    expect(sold.soldPrice).toBe(15_000);
    expect(sold.payoutAmount).toBe(16_000);
    expect(sold.payoutFee).toBe(sold.soldPrice! - sold.payoutAmount);
    expect([sold.payoutFee, sold.total]).toEqual([-1_000, -1_000]);

    // An ordinary sale beside it: $100, payout $80, the store keeps $20.
    const plain = await s.soldItem(s.other.consigner.id, 10_000);
    expect([plain.payoutAmount, plain.payoutFee]).toEqual([8_000, 2_000]);

    // The reports' profit of consigned sales is Σ (sold price − payout) = Σ fee columns: −10 + 20.
    const d = await dashboard(s);
    expect(d.revenue.total).toBe(250);
    expect(d.profit.total).toBe((sold.payoutFee + plain.payoutFee) / 100);
    expect(d.profit.total).toBe(10);
    expect((await shopReport(s)).profit.total).toBe(10);
  });
});

describe('pending payouts against Ready to Pay', () => {
  it('splits what is owed into ready to pay, balances taken back and items in unpaid payouts', async () => {
    const s = await makeSalesShop(ctx);
    await ctx.deps.db
      .update(consigners)
      .set({ balanceOwed: 1000 })
      .where(eq(consigners.id, s.other.consigner.id));
    const a = await s.soldItem(s.seller.consigner.id);
    await s.soldItem(s.seller.consigner.id);
    await s.soldItem(s.other.consigner.id);
    // An unpaid payout holding item a (Pending until marked paid).
    expect((await s.createPayout([a.id])).status).toBe(201);

    const ready = (await s.api<{ total: number }>('GET', '/api/payouts/readyToPay')).body.data;
    const d = await dashboard(s);
    const p = d.pendingPayouts;
    // Three sold items at $80 each are owed; $80 of it is already in the unpaid payout.
    expect(p.owed).toBe(240);
    expect(p.inUnpaidPayouts).toBe(80);
    // Ready to Pay: the seller's $80 and the other's $80 less the $10 balance the payout takes back.
    expect(ready.total).toBe(150);
    expect(p.readyToPay).toBe(ready.total);
    expect(p.balanceRecovered).toBe(10);
    expect(p.readyToPay + p.balanceRecovered + p.inUnpaidPayouts).toBe(p.owed);
    expect(p.total).toBe(p.owed + p.buyingDue);

    const r = await shopReport(s);
    expect(r.pendingPayouts).toEqual(p);
    expect(r.totalPendingPayouts).toMatchObject(p);
  });
});
