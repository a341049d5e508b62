import { gunzipSync } from 'node:zlib';
import { filterOptions, inventoryPage } from '@backroom/domain/contract/inventory';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, type Shop } from '../../../test/inventory-factories';
import { consigners, products, stores, subLocations } from '../../db/schema';
import { forgetStoreCache } from '../../http/store-resolution';
import { INVENTORY_EXPORT_COLUMNS } from './export';

/** Lists with filters and sorts, one item, filter options, lowest prices, the CSV export and the logs. */
let ctx: TestContext;
let s: Shop;
type Row = {
  id: number;
  code: string;
  status: string;
  price: number;
  option1Value: string;
  location: string;
};
type Page = { rows: Row[]; count: number };

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
  await ctx.deps.db
    .update(products)
    .set({ title: 'Air Jordan 1 Chicago', sku: 'DZ5485-612' })
    .where(eq(products.id, s.product.id));
  const day = 86_400_000;
  const now = Date.now();
  await s.item({
    code: `${s.handle}_100001`,
    status: 'Active',
    price: 30000,
    option1Value: '9.5',
    updatedAt: new Date(now - 3 * day),
  });
  await s.item({
    code: `${s.handle}_100002`,
    status: 'Active',
    price: 10000,
    option1Value: '11',
    printed: true,
    updatedAt: new Date(now - day),
  });
  await s.item({
    code: `${s.handle}_100003`,
    status: 'Active',
    price: 20000,
    option1Value: '4',
    locationId: s.back.id,
    updatedAt: new Date(now - 2 * day),
  });
  await s.item({
    code: `${s.handle}_100004`,
    status: 'Pending',
    price: 5000,
    option1Value: '10',
    locationId: null,
  });
  await s.item({
    code: `${s.handle}_100005`,
    status: 'Sold',
    price: 7000,
    consignerId: s.other.consigner.id,
  });
});
afterAll(() => ctx.close());

const page = (query: string) => s.get<Page>(s.clerk.token, `/api/inventories/paginatedInventories?${query}`);

describe('GET /api/inventories/paginatedInventories', () => {
  it('defaults to Pending (spec), newest update first; All lifts the status filter', async () => {
    const pending = await page('');
    expect(pending.body.data.rows.map((r) => r.status)).toEqual(['Pending']);
    const all = await page('status=All');
    expect(all.body.data.count).toBe(5);
    const active = await page('status=Active');
    expect(active.body.data.rows.map((r) => r.code.slice(-1))).toEqual(['2', '3', '1']);
  });

  it('filters by several statuses, location, printed, size, consigner and search', async () => {
    expect((await page('status=Active&status=Sold')).body.data.count).toBe(4);
    expect((await page('status=Active,Pending')).body.data.count).toBe(4);
    expect(
      (await page('status=Active&location=Back%20Room')).body.data.rows.map((r) => r.option1Value),
    ).toEqual(['4']);
    expect((await page(`status=Active&locationId=${s.back.id}`)).body.data.count).toBe(1);
    expect((await page('status=Active&printed=false')).body.data.count).toBe(2);
    expect((await page('status=All&option1Value=11')).body.data.count).toBe(1);
    expect(
      (await page(`status=All&consigner=${s.other.consigner.id}`)).body.data.rows.map((r) => r.status),
    ).toEqual(['Sold']);
    expect((await page('status=All&search=100003')).body.data.count).toBe(1);
    expect((await page('status=All&search=jordan%20chicago')).body.data.count).toBe(5);
    expect((await page('status=All&search=dz5485')).body.data.count).toBe(5);
    expect((await page('status=All&search=yeezy')).body.data.count).toBe(0);
    const bad = await page('status=Nope');
    expect(bad.status).toBe(400);
  });

  it('sorts by price, size and creation, and pages with a total count', async () => {
    const cheap = await page('status=Active&sortOption=lowestPrice');
    expect(cheap.body.data.rows.map((r) => r.price)).toEqual([100, 200, 300]);
    const sizes = await page('status=All&sortOption=sizeLowToHigh');
    expect(sizes.body.data.rows.map((r) => r.option1Value).slice(0, 4)).toEqual(['4', '9.5', '10', '10']);
    const second = await page('status=All&pageSize=2&currentPage=2&sortOption=highestPrice');
    expect(second.body.data).toMatchObject({ count: 5 });
    expect(second.body.data.rows.map((r) => r.price)).toEqual([100, 70]);
    const beyond = await page('status=All&pageSize=10&currentPage=9');
    expect(beyond.body.data).toEqual({
      rows: [],
      count: 5,
      countCapped: false,
      undatedCount: null,
      undatedCountCapped: false,
    });
  });

  it('with a date range, also counts the matches on every date (what the range hides)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const longAgo = '2001-01-01';
    const hidden = (await page(`status=All&dateRangeStart=${longAgo}&dateRangeEnd=${longAgo}`)).body.data;
    expect(hidden).toMatchObject({ rows: [], count: 0, undatedCount: 5, undatedCountCapped: false });
    const active = await page(`status=Active&dateRangeStart=${longAgo}&dateRangeEnd=${today}&pageSize=1`);
    expect(active.body.data).toMatchObject({ count: 3, undatedCount: 3 });
    expect(active.body.data.rows).toHaveLength(1);
  });

  it('filters on creation day in the store time zone (inclusive)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`status=All&dateRangeStart=${today}&dateRangeEnd=${today}`)).body.data.count).toBe(5);
    expect((await page('status=All&dateRangeEnd=2000-01-01')).body.data.count).toBe(0);
  });
});

