import { addDays, todayIn } from '@backroom/domain/dates';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeConsigner, makeEmployee } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, setStore } from '../../../test/inventory-factories';
import { buildReportData, insertPayout, TZ } from '../../../test/report-data';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { inventories } from '../../db/schema';
import { foldAllStats } from './fold';
import { reportRange } from './range';
import { dashboard, shopReport, storeSalePayoutSummary } from './store-reports';

/**
 * Every expected number below is worked out by hand from test-data.ts (amounts in dollars):
 * sold in range (New York days 11-20 Jan): item1 200 (payout 174), item3 50 (payout 40), store item4 300
 * (cost 120), item5 80-5=75 (payout 60), bought item 150 (cost 90); previous period: item2 90 (payout 70).
 */
let ctx: TestContext;
let d: Awaited<ReturnType<typeof buildReportData>>;
const RANGE = 'dateRangeStart=2025-01-11&dateRangeEnd=2025-01-20';

type Metric = { total: number; previous: number; growth: number; daily: { date: string; value: number }[] };
const get = <T = Record<string, unknown>>(url: string, token = d.s.ownerToken, handle = d.s.handle) =>
  call<T>(ctx, { url, token, handle });
const valueOn = (m: Metric, date: string) => m.daily.find((x) => x.date === date)?.value;

beforeAll(async () => {
  ctx = await createTestApp();
  d = await buildReportData(ctx);
});
afterAll(() => ctx.close());

