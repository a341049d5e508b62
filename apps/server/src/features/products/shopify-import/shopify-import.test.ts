import type { ShopifyImportResult as ImportResult } from '@backroom/domain/contract/shopify-import';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstTemplate, makeProduct } from '../../../../test/catalogue-factories';
import { call, makeEmployee, makeStore } from '../../../../test/factories';
import { FAKE_TOKEN, type FakeShopify, fakeSneaker, startFakeShopify } from '../../../../test/fake-shopify';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { setStore } from '../../../../test/inventory-factories';
import { storeScoped } from '../../../core/store-scope';
import { productGtins, products, productTemplates } from '../../../db/schema';
import { secretBoxFor } from '../../../security/secret-box';
import { sealShopifyToken } from '../../../storefront/shopify-token';

let ctx: TestContext;
let fake: FakeShopify;
type Shop = Awaited<ReturnType<typeof makeStore>>;
let shop: Shop;
let other: Shop;
let templateId: number;

const connect = async (s: Shop, domain: string) => {
  // Stored sealed, as the store sign-up writes it: every call below opens it to reach the fake.
  const sealed = sealShopifyToken(secretBoxFor(ctx.deps.env), s.store.id, FAKE_TOKEN);
  await setStore(ctx, s.store.id, { shop: domain, storefrontAccessToken: sealed });
};

