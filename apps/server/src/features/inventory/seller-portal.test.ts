import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  consignerRow,
  logsOf,
  makeShop,
  readItem,
  type Shop,
  setStore,
} from '../../../test/inventory-factories';
import { consigners, locations } from '../../db/schema';

/**
 * The seller portal's calls as a consigner makes them, and the wall around them: another consigner of the same
 * store and a consigner of another store are never read or changed through any of them (404 as if missing, or
 * the consigner's own data when a filter names someone else).
 */
let ctx: TestContext;
let s: Shop;
let rival: Shop;

beforeAll(async () => {
  ctx = await createTestApp();
  [s, rival] = await Promise.all([makeShop(ctx), makeShop(ctx)]);
});
afterAll(() => ctx.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const today = () => new Date().toISOString().slice(0, 10);

async function untouched(id: number, before: Awaited<ReturnType<typeof readItem>>) {
  expect(await readItem(ctx, id)).toEqual(before);
  expect(await logsOf(ctx, id)).toHaveLength(0);
}

describe("another consigner's items (same store and another store)", () => {
  it('are 404 to read, act on, quote or tag, and stay as they were', async () => {
    const neighbour = await s.item({ status: 'Pending', consignerId: s.other.consigner.id });
    const neighbourLive = await s.item({
      status: 'StoreRequestPriceChange',
      consignerId: s.other.consigner.id,
      requestedPrice: 9000,
    });
    const foreign = await rival.item({ status: 'Active' });
    const token = s.seller.token;
    for (const victim of [neighbour, neighbourLive, foreign]) {
      const before = await readItem(ctx, victim.id);
      expect((await s.get(token, `/api/inventories/${victim.id}`)).status).toBe(404);
      expect((await s.get(token, `/api/inventories/code/${victim.code}`)).status).toBe(404);
      for (const action of [
        'cancelDropoff',
        'withdrawInventory',
        'requestInventoryWithdrawal',
        'acceptStorePriceChange',
      ]) {
        const res = await s.act(token, action, { ids: [victim.id] });
        expect(res.status, action).toBe(404);
        expect(res.body.error).toBe('Inventory not found.');
      }
      const price = await s.act(token, 'requestPriceChange', { ids: [victim.id], requestedPrice: 1 });
      expect(price.status).toBe(404);
      const tracking = await call(ctx, {
        method: 'PUT',
        url: `/api/inventories/${victim.id}`,
        handle: s.handle,
        token,
        body: { trackingCode: '1Z999' },
      });
      expect(tracking.status).toBe(404);
      expect((await s.act(token, 'fees', { id: victim.id, price: 50 })).status).toBe(404);
      await untouched(victim.id, before);
    }
  });

  it('never show up in lists, product units or the item list of a product, whatever the filter says', async () => {
    const own = await s.item({ status: 'Active' });
    await s.item({ status: 'Active', consignerId: s.other.consigner.id });
    const token = s.seller.token;
    const urls = [
      `/api/inventories/paginatedInventories?status=All&consigner=${s.other.consigner.id}&pageSize=500`,
      `/api/inventories?status=All&consigner=${s.other.consigner.id}`,
      `/api/inventories?status=All&productId=${s.product.id}`,
    ];
    for (const url of urls) {
      const res = await s.get<{ rows?: { consignerId: number }[]; inventories?: { consignerId: number }[] }>(
        token,
        url,
      );
      const rows = res.body.data.rows ?? res.body.data.inventories ?? [];
      expect(rows.map((r) => r.consignerId)).toContain(s.seller.consigner.id);
      expect(
        rows.every((r) => r.consignerId === s.seller.consigner.id),
        url,
      ).toBe(true);
    }
    const product = await s.get<{ product: { inventories: { id: number; consignerId: number }[] } }>(
      token,
      `/api/products/${s.product.id}`,
    );
    const units = product.body.data.product.inventories;
    expect(units.map((u) => u.id)).toContain(own.id);
    expect(units.every((u) => u.consignerId === s.seller.consigner.id)).toBe(true);
    // Another store's product does not exist for this consigner.
    expect((await s.get(token, `/api/products/${rival.product.id}`)).status).toBe(404);
  });

  it('cannot be created in another consigner’s name', async () => {
    const res = await s.act(s.seller.token, 'fees', { price: 100 });
    expect(res.status).toBe(200);
    const add = await call(ctx, {
      method: 'POST',
      url: '/api/inventories',
      handle: s.handle,
      token: s.seller.token,
      body: {
        productId: s.product.id,
        inventoryFormArray: [
          { option1Value: '10', option2Value: 'New', price: 100, consigner: s.other.consigner.id },
        ],
      },
    });
    expect(add.status).toBe(403);
    const foreignProduct = await call(ctx, {
      method: 'POST',
      url: '/api/inventories',
      handle: s.handle,
      token: s.seller.token,
      body: {
        productId: rival.product.id,
        inventoryFormArray: [{ option1Value: '10', option2Value: 'New', price: 100 }],
      },
    });
    expect([400, 404]).toContain(foreignProduct.status);
  });
});

describe("another consigner's profile", () => {
  it('is 404 to read or change, in the same store and in another store', async () => {
    const token = s.seller.token;
    for (const id of [s.other.consigner.id, rival.seller.consigner.id]) {
      expect((await s.get(token, `/api/consigners/${id}`)).status).toBe(404);
      for (const body of [
        { firstName: 'Hacked' },
        { emailNotifications: { onPayout: false } },
        { payoutType: 'Paypal', payoutData: 'thief@example.test' },
      ]) {
        const res = await call(ctx, {
          method: 'PUT',
          url: `/api/consigners/${id}`,
          handle: s.handle,
          token,
          body,
        });
        expect(res.status, JSON.stringify(body)).toBe(404);
      }
    }
    const [neighbour] = await ctx.deps.db
      .select()
      .from(consigners)
      .where(eq(consigners.id, s.other.consigner.id));
    expect(neighbour).toMatchObject({ firstName: 'Cat', payoutData: null });
    expect(neighbour!.emailNotifications).toEqual(s.other.consigner.emailNotifications);
    const foreign = await consignerRow(ctx, rival.store.id, rival.seller.consigner.id);
    expect(foreign.firstName).toBe('Cat');
    // Their own record is theirs to read.
    const mine = await s.get<{ id: number }>(token, `/api/consigners/${s.seller.consigner.id}`);
    expect(mine.body.data.id).toBe(s.seller.consigner.id);
  });

  it("a token of another store is refused on this store's calls (401)", async () => {
    const res = await s.get(rival.seller.token, `/api/consigners/${rival.seller.consigner.id}`);
    expect(res.status).toBe(401);
    expect((await s.get(rival.seller.token, '/api/inventories/consignerSummary')).status).toBe(401);
  });
});

describe('GET /api/inventories/consignerSummary', () => {
  it('sums the sales and payouts of the items sold in the range; another consigner is never counted', async () => {
    const shop = await makeShop(ctx);
    const seller = shop.seller.consigner.id;
    await shop.item({
      status: 'Sold',
      price: 20000,
      soldPrice: 18000,
      payoutAmount: 15000,
      soldOn: daysAgo(1),
    });
    await shop.item({ status: 'Paid', price: 10000, payoutAmount: 8000, soldOn: daysAgo(2) });
    // Outside a 7-day range, not sold, removed, or someone else's: not in the cards.
    await shop.item({ status: 'Paid', price: 50000, payoutAmount: 45000, soldOn: daysAgo(30) });
    await shop.item({ status: 'Active', price: 99900, payoutAmount: 90000 });
    await shop.item({
      status: 'Sold',
      price: 7000,
      payoutAmount: 6000,
      soldOn: daysAgo(1),
      deletedAt: new Date(),
    });
    await shop.item({
      status: 'Sold',
      price: 77700,
      payoutAmount: 70000,
      soldOn: daysAgo(1),
      consignerId: shop.other.consigner.id,
    });
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const url = `/api/inventories/consignerSummary?dateRangeStart=${start}&dateRangeEnd=${today()}`;
    const res = await shop.get(shop.seller.token, url);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totalSales: 280,
      totalPayout: 230,
      pendingPayout: 150,
      soldCount: 2,
      allTimeSoldCount: 3,
      hasMarketplaceSales: false,
    });
    // A consigner naming someone else still gets their own figures.
    const sneaky = await shop.get(shop.seller.token, `${url}&consigner=${shop.other.consigner.id}`);
    expect(sneaky.body.data).toEqual(res.body.data);
    // Without a range: every sale.
    const all = await shop.get<{ totalSales: number }>(
      shop.seller.token,
      '/api/inventories/consignerSummary',
    );
    expect(all.body.data.totalSales).toBe(780);
    // Staff read a consigner's cards by naming them; a consigner is required.
    const staff = await shop.get(shop.clerk.token, `${url}&consigner=${shop.other.consigner.id}`);
    expect(staff.body.data).toMatchObject({ totalSales: 777, soldCount: 1 });
    const none = await shop.get(shop.clerk.token, url);
    expect(none).toMatchObject({ status: 400, body: { error: 'Please select a consigner' } });
    expect(seller).toBeGreaterThan(0);
  });

  it('says when a Sold item sits at the online marketplace (the Tracking filter)', async () => {
    const shop = await makeShop(ctx);
    const [market] = await ctx.deps.db
      .insert(locations)
      .values({ storeId: shop.store.id, name: 'ONLINE MARKETPLACE' })
      .returning();
    const url = '/api/inventories/consignerSummary';
    await shop.item({ status: 'Active', locationId: market!.id });
    expect(
      (await shop.get<{ hasMarketplaceSales: boolean }>(shop.seller.token, url)).body.data
        .hasMarketplaceSales,
    ).toBe(false);
    await shop.item({ status: 'Sold', locationId: market!.id, soldOn: daysAgo(40) });
    expect(
      (await shop.get<{ hasMarketplaceSales: boolean }>(shop.seller.token, url)).body.data
        .hasMarketplaceSales,
    ).toBe(true);
  });

  it('rejects a malformed date with the field named', async () => {
    const res = await s.get(s.seller.token, '/api/inventories/consignerSummary?dateRangeStart=yesterday');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Date range start must be a date (YYYY-MM-DD).');
  });
});