describe('dashboard (GET /api/inventories/getdasboardInventory)', () => {
  it('gives revenue, cost and profit of the range and of the previous period, by store-zone day', async () => {
    const res = await get<{
      range: Record<string, string>;
      revenue: Metric;
      cost: Metric;
      profit: Metric;
      daily: { date: string; sales: number; profit: number; newListings: number }[];
    }>(`/api/inventories/getdasboardInventory?${RANGE}`);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.range).toEqual({
      start: '2025-01-11',
      end: '2025-01-20',
      previousStart: '2025-01-01',
      previousEnd: '2025-01-10',
    });
    // 200 + 50 + 300 + 75 + 150; previous: item2's 90 (sold 23:30 New York time on the 10th).
    expect(r.revenue).toMatchObject({ total: 775, previous: 90, growth: 761.11 });
    // 174 + 40 + 120 + 60 + 90; previous 70.
    expect(r.cost).toMatchObject({ total: 484, previous: 70, growth: 591.43 });
    expect(r.profit).toMatchObject({ total: 291, previous: 20, growth: 1355 });
    expect(r.daily).toHaveLength(10);
    expect(r.daily.find((x) => x.date === '2025-01-11')).toEqual({
      date: '2025-01-11',
      sales: 50,
      profit: 10,
      newListings: 0,
    });
    expect(r.daily.find((x) => x.date === '2025-01-12')).toEqual({
      date: '2025-01-12',
      sales: 150,
      profit: 60,
      newListings: 1,
    });
    // item4 (23:00 UTC) and item5 (04:59 UTC next day) both fall on the 20th in New York.
    expect(r.daily.find((x) => x.date === '2025-01-20')).toMatchObject({ sales: 375, profit: 195 });
    expect(r.daily.reduce((sum, x) => sum + x.sales, 0)).toBe(775);
  });

  it('gives stock, payouts and unit tiles, counting no other store', async () => {
    const res = await get<Record<string, never>>(`/api/inventories/getdasboardInventory?${RANGE}`);
    const r = res.body.data as Record<string, unknown>;
    // Live now: 400 + 250 + 120 + 500 + 70 (the deleted 999 and other store's 777 left out).
    expect(r.activeInventoryValue).toEqual({ total: 1340, count: 5 });
    // Owed: item1 174 + item5 60 + item7 50; Buying payout ready to pay: 90.
    // Ready to pay: item5 60 + item7 50; item1's 174 is in the Pending payout: 110 + 0 + 174 = 284 owed.
    expect(r.pendingPayouts).toEqual({
      total: 374,
      owed: 284,
      buyingDue: 90,
      readyToPay: 110,
      balanceRecovered: 0,
      inUnpaidPayouts: 174,
    });
    // 110 paid 22:00 New York time on the 15th; previous 25; the other store's 999.99 never.
    expect(r.paidPayouts).toMatchObject({ total: 110, previous: 25, growth: 340 });
    expect(r.storeInventory).toEqual({ amount: 500, cost: 200, count: 1 });
    const units = r.inventoryUnits as { active: number; sold: Metric; newListings: Metric; byStatus: object };
    expect(units.active).toBe(5);
    expect(units.sold).toMatchObject({ total: 5, previous: 1, growth: 400 });
    expect(units.newListings).toMatchObject({ total: 3, previous: 9, growth: -66.67 });
    expect(units.byStatus).toEqual({
      Sold: 5,
      Paid: 2,
      PendingSale: 1,
      Active: 3,
      RequestPriceChange: 1,
      RequestWithdrawal: 1,
      Withdrawn: 1,
      Pending: 1,
    });
  });

  it('cuts an end of tomorrow back to today, so both ends give the same figures', async () => {
    const today = todayIn(TZ);
    const a = await get<{ range: { end: string }; revenue: Metric }>(
      `/api/inventories/getdasboardInventory?dateRangeStart=${addDays(today, -30)}&dateRangeEnd=${addDays(today, 1)}`,
    );
    const b = await get<{ range: { end: string }; revenue: Metric }>(
      `/api/inventories/getdasboardInventory?dateRangeStart=${addDays(today, -30)}&dateRangeEnd=${today}`,
    );
    expect(a.body.data.range.end).toBe(today);
    expect(a.body.data).toEqual(b.body.data);
    const defaults = await get<{ range: { start: string; end: string } }>(
      '/api/inventories/getdasboardInventory',
    );
    expect(defaults.body.data.range).toMatchObject({ start: addDays(today, -30), end: today });
  });

  it('refuses a bad range naming the field, and is for the Admin role only', async () => {
    const bad = await get('/api/inventories/getdasboardInventory?dateRangeStart=2025-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Date range start must be a date (YYYY-MM-DD).');
    const reversed = await get(
      '/api/inventories/getdasboardInventory?dateRangeStart=2025-01-20&dateRangeEnd=2025-01-01',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toBe('The end date must not be before the start date');

    const withDashboard = await makeEmployee(ctx, d.s.store, { accessControls: ['Dashboard', 'Consigners'] });
    expect((await get('/api/inventories/getdasboardInventory', withDashboard.token)).status).toBe(403);
    expect((await get('/api/inventories/getdasboardInventory', d.s.clerk.token)).status).toBe(403);
    expect((await get('/api/inventories/getdasboardInventory', d.s.seller.token)).status).toBe(403);
    expect(
      (await call(ctx, { url: '/api/inventories/getdasboardInventory', handle: d.s.handle })).status,
    ).toBe(401);
    // The shop report and summary need the Dashboard control.
    expect((await get(`/api/reports/shop?${RANGE}`, withDashboard.token)).status).toBe(200);
    expect((await get(`/api/reports/shop?${RANGE}`, d.s.clerk.token)).status).toBe(403);
    expect((await get(`/api/reports/storeSalePayoutSummary`, d.s.seller.token)).status).toBe(403);
  });

  it('counts nothing of another store for that store', async () => {
    const res = await get<{ revenue: Metric; activeInventoryValue: { total: number; count: number } }>(
      `/api/inventories/getdasboardInventory?${RANGE}`,
      d.otherShop.ownerToken,
      d.otherShop.handle,
    );
    expect(res.body.data.revenue.total).toBe(555);
    expect(res.body.data.activeInventoryValue).toEqual({ total: 777, count: 1 });
    const empty = await get<{ revenue: Metric; paidPayouts: Metric }>(
      `/api/inventories/getdasboardInventory?${RANGE}`,
      d.stranger.ownerToken,
      d.stranger.handle,
    );
    expect(empty.body.data.revenue).toMatchObject({ total: 0, previous: 0, growth: 0 });
    expect(empty.body.data.paidPayouts.total).toBe(0);
  });
});