beforeAll(async () => {
  fake = await startFakeShopify([1, 2, 3, 4, 5].map((id) => fakeSneaker(id)));
  ctx = await createTestApp({
    STOREFRONT: 'shopify',
    SHOPIFY_API_SECRET: 'import-test-secret',
    SHOPIFY_API_URL: fake.url,
  });
  shop = await makeStore(ctx);
  other = await makeStore(ctx);
  await connect(shop, 'import-a.myshopify.com');
  await connect(other, 'import-b.myshopify.com');
  templateId = (await firstTemplate(ctx, shop.store.id)).id;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

type Browse = {
  products: {
    id: string;
    title: string;
    sku: string;
    sizes: string[];
    productId: number | null;
    skuMatch: { productId: number; title: string } | null;
  }[];
  nextCursor: string | null;
};
type Job = {
  status: string;
  progress: number;
  progressTotal: number;
  lastError: string | null;
  result: ImportResult;
};

const as = (s: Shop) => ({
  browse: (query = '') =>
    call<Browse>(ctx, {
      url: `/api/products/shopifyProducts${query}`,
      handle: s.handle,
      token: s.ownerToken,
    }),
  start: (body: unknown) =>
    call<{ message: string; jobId: number }>(ctx, {
      method: 'POST',
      url: '/api/products/shopifyProducts',
      body,
      handle: s.handle,
      token: s.ownerToken,
    }),
  job: (id: number) => call<Job>(ctx, { url: `/api/jobs/${id}`, handle: s.handle, token: s.ownerToken }),
});

/** Imports through the API, runs the job, answers its result. */
async function runImport(s: Shop, body: Record<string, unknown>): Promise<ImportResult> {
  const tpl = (await firstTemplate(ctx, s.store.id)).id;
  const started = await as(s).start({ productTemplateId: tpl, ...body });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body.data.message).toBe('Importing products from Shopify in background');
  await ctx.worker.drain();
  const job = await as(s).job(started.body.data.jobId);
  expect(job.body.data.status).toBe('done');
  return job.body.data.result;
}

const productsLinkedTo = (storeId: number, shopifyId: string) =>
  ctx.deps.db
    .select()
    .from(products)
    .where(storeScoped(products, storeId, eq(products.shopifyId, shopifyId)));

describe('Shopify product import', () => {
  it('creates products with brand, SKU, category, images, GTINs per size and the sizes on the template', async () => {
    const result = await runImport(shop, { shopifyProductIds: ['1', 'gid://shopify/Product/2', 3] });
    expect(result.imported.map((i) => i.action)).toEqual(['created', 'created', 'created']);
    expect(result.errors).toEqual([]);
    const [row] = await productsLinkedTo(shop.store.id, '1');
    expect(row).toMatchObject({
      title: 'Fake Runner 1',
      brand: 'Nike',
      sku: 'FK0001-100',
      category: 'Sneakers',
      image: 'https://cdn.shopify.com/s/files/fake/1.jpg',
      productTemplateId: templateId,
      reviewStatus: 'active',
    });
    const gtins = await ctx.deps.db.select().from(productGtins).where(eq(productGtins.productId, row!.id));
    expect(gtins.map((g) => [g.size, g.gtin]).sort()).toEqual([
      ['8', '1900000010000'],
      ['8.5', '1900000010001'],
      ['9', '1900000010002'],
      ['9.5', '1900000010003'],
    ]);
    const [template] = await ctx.deps.db
      .select()
      .from(productTemplates)
      .where(eq(productTemplates.id, templateId));
    expect(template!.option1Values).toEqual(expect.arrayContaining(['8', '8.5', '9', '9.5']));
  });

  it('importing the same product again updates it and never duplicates it', async () => {
    fake.products[0] = { ...fake.products[0]!, title: 'Fake Runner 1 (Retro)', productType: 'Basketball' };
    const result = await runImport(shop, { shopifyProductIds: ['1', '1', '2'] });
    expect(result.total).toBe(2);
    expect(result.imported.map((i) => [i.shopifyProductId, i.action])).toEqual([
      ['1', 'updated'],
      ['2', 'updated'],
    ]);
    const rows = await productsLinkedTo(shop.store.id, '1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Fake Runner 1 (Retro)', category: 'Basketball' });
    const gtins = await ctx.deps.db
      .select()
      .from(productGtins)
      .where(eq(productGtins.productId, rows[0]!.id));
    expect(gtins).toHaveLength(4);
  });

  it('offers a product whose SKU already exists for linking instead of copying it, then links it', async () => {
    const mine = await makeProduct(ctx, shop.store, { title: 'Our own runner', sku: 'fk0004-100' });
    const first = await runImport(shop, { shopifyProductIds: ['4'] });
    expect(first.imported).toEqual([]);
    expect(first.skuMatches).toEqual([
      expect.objectContaining({ shopifyProductId: '4', productId: mine.id, productTitle: 'Our own runner' }),
    ]);
    expect(await productsLinkedTo(shop.store.id, '4')).toEqual([]);
    const browse = await as(shop).browse('?search=FK0004');
    expect(browse.body.data.products[0]).toMatchObject({ id: '4', skuMatch: { productId: mine.id } });

    const linked = await runImport(shop, {
      shopifyProductIds: ['4'],
      links: [{ shopifyProductId: '4', productId: mine.id }],
    });
    expect(linked.imported).toEqual([expect.objectContaining({ productId: mine.id, action: 'linked' })]);
    const rows = await ctx.deps.db
      .select()
      .from(products)
      .where(storeScoped(products, shop.store.id, eq(products.sku, 'FK0004-100')));
    expect(rows.map((r) => r.id)).toEqual([mine.id]);
    expect(rows[0]!.shopifyId).toBe('4');
  });

  it('lists per-product errors (deleted upstream, no SKU) and imports the rest', async () => {
    fake.products.push(
      fakeSneaker(6, {
        title: 'No SKU slide',
        variants: [{ id: 601, sku: '', barcode: null, options: [{ name: 'Title', value: 'Default Title' }] }],
      }),
    );
    const result = await runImport(shop, { shopifyProductIds: ['5', '6', '999999'] });
    expect(result.imported.map((i) => i.shopifyProductId)).toEqual(['5']);
    expect(result.errors).toEqual([
      expect.objectContaining({
        shopifyProductId: '6',
        title: 'No SKU slide',
        reason: expect.stringMatching(/^No SKU/),
      }),
      expect.objectContaining({ shopifyProductId: '999999', reason: expect.stringMatching(/deleted/) }),
    ]);
  });

  it('waits out a THROTTLED answer and carries on', async () => {
    fake.throttle(2);
    const result = await runImport(shop, { shopifyProductIds: ['2'] });
    expect(result.imported).toHaveLength(1);
  });

  it('when Shopify refuses, search is a 503 in words and the import job retries with the reason in words', async () => {
    await setStore(ctx, shop.store.id, { storefrontAccessToken: 'shpat_revoked' });
    try {
      const browse = await as(shop).browse();
      expect(browse.status).toBe(503);
      expect(browse.body.error).toBe('Shopify did not answer. Please try again in a minute.');
      const started = await as(shop).start({ shopifyProductIds: ['1'], productTemplateId: templateId });
      await ctx.worker.drain();
      const job = await as(shop).job(started.body.data.jobId);
      expect(job.body.data).toMatchObject({
        status: 'queued',
        lastError: 'Shopify did not answer. Please try again in a minute.',
      });
    } finally {
      await connect(shop, 'import-a.myshopify.com');
    }
  });

  it('searches the shop by words or SKU and marks imported products', async () => {
    const byWords = await as(shop).browse('?search=runner%205');
    expect(byWords.body.data.products.map((p) => p.id)).toEqual(['5']);
    expect(byWords.body.data.products[0]!.productId).toEqual(expect.any(Number));
    expect(byWords.body.data.products[0]!.sizes).toEqual(['8', '8.5', '9', '9.5']);
    const bySku = await as(shop).browse('?search=FK0003');
    expect(bySku.body.data.products.map((p) => p.title)).toEqual(['Fake Runner 3']);
  });
});

