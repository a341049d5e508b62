import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/catalogue-factories';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { readItem, setStore } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { storeScoped } from '../../core/store-scope';
import { jobs, orders } from '../../db/schema';
import { shopifySignature } from './webhooks';

/** A local fake of Shopify's Admin API that records what the adapter sends. */
interface Seen {
  method: string;
  url: string;
  token: string | undefined;
  body: unknown;
}
const seen: Seen[] = [];
const remoteOrders = new Map<string, unknown>();
let fake: http.Server;
let nextProductId = 555;

const SECRET = 'shopify-app-secret';
let ctx: TestContext;
let s: SalesShop;
const SHOP = 'backroom-test.myshopify.com';

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = text ? JSON.parse(text) : null;
      seen.push({
        method: req.method!,
        url: req.url!,
        token: req.headers['x-shopify-access-token'] as string,
        body,
      });
      res.setHeader('content-type', 'application/json');
      if (req.url!.endsWith('/graphql.json')) {
        const input = body.variables.input;
        res.end(
          JSON.stringify({
            data: {
              productSet: {
                product: {
                  // Like Shopify: an update keeps the product's id, a new product gets its own.
                  id: input.id ?? `gid://shopify/Product/${nextProductId++}`,
                  variants: {
                    nodes: input.variants.map((v: { sku: string }, i: number) => ({
                      id: `gid://shopify/ProductVariant/${9000 + i}`,
                      sku: v.sku,
                    })),
                  },
                },
                userErrors: [],
              },
            },
          }),
        );
        return;
      }
      const match = req.url!.match(/\/orders\/(\w+)\.json$/);
      if (match && remoteOrders.has(match[1]!))
        return res.end(JSON.stringify({ order: remoteOrders.get(match[1]!) }));
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({
    STOREFRONT: 'shopify',
    SHOPIFY_API_SECRET: SECRET,
    SHOPIFY_API_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
  });
  s = await makeSalesShop(ctx);
  await setStore(ctx, s.store.id, { shop: SHOP, storefrontAccessToken: 'shpat_test' });
  s.store.shop = SHOP;
  s.store.storefrontAccessToken = 'shpat_test';
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => fake.close(r));
});

const shopifyOrderJson = (id: number, variantId: string, financial = 'paid') => ({
  id,
  name: `#${id}`,
  email: 'buyer@example.test',
  financial_status: financial,
  created_at: new Date().toISOString(),
  customer: { first_name: 'Web', last_name: 'Buyer', email: 'buyer@example.test' },
  line_items: [
    {
      id: id * 10,
      variant_id: Number(variantId),
      title: 'Pair',
      price: '100.00',
      total_discount: '10.00',
      quantity: 1,
    },
  ],
});

function deliver(topic: string, payload: unknown, signature?: string | null) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-shopify-topic': topic,
    'x-shopify-shop-domain': SHOP,
    'x-shopify-webhook-id': `wh-${Math.random()}`,
  };
  if (signature !== null) headers['x-shopify-hmac-sha256'] = signature ?? shopifySignature(SECRET, body);
  return ctx.app.inject({ method: 'POST', url: '/open/webhooks/shopify', headers, payload: body });
}

const ordersWith = (externalId: string) =>
  ctx.deps.db
    .select()
    .from(orders)
    .where(storeScoped(orders, s.store.id, eq(orders.externalId, externalId)));