describe('one item, options and prices', () => {
  it('GET {id} has product, consigner, places, template and the variant lowest price', async () => {
    const list = await page('status=Active&sortOption=lowestPrice');
    const item = list.body.data.rows[0]!;
    const res = await s.get(s.clerk.token, `/api/inventories/${item.id}`);
    expect(res.body.data).toMatchObject({
      id: item.id,
      product: { title: 'Air Jordan 1 Chicago', sku: 'DZ5485-612' },
      consigner: { firstName: 'Cat', isStoreAccount: false },
      location: s.main.name,
      productTemplate: { option1: 'Size' },
      lowestPrice: 100,
    });
    const byCode = await s.get(s.clerk.token, `/api/inventories/code/${item.code}`);
    expect(byCode.body.data).toMatchObject({ id: item.id });
    expect((await s.get(s.clerk.token, '/api/inventories/code/nope')).status).toBe(404);
  });

  it('filterOptions lists consigners, statuses, locations, sublocations and option values', async () => {
    const res = await s.get<Record<string, unknown[]>>(s.clerk.token, '/api/inventories/filterOptions');
    const data = res.body.data;
    expect(data.statuses).toContain('StoreRequestPriceChange');
    expect(data.locations).toEqual(
      expect.arrayContaining([{ id: s.back.id, label: 'Back Room', name: 'Back Room', value: 'Back Room' }]),
    );
    expect(data.subLocations).toEqual([{ id: s.shelf.id, name: 'Shelf 1', locationName: 'Back Room' }]);
    expect(data.consigners).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: s.seller.consigner.id, label: 'Cat Consigner' }),
      ]),
    );
    expect(data.option1Values!.length).toBeGreaterThan(1);
  });

  it('filterOptions, sent as prepared text, fits its response schema for staff and for a consigner', async () => {
    for (const token of [s.clerk.token, s.seller.token]) {
      const res = await s.get<unknown>(token, '/api/inventories/filterOptions');
      expect(res.status).toBe(200);
      expect(filterOptions.safeParse(res.body.data).error).toBeUndefined();
    }
  });

  it('filterOptions shows a renamed consigner and a new sublocation at once (its cache follows every change)', async () => {
    const options = async () =>
      (await s.get<Record<string, unknown[]>>(s.clerk.token, '/api/inventories/filterOptions')).body.data;
    await options();
    await ctx.deps.db
      .update(consigners)
      .set({ firstName: 'Kit', lastName: 'Renamed' })
      .where(eq(consigners.id, s.seller.consigner.id));
    await ctx.deps.db
      .insert(subLocations)
      .values({ storeId: s.store.id, locationId: s.back.id, name: 'Shelf 9' });
    const after = await options();
    expect(after.consigners).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: s.seller.consigner.id, label: 'Kit Renamed' }),
      ]),
    );
    expect(after.subLocations).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), name: 'Shelf 9', locationName: 'Back Room' }]),
    );
    await ctx.deps.db
      .update(consigners)
      .set({ firstName: 'Cat', lastName: 'Consigner' })
      .where(eq(consigners.id, s.seller.consigner.id));
  });

  it('filterOptions comes gzipped to a browser, with the same answer', async () => {
    const plain = await s.get<Record<string, unknown[]>>(s.clerk.token, '/api/inventories/filterOptions');
    const zipped = await ctx.app.inject({
      url: '/api/inventories/filterOptions',
      headers: {
        'x-store-handle': s.handle,
        authorization: `Bearer ${s.clerk.token}`,
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.body);
  });

  it('lowest prices by SKU and by variant', async () => {
    const bySku = await s.act(s.clerk.token, 'lowestPriceInventories', { productSkus: ['DZ5485-612'] });
    expect(bySku.body.data.lowestPriceProducts).toEqual(
      expect.arrayContaining([expect.objectContaining({ option1Value: '11', lowestPrice: 100, inStock: 1 })]),
    );
    const one = await s.act(s.seller.token, 'getLowestPriceForVariant', {
      productId: s.product.id,
      option1Value: '4',
      option2Value: 'New',
    });
    expect(one.body.data).toEqual({
      results: [
        {
          productId: s.product.id,
          option1Value: '4',
          option2Value: 'New',
          option3Value: null,
          lowestPrice: 200,
        },
      ],
    });
  });

  it('GET /api/inventories lists with the same filters', async () => {
    const res = await s.get<{ inventories: Row[] }>(s.clerk.token, '/api/inventories?status=Sold');
    expect(res.body.data.inventories.map((r) => r.price)).toEqual([70]);
  });
});