describe('stores and access', () => {
  it('a store without a connected Shopify shop is told so in words (409), never 500', async () => {
    const plain = await makeStore(ctx);
    const browse = await as(plain).browse();
    const start = await as(plain).start({ shopifyProductIds: ['1'], productTemplateId: templateId });
    expect([browse.status, start.status]).toEqual([409, 409]);
    expect(browse.body.error).toMatch(/needs a connected Shopify shop/);
  });

  it('each store imports into its own catalogue; another store sees neither its products nor its job', async () => {
    const mineBefore = await productsLinkedTo(shop.store.id, '3');
    const result = await runImport(other, { shopifyProductIds: ['3'] });
    expect(result.imported[0]!.action).toBe('created');
    const theirs = await productsLinkedTo(other.store.id, '3');
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.id).not.toBe(mineBefore[0]!.id);
    expect(await productsLinkedTo(shop.store.id, '3')).toEqual(mineBefore);

    const started = await as(shop).start({ shopifyProductIds: ['3'], productTemplateId: templateId });
    expect((await as(other).job(started.body.data.jobId)).status).toBe(404);
    await ctx.worker.drain();
    // Another store's product or template cannot be named.
    const foreignLink = await as(other).start({
      shopifyProductIds: ['3'],
      productTemplateId: (await firstTemplate(ctx, other.store.id)).id,
      links: [{ shopifyProductId: '3', productId: mineBefore[0]!.id }],
    });
    expect(foreignLink.status).toBe(400);
    const foreignTemplate = await as(other).start({
      shopifyProductIds: ['3'],
      productTemplateId: templateId,
    });
    expect(foreignTemplate.status).toBe(400);
    expect(foreignTemplate.body.error).toBe('Select a product template');
    // One store's token through the other store's handle.
    const crossed = await call(ctx, {
      url: '/api/products/shopifyProducts',
      handle: other.handle,
      token: shop.ownerToken,
    });
    expect(crossed.status).toBe(401);
  });

  it('staff without the Products access control are refused', async () => {
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Inventory'] });
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/products/shopifyProducts',
      body: { shopifyProductIds: ['1'], productTemplateId: templateId },
      handle: shop.handle,
      token: clerk.token,
    });
    expect(res.status).toBe(403);
  });

  it('bad selections are 400 in words', async () => {
    const cases: [unknown, RegExp][] = [
      [{ shopifyProductIds: [], productTemplateId: templateId }, /Select at least one Shopify product/],
      [{ shopifyProductIds: ['abc'], productTemplateId: templateId }, /Enter a Shopify product ID/],
      [{ shopifyProductIds: ['1'] }, /Select a product template/],
      [
        {
          shopifyProductIds: Array.from({ length: 1001 }, (_, i) => String(i + 1)),
          productTemplateId: templateId,
        },
        /at most 1000/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(shop).start(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
  });
  it('a product sees the ones imported before it in the same import: their SKU and barcodes are taken', async () => {
    const first = fakeSneaker(70);
    const sameStyle = fakeSneaker(71, {
      title: 'Same style',
      variants: first.variants.map((v) => ({ ...v, id: v.id + 10_000, barcode: null })),
    });
    const sharedBox = fakeSneaker(72, {
      title: 'Shared box',
      variants: [{ ...fakeSneaker(72).variants[0]!, barcode: first.variants[0]!.barcode }],
    });
    fake.products.push(first, sameStyle, sharedBox);
    const result = await runImport(shop, { shopifyProductIds: ['70', '71', '72'] });
    expect(result.imported.map((i) => [i.shopifyProductId, i.action])).toEqual([
      ['70', 'created'],
      ['72', 'created'],
    ]);
    expect(result.errors).toEqual([
      expect.objectContaining({
        shopifyProductId: '71',
        reason: 'SKU FK0070-100 is already used by “Fake Runner 70”, linked to another Shopify product.',
      }),
    ]);
    expect(result.imported[1]!.warnings).toEqual([
      `Barcode ${first.variants[0]!.barcode} skipped: “Fake Runner 70” already uses it.`,
    ]);
  });
});

describe('a 1,000-product shop', () => {
  it('pages through every product and imports all 1,000 in one job', { timeout: 180_000 }, async () => {
    fake.products = Array.from({ length: 1000 }, (_, i) => fakeSneaker(10_000 + i));
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?after=${encodeURIComponent(cursor)}` : '';
      const page = await as(other).browse(query);
      expect(page.status).toBe(200);
      for (const p of page.body.data.products) seen.add(p.id);
      cursor = page.body.data.nextCursor;
      pages++;
    } while (cursor);
    expect(seen.size).toBe(1000);
    expect(pages).toBe(50);

    const ids = [...seen];
    const started = Date.now();
    const result = await runImport(other, { shopifyProductIds: ids });
    const seconds = (Date.now() - started) / 1000;
    console.log(`[numbers] import of 1,000 Shopify products: ${seconds.toFixed(1)} s`);
    expect(result.imported).toHaveLength(1000);
    const rows = await ctx.deps.db
      .select({ id: products.id })
      .from(products)
      .where(storeScoped(products, other.store.id, inArray(products.shopifyId, ids)));
    expect(rows).toHaveLength(1000);
  });
});