describe('GET /api/inventories/shipInstructions', () => {
  it("answers the store's shipping steps, or the default ones when none were saved", async () => {
    const shop = await makeShop(ctx);
    const url = '/api/inventories/shipInstructions';
    const standard = await shop.get<{ shipInstructions: string[] }>(shop.seller.token, url);
    expect(standard.body.data.shipInstructions).toHaveLength(1);
    await setStore(ctx, shop.store.id, {
      settings: { shipInstructions: ['Ship to 1 Main St', 'Put the slip in'] },
    });
    const own = await shop.get<{ shipInstructions: string[] }>(shop.seller.token, url);
    expect(own.body.data.shipInstructions).toEqual(['Ship to 1 Main St', 'Put the slip in']);
  });
});

describe("another consigner's payouts (GET /api/payouts/consigner/{id}, Sales issue)", () => {
  it('are 404 to a consigner, in the same store and in another store; their own answer', async () => {
    const token = s.seller.token;
    for (const id of [s.other.consigner.id, rival.seller.consigner.id]) {
      const res = await s.get(token, `/api/payouts/consigner/${id}?status=Paid`);
      expect(res.status, String(id)).toBe(404);
    }
    const own = await s.get<{ inventories: unknown[]; summary: Record<string, number> }>(
      token,
      `/api/payouts/consigner/${s.seller.consigner.id}?status=Paid`,
    );
    expect(own.status).toBe(200);
    expect(Object.keys(own.body.data.summary).sort()).toEqual([
      'deductions',
      'pendingPayout',
      'totalPayout',
      'totalSales',
    ]);
  });
});