describe('export and logs', () => {
  it('streams the filtered items as CSV with money in major units', async () => {
    await ctx.deps.db
      .update(consigners)
      .set({ firstName: '=HYPERLINK("x")' })
      .where(eq(consigners.id, s.other.consigner.id));
    const res = await call(ctx, {
      url: '/api/inventories/exportInventory?status=Active&status=Sold',
      handle: s.handle,
      token: s.clerk.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="inventoryExport.csv"');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe(INVENTORY_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(5);
    const sold = lines.find((l) => l.includes('_100005'))!;
    expect(sold).toContain(`"'=HYPERLINK(""x"") Consigner"`);
    expect(sold).toContain(',Sold,');
    expect(sold).toContain(',70.00,');
  });

  it('logs show who, the field, before → after, consigner names and money in major units', async () => {
    const list = await page('status=Active&sortOption=lowestPrice');
    const id = list.body.data.rows[0]!.id;
    await call(ctx, {
      method: 'PUT',
      url: `/api/inventories/${id}`,
      handle: s.handle,
      token: s.ownerToken,
      body: { consigner: s.other.consigner.id, price: 125 },
    });
    const res = await s.get<{
      inventoryLogs: { lastUpdatedBy: { name: string }; modifiedFields: unknown[] }[];
    }>(s.clerk.token, `/api/inventoryLogs/${id}`);
    const [log] = res.body.data.inventoryLogs;
    expect(log!.lastUpdatedBy.name).not.toBe('');
    expect(log!.modifiedFields).toEqual(
      expect.arrayContaining([
        {
          variableChanged: 'consignerId',
          beforeValue: 'Cat Consigner',
          afterValue: '=HYPERLINK("x") Consigner',
        },
        { variableChanged: 'price', beforeValue: 100, afterValue: 125 },
      ]),
    );
  });
});

describe('a page and its items', () => {
  /** Every row of the page must be what GET {id} answers for the item (without the detail's own fields). */
  async function expectRowsAsDetails(token: string, query: string) {
    const res = await s.get<unknown>(token, `/api/inventories/paginatedInventories?${query}`);
    expect(res.status).toBe(200);
    expect(inventoryPage.safeParse(res.body.data).error).toBeUndefined();
    const rows = (res.body.data as { rows: { id: number }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const detail = await s.get<Record<string, unknown>>(token, `/api/inventories/${row.id}`);
      const { productTemplate: _t, lowestPrice: _l, ...item } = detail.body.data;
      expect(row).toStrictEqual(item);
    }
    return rows;
  }

  it('has each item exactly as its own answer, for staff and for a consigner, whatever its fields hold', async () => {
    const moment = new Date('2026-03-04T05:06:07.891Z');
    await s.item({
      code: `${s.handle}_200001`,
      status: 'Sold',
      price: 123456,
      soldPrice: 120001,
      discount: 3455,
      payoutAmount: -5,
      cost: 1,
      notes: 'Box "A"\\ torn\n2nd line\u0001 – ünïcode ✓',
      services: { box: true, cleaning: false },
      preapprovalStatus: 'false',
      subLocationId: s.shelf.id,
      locationId: s.back.id,
      withdrawalRequestedAt: moment,
      soldOn: moment,
      trackingCode: '1Z999',
    });
    await s.item({
      code: `${s.handle}_200002`,
      status: 'Pending',
      price: 99,
      requestedPrice: 150,
      preapprovalStatus: 'true',
      services: { cleaning: true },
      option2Value: 'Used',
    });
    // A store request: no consigner until one accepts it, and the price range it asks within.
    await s.item({
      code: `${s.handle}_200003`,
      status: 'Consignment',
      storeRequestPriceLow: 10050,
      storeRequestPriceHigh: 20000,
    });
    const staff = await expectRowsAsDetails(s.clerk.token, 'status=All&pageSize=50');
    expect(staff.length).toBeGreaterThanOrEqual(8);
    expect(staff.find((row) => 'storeRequestPriceRange' in row && row.storeRequestPriceRange)).toMatchObject({
      consignerId: null,
      consigner: null,
      storeRequestPriceRange: [100.5, 200],
    });
    const own = await expectRowsAsDetails(s.seller.token, 'status=All&pageSize=50');
    expect(own.every((row) => !('withdrawalFee' in row))).toBe(true);
    // A currency without decimals: the same rows, in its own units.
    await ctx.deps.db.update(stores).set({ currency: 'JPY' }).where(eq(stores.id, s.store.id));
    forgetStoreCache();
    try {
      const yen = await expectRowsAsDetails(s.clerk.token, 'status=All&search=200001');
      expect(yen[0]).toMatchObject({ price: 123456, soldPrice: 120001, currency: 'JPY' });
    } finally {
      await ctx.deps.db.update(stores).set({ currency: 'USD' }).where(eq(stores.id, s.store.id));
      forgetStoreCache();
    }
  });
});
