/**
 * Integrations a shop can try without an account (issue 33): outside production the local test Linnworks and the
 * local test Shopify shop run on this machine behind the real adapters. Made-up Linnworks credentials are
 * refused in words; the test account connects under its own name and its syncs bring orders that sell items;
 * only the demo store is connected to the local Shopify shop, whose products import like a real shop's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstTemplate, makeItem, makeProduct } from '../../test/catalogue-factories';
import { call } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { makeShop } from '../../test/inventory-factories';
import { makeSalesShop } from '../../test/sales-factories';
import { consigners, inventories, orders, products, stores } from '../db/schema';
import { SHOPIFY_WEBHOOK_JOB } from '../features/orders/webhooks';
import { DEMO, seedDemoStore } from '../seed/demo';
import { demoProducts } from '../seed/demo-catalogue';
import { DEMO_HISTORY_JOB } from '../seed/demo-history';
import { LOCAL_LINNWORKS_CREDENTIALS } from './local-linnworks';
import { LOCAL_SHOPIFY_TOKEN, startLocalShopify } from './local-shopify';

let ctx: TestContext;
beforeAll(async () => {
  // No LINNWORKS_PROVIDER: outside production the local test Linnworks is the default.
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

interface Connection {
  configured: boolean;
  provider: string;
  testCredentials: typeof LOCAL_LINNWORKS_CREDENTIALS | null;
  lastSync: { status: string; found: number; created: number; unmatched: number } | null;
  message?: string;
}

describe('the local test Linnworks', () => {
  it('is named as such, refuses made-up credentials in words, and its test account brings orders that sell items', async () => {
    const shop = await makeSalesShop(ctx);
    const owner = <T>(method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
      shop.api<T>(method, url, shop.ownerToken, body);
    const before = await owner<Connection>('GET', '/api/linnworks');
    expect(before.body.data).toMatchObject({
      configured: false,
      provider: 'local',
      testCredentials: LOCAL_LINNWORKS_CREDENTIALS,
    });

    const madeUp = await owner('PUT', '/api/linnworks', {
      applicationId: crypto.randomUUID(),
      applicationSecret: crypto.randomUUID(),
      installationToken: crypto.randomUUID(),
    });
    expect(madeUp.status).toBe(422);
    expect(madeUp.body.error).toBe(
      'The local test Linnworks refused these credentials: it only knows its test account, whose ids are shown above.',
    );
    expect((await owner<Connection>('GET', '/api/linnworks')).body.data.configured).toBe(false);

    // A pair the first test order asks for (the first demo product, size 9) is for sale here.
    const wanted = demoProducts()[0]!;
    await ctx.deps.db
      .update(products)
      .set({ sku: wanted.sku })
      .where(and(eq(products.storeId, shop.store.id), eq(products.id, shop.product.id)));
    const pair = await shop.item({ consignerId: shop.seller.consigner.id, price: 20000, option1Value: '9' });

    const saved = await owner<Connection>('PUT', '/api/linnworks', LOCAL_LINNWORKS_CREDENTIALS);
    expect(saved.status, saved.body.error ?? '').toBe(200);
    expect(saved.body.data.message).toBe('Connected to the local test Linnworks');
    expect(JSON.stringify(saved.body)).not.toMatch(/"Connected to Linnworks"/);
    const tested = await owner<{ message: string }>('POST', '/api/linnworks/test', {});
    expect(tested.body.data.message).toBe('Connected to the local test Linnworks');

    await ctx.worker.drain();
    const after = await owner<Connection>('GET', '/api/linnworks');
    expect(after.body.data.lastSync).toMatchObject({ status: 'ok', found: 6, created: 6, unmatched: 5 });
    const brought = await ctx.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, shop.store.id), eq(orders.channel, 'linnworks')));
    expect(brought).toHaveLength(6);
    const [sold] = await ctx.deps.db.select().from(inventories).where(eq(inventories.id, pair.id));
    expect(sold!.status).not.toBe('Active');
  });
});

describe('the local test Shopify shop', () => {
  it('is connected to the demo store only, and its products import through the real adapter', async () => {
    expect(await seedDemoStore(ctx.deps.db, ctx.deps.env)).toBe(true);
    // The year of history is not needed here: its job stays out of the worker's way.
    await ctx.deps.db.execute(sql`delete from jobs where name = ${DEMO_HISTORY_JOB}`);
    const login = await call<{ token: string }>(ctx, {
      method: 'POST',
      url: '/open/auth/login',
      handle: DEMO.handle,
      body: { email: DEMO.owner, password: DEMO.password },
    });
    const demo = <T>(method: 'GET' | 'POST', url: string, body?: unknown) =>
      call<T>(ctx, { method, url, handle: DEMO.handle, token: login.body.data.token, body });

    const connection = await demo('GET', '/api/products/shopifyConnection');
    expect(connection.body.data).toEqual({
      connected: true,
      testShop: true,
      shop: 'backroom-local-test-shop.myshopify.com',
    });
    const page = await demo<{ products: { id: string; title: string }[] }>(
      'GET',
      '/api/products/shopifyProducts?search=Samba',
    );
    expect(page.status, page.body.error ?? '').toBe(200);
    expect(page.body.data.products.map((p) => p.title)).toEqual(['Adidas Samba OG Cloud White']);

    const [store] = (await ctx.deps.db.execute(sql`select id from stores where handle = ${DEMO.handle}`))
      .rows as { id: number }[];
    const started = await demo<{ jobId: number }>('POST', '/api/products/shopifyProducts', {
      shopifyProductIds: [page.body.data.products[0]!.id],
      productTemplateId: (await firstTemplate(ctx, Number(store!.id))).id,
      links: [],
    });
    expect(started.status, started.body.error ?? '').toBe(202);
    await ctx.worker.drain();
    const imported = await ctx.deps.db.execute(
      sql`select title from products where title = 'Adidas Samba OG Cloud White'`,
    );
    expect(imported.rows).toHaveLength(1);

    // A store connected to no Shopify shop: the screens have nothing to show, and say so.
    const other = await makeShop(ctx);
    const none = await call(ctx, {
      url: '/api/products/shopifyConnection',
      handle: other.handle,
      token: other.ownerToken,
    });
    expect(none.body.data).toEqual({ connected: false, testShop: false, shop: null });
    const refused = await call(ctx, {
      url: '/api/products/shopifyProducts',
      handle: other.handle,
      token: other.ownerToken,
    });
    expect(refused.status).toBe(409);
  });
});

describe('a test sale in the local test Shopify shop', () => {
  it('sells an Active demo item there, and the order comes in through the real adapter: item Sold, order in Find Orders', async () => {
    await seedDemoStore(ctx.deps.db, ctx.deps.env);
    await ctx.deps.db.execute(sql`delete from jobs where name = ${DEMO_HISTORY_JOB}`);
    const login = await call<{ token: string }>(ctx, {
      method: 'POST',
      url: '/open/auth/login',
      handle: DEMO.handle,
      body: { email: DEMO.owner, password: DEMO.password },
    });
    const demo = <T>(method: 'GET' | 'POST', url: string, body?: unknown) =>
      call<T>(ctx, { method, url, handle: DEMO.handle, token: login.body.data.token, body });
    const [store] = await ctx.deps.db.select().from(stores).where(eq(stores.handle, DEMO.handle));
    const [consigner] = await ctx.deps.db
      .select()
      .from(consigners)
      .where(eq(consigners.storeId, store!.id))
      .limit(1);
    const product = await makeProduct(ctx, store!, { title: 'Nike Dunk Low Panda' });
    const pair = await makeItem(ctx, store!, {
      productId: product.id,
      consignerId: consigner!.id,
      price: 18500,
    });

    const sold = await demo<{ jobId: number; message: string }>('POST', '/api/orders/localTestShopSale', {
      inventoryId: pair.id,
    });
    expect(sold.status, sold.body.error ?? '').toBe(200);
    expect(sold.body.data.message).toMatch(
      /^The local test shop sold it \(order #\d+\)\. The order is coming in: see Find Orders\.$/,
    );
    // It came as Shopify's would: a signed orders/create webhook, queued as the webhook route's durable job.
    const [job] = (await ctx.deps.db.execute(sql`select name from jobs where id = ${sold.body.data.jobId}`))
      .rows as { name: string }[];
    expect(job?.name).toBe(SHOPIFY_WEBHOOK_JOB);
    await ctx.worker.drain();

    const [item] = await ctx.deps.db.select().from(inventories).where(eq(inventories.id, pair.id));
    expect(item!.status).toBe('Sold');
    const found = await demo<{ orders: { name: string; channel: string; total: number }[] }>(
      'GET',
      '/api/orders',
    );
    expect(found.status, found.body.error ?? '').toBe(200);
    const orderName = sold.body.data.message.match(/order (#\d+)/)![1];
    expect(found.body.data.orders.find((o) => o.name === orderName)).toMatchObject({
      channel: 'shopify',
      total: 185,
    });

    // Sold already: a second sale is refused in words; a second resync makes no second order.
    const again = await demo('POST', '/api/orders/localTestShopSale', { inventoryId: pair.id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Only an Active item can be sold in the local test shop.');
    await demo('POST', '/api/orders/resyncAll', {});
    await ctx.worker.drain();
    const brought = await ctx.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store!.id), eq(orders.channel, 'shopify')));
    expect(brought).toHaveLength(1);

    // A store not connected to the local test shop cannot make test sales there.
    const other = await makeShop(ctx);
    const refused = await call(ctx, {
      method: 'POST',
      url: '/api/orders/localTestShopSale',
      handle: other.handle,
      token: other.ownerToken,
      body: { inventoryId: pair.id },
    });
    expect(refused.status).toBe(409);
    const bad = await demo('POST', '/api/orders/localTestShopSale', { inventoryId: 'one' });
    expect(bad.status).toBe(400);
  });
});

describe('the local test Shopify shop across a restart', () => {
  it('keeps its orders in its file: a restart neither loses one nor repeats an order number', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'local-shop-')), 'orders.json');
    const first = await startLocalShopify(file);
    const line = { variantId: '8000000001', title: 'Samba · A1', price: '120.00' };
    const a = first.placeOrder(line);
    await first.close();
    const again = await startLocalShopify(file);
    expect(again.orders.map((o) => o.name)).toEqual([a.name]);
    const b = again.placeOrder(line);
    expect(b.name).not.toBe(a.name);
    expect(b.id).not.toBe(a.id);
    const res = await fetch(`${again.url}/admin/api/2025-07/orders.json`, {
      headers: { 'x-shopify-access-token': LOCAL_SHOPIFY_TOKEN },
    });
    expect(((await res.json()) as { orders: { name: string }[] }).orders.map((o) => o.name)).toEqual([
      b.name,
      a.name,
    ]);
    await again.close();
  });
});