describe('Shopify webhooks', () => {
  it('unsigned or wrongly signed deliveries are 401 and store nothing', async () => {
    const item = await s.item({ shopifyId: '7100' });
    const jobsBefore = (await ctx.deps.db.select().from(jobs).where(eq(jobs.name, 'orders.shopifyWebhook')))
      .length;
    const unsigned = await deliver('orders/paid', shopifyOrderJson(1, '7100'), null);
    const forged = await deliver('orders/paid', shopifyOrderJson(1, '7100'), shopifySignature('wrong', '{}'));
    expect([unsigned.statusCode, forged.statusCode]).toEqual([401, 401]);
    expect(forged.json().error).toBe('Webhook signature does not match.');
    await ctx.worker.drain();
    expect(await ordersWith('1')).toEqual([]);
    expect((await ctx.deps.db.select().from(jobs).where(eq(jobs.name, 'orders.shopifyWebhook'))).length).toBe(
      jobsBefore,
    );
    expect((await readItem(ctx, item.id)).status).toBe('Active');
  });

  it('orders/create then orders/paid: PendingSale, then Sold with the discount; acknowledged at once', async () => {
    const item = await s.item({ shopifyId: '7200' });
    const created = await deliver('orders/create', shopifyOrderJson(2, '7200', 'pending'));
    expect(created.statusCode).toBe(200);
    await ctx.worker.drain();
    expect((await readItem(ctx, item.id)).status).toBe('PendingSale');
    const paid = await deliver('orders/paid', shopifyOrderJson(2, '7200'));
    expect(paid.statusCode).toBe(200);
    await ctx.worker.drain();
    expect(await readItem(ctx, item.id)).toMatchObject({ status: 'Sold', discount: 1000, soldPrice: 9000 });
    const [order] = await ordersWith('2');
    expect(order).toMatchObject({ name: '#2', channel: 'shopify', status: 'paid' });
  });

  it('the same webhook delivered 10 times makes one order', async () => {
    const item = await s.item({ shopifyId: '7300' });
    const payload = shopifyOrderJson(3, '7300');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver('orders/paid', payload)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await ctx.worker.drain();
    expect(await ordersWith('3')).toHaveLength(1);
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
  });

  it('bad bodies and unknown shops are refused', async () => {
    expect((await deliver('orders/paid', { nope: true })).statusCode).toBe(400);
    const body = JSON.stringify(shopifyOrderJson(4, '1'));
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/open/webhooks/shopify',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/paid',
        'x-shopify-shop-domain': 'nobody.myshopify.com',
        'x-shopify-hmac-sha256': shopifySignature(SECRET, body),
      },
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('Shopify adapter against the fake', () => {
  it('publishes Active items as variants at their price and remembers each variant id', async () => {
    const product = s.product;
    const a = await s.item({ productId: product.id, price: 12345 });
    await s.item({ productId: product.id, price: 500, status: 'Withdrawn' });
    seen.length = 0;
    const result = await ctx.deps.storefront.resyncProduct({
      ...product,
      imageList: [],
      storeId: s.store.id,
    });
    expect(result.externalId).toMatch(/^\d+$/);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', token: 'shpat_test' });
    expect(seen[0]!.url).toMatch(/\/admin\/api\/[\w-]+\/graphql\.json$/);
    const input = (
      seen[0]!.body as {
        variables: { input: { status: string; variants: { sku: string; price: string }[] } };
      }
    ).variables.input;
    expect(input.status).toBe('ACTIVE');
    expect(input.variants.find((v) => v.sku === a.code)?.price).toBe('123.45');
    expect(input.variants.map((v) => v.price)).not.toContain('5.00');
    expect((await readItem(ctx, a.id)).shopifyId).toMatch(/^90\d\d$/);
  });

  it('View in Shopify links the admin; Resync Line Items fetches the order from Shopify', async () => {
    const item = await s.item({ shopifyId: '7500' });
    await deliver('orders/create', shopifyOrderJson(5, '7500', 'pending'));
    await ctx.worker.drain();
    const [order] = await ordersWith('5');
    const detail = await s.api<{ order: { adminUrl: string } }>('GET', `/api/orders/${order!.id}`);
    expect(detail.body.data.order.adminUrl).toBe(`https://${SHOP}/admin/orders/5`);
    remoteOrders.set('5', shopifyOrderJson(5, '7500', 'paid'));
    const resynced = await s.api<{ order: { status: string } }>('GET', `/api/orders/resync/${order!.id}`);
    expect(resynced.body.data.order.status).toBe('paid');
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
    expect(seen.some((r) => r.method === 'GET' && r.url.endsWith('/orders/5.json'))).toBe(true);
    const other = await call(ctx, {
      url: `/api/orders/${order!.id}`,
      handle: s.handle,
      token: s.clerk.token,
    });
    expect(other.status).toBe(403);
  });
});

describe('item changes reach Shopify through a queued product resync', () => {
  type SetInput = { status: string; variants: { sku: string; price: string }[] };
  const productSets = () =>
    seen
      .filter((r) => r.url.endsWith('/graphql.json'))
      .map((r) => (r.body as { variables: { input: SetInput } }).variables.input);
  const resyncJobs = async (productId: number) =>
    (
      await ctx.deps.db
        .select()
        .from(jobs)
        .where(storeScoped(jobs, s.store.id, eq(jobs.name, 'products.resync')))
    ).filter((j) => j.payload.productId === productId);

  it('a withdrawn item is unpublished; a new price is published', async () => {
    const product = await makeProduct(ctx, s.store);
    const keep = await s.item({ productId: product.id, price: 20000 });
    const gone = await s.item({ productId: product.id, price: 15000 });
    const other = await s.item({ productId: product.id, price: 16000 });
    await ctx.worker.drain();

    const withdrawn = await s.act(s.clerk.token, 'withdrawInventory', { ids: [gone.id, other.id] });
    expect(withdrawn.status).toBe(200);
    // Two items of one product: one resync waiting.
    expect((await resyncJobs(product.id)).filter((j) => j.status === 'queued')).toHaveLength(1);
    seen.length = 0;
    await ctx.worker.drain();
    const [afterWithdraw] = productSets();
    expect(afterWithdraw!.variants.map((v) => v.sku)).toEqual([keep.code]);
    expect(afterWithdraw!.status).toBe('ACTIVE');

    const repriced = await s.api('PUT', `/api/inventories/${keep.id}`, s.clerk.token, { price: 180 });
    expect(repriced.status).toBe(200);
    seen.length = 0;
    await ctx.worker.drain();
    expect(productSets()[0]!.variants).toEqual([
      expect.objectContaining({ sku: keep.code, price: '180.00' }),
    ]);

    // An edit that does not change the listing (notes) queues nothing.
    await s.api('PUT', `/api/inventories/${keep.id}`, s.clerk.token, { notes: 'left shelf' });
    expect((await resyncJobs(product.id)).filter((j) => j.status === 'queued')).toHaveLength(0);
  });

  it('orders/create unpublishes the item; orders/cancelled puts it back on sale and republishes it', async () => {
    const product = await makeProduct(ctx, s.store);
    const item = await s.item({ productId: product.id, shopifyId: '7700', price: 10000 });
    await deliver('orders/create', shopifyOrderJson(7, '7700', 'pending'));
    seen.length = 0;
    await ctx.worker.drain();
    expect((await readItem(ctx, item.id)).status).toBe('PendingSale');
    expect(
      productSets()
        .at(-1)!
        .variants.map((v) => v.sku),
    ).not.toContain(item.code);

    const cancelled = await deliver('orders/cancelled', {
      ...shopifyOrderJson(7, '7700', 'voided'),
      cancelled_at: new Date().toISOString(),
    });
    expect(cancelled.statusCode).toBe(200);
    seen.length = 0;
    await ctx.worker.drain();
    expect(await readItem(ctx, item.id)).toMatchObject({ status: 'Active', orderId: null });
    expect(productSets().at(-1)!.variants).toEqual([
      expect.objectContaining({ sku: item.code, price: '100.00' }),
    ]);
    const [order] = await ordersWith('7');
    expect(order!.status).toBe('cancelled');
  });
});