describe('shop report', () => {
  it('gives stock by age, category and location, requests, and consigners by sales', async () => {
    const res = await get<Record<string, unknown>>(`/api/reports/shop?${RANGE}`);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.inventoriesByAge).toEqual([
      { bucket: '0-30 days', count: 1, value: 70 },
      { bucket: 'Over 180 days', count: 4, value: 1270 },
    ]);
    expect(r.inventoriesByCategory).toEqual([
      { category: 'Sneakers', count: 3, value: 1150 },
      { category: 'Apparel', count: 2, value: 190 },
    ]);
    expect(r.inventoriesByLocation).toEqual([
      { locationId: d.s.main.id, location: d.s.main.name, count: 3, value: 1020 },
      { locationId: d.s.back.id, location: 'Back Room', count: 2, value: 320 },
    ]);
    expect(r.pendingPriceRequests).toBe(1);
    expect(r.pendingWithdrawalRequests).toBe(1);
    // Ready to pay: item5 60 + item7 50; item1's 174 is in the Pending payout: 110 + 0 + 174 = 284 owed.
    expect(r.pendingPayouts).toEqual({
      total: 374,
      owed: 284,
      buyingDue: 90,
      readyToPay: 110,
      balanceRecovered: 0,
      inUnpaidPayouts: 174,
    });
    // Ann: 200 + 50 + 150 (the bought item is hers); Bea: 75; the store account is not a consigner here.
    expect(r.consignersBySalesVolume).toEqual([
      { consignerId: d.A, name: 'Ann Seller', soldUnits: 3, sales: 400 },
      { consignerId: d.B, name: 'Bea Other', soldUnits: 1, sales: 75 },
    ]);
  });

  it('gives sales, profit and listings with growth and daily series that agree with the dashboard', async () => {
    const r = (await get<Record<string, Metric & Record<string, unknown>>>(`/api/reports/shop?${RANGE}`)).body
      .data;
    expect(r.sales).toMatchObject({ total: 775, previous: 90, growth: 761.11 });
    expect(r.profit).toMatchObject({ total: 291, previous: 20, growth: 1355 });
    expect(r.newListings).toMatchObject({ total: 3, previous: 9, growth: -66.67 });
    expect(valueOn(r.newListings!, '2025-01-13')).toBe(1);
    // On the floor at the end of the 20th: L1, L2, L3, L4 and item7 (sold on the 21st); at the end of the 10th:
    // L2, L3, items 1, 3, 4, 5, 7 and the bought item.
    expect(r.activeListings).toMatchObject({ total: 5, previous: 8, growth: -37.5 });
    expect(r.activeListings!.daily.map((x) => x.value)).toEqual([7, 7, 7, 7, 6, 6, 6, 7, 7, 5]);
    expect(r.totalInventoryValue).toMatchObject({ total: 1330, previous: 1210, growth: 9.92 });
    // Owed now 374; what became owed in the range: 174 + 40 + 60, previous 70.
    expect(r.totalPendingPayouts).toMatchObject({
      total: 374,
      accrued: 274,
      previous: 70,
      growth: 291.43,
      owed: 284,
      buyingDue: 90,
    });
    expect(valueOn(r.totalPendingPayouts!, '2025-01-15')).toBe(174);
    expect(
      (r.totalPendingPayouts!.paidDaily as { date: string; value: number }[]).find((x) => x.value),
    ).toEqual({
      date: '2025-01-15',
      value: 110,
    });
  });

  it('exports the report as CSV', async () => {
    const res = await call(ctx, {
      url: `/api/reports/shop/export?${RANGE}`,
      token: d.s.ownerToken,
      handle: d.s.handle,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('shopReport.csv');
    const text = String(res.body);
    // Amounts are plain numbers with the currency's two decimals (money-format); counts and growth as they are.
    expect(text).toContain('sales,775.00,90.00,761.11\r\n');
    expect(text).toContain('Ann Seller,3,400.00\r\n');
    expect(text).toContain('2025-01-20,375.00,195.00,0,5,1330.00,60.00,0.00\r\n');
  });
});

describe('store sale payout summary', () => {
  it('gives profit, sales, store and consigner stock, consigners and payouts', async () => {
    const r = (await get<Record<string, unknown>>(`/api/reports/storeSalePayoutSummary?${RANGE}`)).body.data;
    expect(r.profit).toMatchObject({ total: 291 });
    expect(r.sales).toMatchObject({ total: 775 });
    expect(r.storeInventory).toEqual({ count: 1, amount: 500, cost: 200 });
    expect(r.consignerInventory).toEqual({ count: 4, amount: 840 });
    expect(r.activeInventory).toEqual({ count: 5, amount: 1340 });
    expect(r.soldInventory).toEqual({ count: 5, amount: 775 });
    expect(r.totalConsigners).toBe(2);
    // Bea joined on 14 Jan 2025.
    expect(r.newConsigners).toBe(1);
    expect(r.payouts).toEqual({
      paid: 110,
      paidGrowth: 340,
      total: 374,
      owed: 284,
      buyingDue: 90,
      readyToPay: 110,
      balanceRecovered: 0,
      inUnpaidPayouts: 174,
    });
  });
});

describe('paid payouts, share by share', () => {
  it("counts each consigner's paid share on its own day, whatever the payout's status", async () => {
    const shop = await makeShop(ctx, { timeZone: TZ } as Partial<StoreRow>);
    const A = shop.seller.consigner.id;
    const B = shop.other.consigner.id;
    const at = (iso: string) => new Date(iso);
    // An auto payout: A's 120 paid at 10:00 New York time on the 13th, B's 80 failed, so the payout is Failed.
    await insertPayout(ctx, {
      storeId: shop.store.id,
      status: 'Failed',
      total: 20000,
      paidAt: null,
      shares: [
        { consignerId: A, total: 12000, status: 'paid', paidAt: at('2025-01-13T15:00:00Z') },
        { consignerId: B, total: 8000, status: 'failed', paidAt: null },
      ],
    });
    // Marked paid one consigner at a time: A's 50 at 23:00 New York time on the 15th, B's 30 still pending.
    await insertPayout(ctx, {
      storeId: shop.store.id,
      status: 'Pending',
      total: 8000,
      paidAt: null,
      shares: [
        { consignerId: A, total: 5000, status: 'paid', paidAt: at('2025-01-16T04:00:00Z') },
        { consignerId: B, total: 3000, status: 'pending', paidAt: null },
      ],
    });
    // Previous period: a Paid payout of one share, 40 on the 5th.
    await insertPayout(ctx, {
      storeId: shop.store.id,
      status: 'Paid',
      total: 4000,
      paidAt: at('2025-01-05T15:00:00Z'),
      shares: [{ consignerId: B, total: 4000, status: 'paid', paidAt: at('2025-01-05T15:00:00Z') }],
    });
    const as = <T>(url: string) => get<T>(url, shop.ownerToken, shop.handle);

    // 120 + 50 in the range; previous 40: (170 − 40) / 40 = 325 %.
    const dash = (await as<{ paidPayouts: Metric }>(`/api/inventories/getdasboardInventory?${RANGE}`)).body
      .data;
    expect(dash.paidPayouts).toMatchObject({ total: 170, previous: 40, growth: 325 });
    expect(dash.paidPayouts.daily.filter((x) => x.value)).toEqual([
      { date: '2025-01-13', value: 120 },
      { date: '2025-01-15', value: 50 },
    ]);
    const shopReport = (
      await as<{ totalPendingPayouts: { paidDaily: { date: string; value: number }[] } }>(
        `/api/reports/shop?${RANGE}`,
      )
    ).body.data;
    expect(shopReport.totalPendingPayouts.paidDaily.filter((x) => x.value)).toEqual([
      { date: '2025-01-13', value: 120 },
      { date: '2025-01-15', value: 50 },
    ]);
    const summary = (
      await as<{ payouts: Record<string, number> }>(`/api/reports/storeSalePayoutSummary?${RANGE}`)
    ).body.data;
    expect(summary.payouts).toMatchObject({ paid: 170, paidGrowth: 325 });
  });
});

describe('consigner report (GET /api/consigners/consignerReport)', () => {
  const url = (consigner: number, extra = '') =>
    `/api/consigners/consignerReport?consigner=${consigner}&${RANGE}${extra}`;

  it("gives a consigner's sales, payouts, listings and stock", async () => {
    const res = await get<Record<string, unknown>>(url(d.A));
    expect(res.status).toBe(200);
    const r = res.body.data as Record<string, Metric & Record<string, unknown>>;
    expect(r.consigner).toEqual({ id: d.A, name: 'Ann Seller' });
    expect(r.sales).toMatchObject({ total: 400, previous: 90, growth: 344.44 });
    expect(r.soldListings).toMatchObject({ total: 3, previous: 1, growth: 200 });
    expect(r.activeListings).toMatchObject({ total: 2, previous: 4, growth: -50 });
    expect(r.analytics).toEqual({ totalSold: 400, totalPaid: 40, totalPending: 174 });
    expect(r.pendingPayouts).toMatchObject({
      total: 264,
      owed: 174,
      buyingDue: 90,
      accrued: 214,
      previous: 70,
      growth: 205.71,
    });
    expect(r.growth).toEqual({ sales: 344.44, soldListings: 200, activeListings: -50 });
    expect((r.daily as unknown as { date: string }[]).find((x) => x.date === '2025-01-12')).toEqual({
      date: '2025-01-12',
      sales: 150,
      soldListings: 1,
      // End of the 12th: L2, item1 (sold on the 15th) and L1 (accepted that day); the bought item left.
      activeListings: 3,
    });
    expect(r.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'Sold', count: 2, value: 350 },
        { status: 'Paid', count: 2, value: 150 },
        { status: 'Active', count: 2, value: 470 },
        { status: 'RequestPriceChange', count: 1, value: 250 },
        { status: 'Withdrawn', count: 1, value: 30 },
        { status: 'Pending', count: 1, value: 40 },
      ]),
    );
    expect(r.byStatus).toHaveLength(6);
    expect(r.byCategory).toEqual(
      expect.arrayContaining([
        { category: 'Sneakers', count: 2, value: 650 },
        { category: 'Apparel', count: 1, value: 70 },
      ]),
    );
    expect(r.byLocation).toEqual(
      expect.arrayContaining([
        { location: d.s.main.name, count: 1, value: 400 },
        { location: 'Back Room', count: 2, value: 320 },
      ]),
    );
    expect(r.byAge).toEqual([
      { bucket: '0-30 days', count: 1, value: 70 },
      { bucket: 'Over 180 days', count: 2, value: 650 },
    ]);
    const best = r.bestSellingProducts as unknown as {
      productId: number;
      soldUnits: number;
      sales: number;
      inStock: number;
    }[];
    expect(best.map((p) => [p.productId, p.soldUnits, p.sales, p.inStock])).toEqual([
      [d.p2.id, 2, 200, 1],
      [d.p1.id, 1, 200, 2],
    ]);
    const low = r.lowStockProducts as unknown as { productId: number }[];
    expect(low.map((p) => p.productId)).toEqual([d.p2.id]);
  });

  it('narrows by status, category and location', async () => {
    const active = (await get<{ byStatus: unknown[] }>(url(d.A, '&status=Active'))).body.data;
    expect(active.byStatus).toEqual([{ status: 'Active', count: 2, value: 470 }]);
    const apparel = (await get<{ byCategory: unknown[]; sales: Metric }>(url(d.A, '&category=Apparel'))).body
      .data;
    expect(apparel.byCategory).toEqual([{ category: 'Apparel', count: 1, value: 70 }]);
    expect(apparel.sales.total).toBe(0);
    const back = (await get<{ byLocation: unknown[] }>(url(d.A, '&location=Back Room'))).body.data;
    expect(back.byLocation).toEqual([{ location: 'Back Room', count: 2, value: 320 }]);
  });

  it('shows a consigner only their own report', async () => {
    const own = await get<{ consigner: { id: number }; sales: Metric }>(
      `/api/consigners/consignerReport?${RANGE}`,
      d.s.seller.token,
    );
    expect(own.status).toBe(200);
    expect(own.body.data.consigner.id).toBe(d.A);
    expect(own.body.data.sales.total).toBe(400);
    const theirs = await get(url(d.B), d.s.seller.token);
    expect(theirs.status).toBe(403);
    expect(theirs.body.error).toBe('You can only see your own report.');
  });

  it('needs the Consigners control, a consigner, and one of this store', async () => {
    expect((await get(url(d.A), d.s.clerk.token)).status).toBe(403);
    const missing = await get(`/api/consigners/consignerReport?${RANGE}`);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Choose a consigner');
    const foreign = await makeConsigner(ctx, d.otherShop.store);
    expect((await get(url(foreign.consigner.id))).status).toBe(404);
  });
});

describe('kept figures follow every change', () => {
  it('reads without writing: new deltas wait for the folder, and folding them changes no figure', async () => {
    const range = reportRange({ dateRangeStart: '2025-01-11', dateRangeEnd: '2025-01-20' }, TZ);
    const scope = { storeId: d.s.store.id, currency: d.s.store.currency };
    // One after another: a transaction's connection takes one query at a time.
    const figures = async (tx: DbOrTx) => ({
      a: await dashboard(tx, scope, range),
      b: await shopReport(tx, scope, range),
      c: await storeSalePayoutSummary(tx, scope, range),
    });
    const deltas = async (tx: DbOrTx) =>
      Number(
        (
          (
            await tx.execute(
              sql`select count(*)::int as n from inventory_stat_deltas where store_id = ${d.s.store.id}`,
            )
          ).rows[0] as { n: number }
        ).n,
      );
    // Fold what the earlier tests left first: the background folder may fold committed deltas at any moment, but
    // it cannot see the uncommitted ones of the transaction below, so those alone stay put until it folds them.
    for (let tries = 0; tries < 50 && (await deltas(ctx.deps.db)) > 0; tries++) {
      await foldAllStats(ctx.deps.db);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await deltas(ctx.deps.db)).toBe(0);
    // In a transaction rolled back at the end, so the data set stays as the other tests expect it.
    await ctx.deps.db
      .transaction(async (tx) => {
        await tx.update(inventories).set({ price: 45000 }).where(eq(inventories.id, d.L1.id));
        await tx.update(inventories).set({ status: 'Paid' }).where(eq(inventories.id, d.item1.id));
        const pending = await deltas(tx);
        expect(pending).toBeGreaterThan(0);
        const before = await figures(tx);
        expect(before.a.activeInventoryValue).toEqual({ total: 1390, count: 5 });
        expect(before.a.pendingPayouts).toEqual({
          total: 200,
          owed: 110,
          buyingDue: 90,
          // item1 is Paid now (its payout row still Pending): nothing of what is owed is in an unpaid payout.
          readyToPay: 110,
          balanceRecovered: 0,
          inUnpaidPayouts: 0,
        });
        expect(await deltas(tx)).toBe(pending);
        expect(await foldAllStats(tx)).toBeGreaterThanOrEqual(1);
        expect(await deltas(tx)).toBe(0);
        expect(await figures(tx)).toEqual(before);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
  });

  it('follows item changes at once and moves every day when the time zone changes', async () => {
    const db = ctx.deps.db;
    await db.update(inventories).set({ price: 45000 }).where(eq(inventories.id, d.L1.id));
    await db.update(inventories).set({ status: 'Paid' }).where(eq(inventories.id, d.item1.id));
    let r = (await get<Record<string, unknown>>(`/api/inventories/getdasboardInventory?${RANGE}`)).body.data;
    expect(r.activeInventoryValue).toEqual({ total: 1390, count: 5 });
    expect(r.pendingPayouts).toEqual({
      total: 200,
      owed: 110,
      buyingDue: 90,
      // item1 is Paid now (its payout row still Pending): nothing of what is owed is in an unpaid payout.
      readyToPay: 110,
      balanceRecovered: 0,
      inUnpaidPayouts: 0,
    });
    expect(r.revenue).toMatchObject({ total: 775 });

    await setStore(ctx, d.s.store.id, { timeZone: 'UTC' });
    r = (await get<Record<string, unknown>>(`/api/inventories/getdasboardInventory?${RANGE}`)).body.data;
    // In UTC item2 (04:30 on the 11th) joins the range and item5 (04:59 on the 21st) leaves it.
    expect(r.revenue).toMatchObject({ total: 790, previous: 0 });
  });
});
