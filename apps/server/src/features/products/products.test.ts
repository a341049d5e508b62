import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstTemplate, makeItem, makeProduct, storeAccount } from '../../../test/catalogue-factories';
import { call, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { productGtins, products } from '../../db/schema';
import { type ProductSearch, productIndexes, searchIndexed, searchSql } from './search';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;
let templateId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
  templateId = (await firstTemplate(ctx, shop.store.id)).id;
});
afterAll(() => ctx.close());

type Card = { id: number; title: string; price: number | null; image: string | null };
type Page = { products: Card[]; total: number; page: number; pageSize: number };
type Product = {
  id: number;
  title: string;
  GTIN: { size: string; gtin: string }[];
  imageList: string[];
  image: string;
};
const asOwner = <T = Product>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, body, handle: shop.handle, token: shop.ownerToken });

const form = (over: Record<string, unknown> = {}) => ({
  title: 'Air Jordan 1 Retro High Chicago',
  sku: 'DZ5485-612',
  brand: 'Jordan',
  category: 'Sneakers',
  gender: 'Men',
  productTemplateId: templateId,
  images: ['https://img.test/a.png', 'https://img.test/b.png'],
  ...over,
});

describe('product search', () => {
  let search: (q: string) => Promise<Page>;
  let store: Awaited<ReturnType<typeof makeStore>>;
  beforeAll(async () => {
    store = await makeStore(ctx);
    const owner = await storeAccount(ctx, store.store.id);
    const titles = [
      ['Air Jordan 1 Retro High Chicago', 'Jordan', 'DZ5485-612'],
      ['Nike Dunk Low Panda', 'Nike', 'DD1391-100'],
      ['Yeezy Boost 350 V2 Onyx', 'adidas', 'HQ4540'],
      ['New Balance 550 White Green', 'New Balance', 'BB550WT1'],
    ] as const;
    for (const [title, brand, sku] of titles) {
      const p = await makeProduct(ctx, store.store, {
        title,
        brand,
        sku,
        image: `https://img.test/${sku}.png`,
      });
      if (brand === 'Nike') {
        await makeItem(ctx, store.store, { productId: p.id, consignerId: owner.id, price: 12000 });
        await makeItem(ctx, store.store, { productId: p.id, consignerId: owner.id, price: 11000 });
        await makeItem(ctx, store.store, {
          productId: p.id,
          consignerId: owner.id,
          price: 9000,
          status: 'Sold',
        });
      }
    }
    await makeProduct(ctx, store.store, {
      title: 'Submitted Jordan',
      brand: 'Jordan',
      reviewStatus: 'submitted',
    });
    search = async (q) =>
      (
        await call<Page>(ctx, {
          url: `/api/products?search=${encodeURIComponent(q)}`,
          handle: store.handle,
          token: store.ownerToken,
        })
      ).body.data;
  });

  it('finds by title, SKU and brand, tolerating typos, best match first', async () => {
    expect((await search('jordn chicgo')).products.map((p) => p.title)).toEqual([
      'Air Jordan 1 Retro High Chicago',
    ]);
    expect((await search('HQ4540')).products.map((p) => p.title)).toEqual(['Yeezy Boost 350 V2 Onyx']);
    expect((await search('yezy')).products.map((p) => p.title)).toEqual(['Yeezy Boost 350 V2 Onyx']);
    expect((await search('new balance')).products[0]!.title).toBe('New Balance 550 White Green');
    expect((await search('zzzzqqq')).products).toEqual([]);
  });

  it('answers cards with image and the lowest Active price; lists only catalogue products', async () => {
    const nike = (await search('panda')).products[0]!;
    expect(nike).toMatchObject({
      title: 'Nike Dunk Low Panda',
      price: 110,
      image: 'https://img.test/DD1391-100.png',
    });
    expect((await search('onyx')).products[0]!.price).toBeNull();
    const all = await search('');
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(all.products.map((p) => p.title)).not.toContain('Submitted Jordan');
  });

  it('a renamed product is found by its new title at once, and an exact SKU comes first', async () => {
    expect((await search('onyx')).products.map((p) => p.title)).toEqual(['Yeezy Boost 350 V2 Onyx']);
    await ctx.deps.db
      .update(products)
      .set({ title: 'Yeezy Boost 350 V2 Bone' })
      .where(eq(products.sku, 'HQ4540'));
    expect((await search('onyx')).products).toEqual([]);
    expect((await search('bone')).products.map((p) => p.title)).toEqual(['Yeezy Boost 350 V2 Bone']);
    expect((await search('boost')).products.map((p) => p.title)).toEqual(['Yeezy Boost 350 V2 Bone']);
    await ctx.deps.db
      .update(products)
      .set({ title: 'Yeezy Boost 350 V2 Onyx' })
      .where(eq(products.sku, 'HQ4540'));
  });

  it('answers the same from the in-memory index as from SQL, and never from an outdated index', async () => {
    const db = ctx.deps.db;
    await productIndexes(db).refresh(store.store.id);
    const queries: ProductSearch[] = [
      { search: 'jordn chicgo' },
      { search: 'hq4540' },
      { search: 'HQ4540' },
      { search: 'yezy' },
      { search: 'new balance' },
      { search: 'zzzzqqq' },
      {},
      { search: 'jordan', reviewStatus: 'submitted' },
      { page: 2, pageSize: 2 },
      { search: 'o', page: 1, pageSize: 2 },
    ].map((q) => ({ page: 1, pageSize: 10, reviewStatus: 'active', ...q }) as ProductSearch);
    for (const q of queries) {
      const fromIndex = await searchIndexed(db, store.store.id, q);
      expect(fromIndex, JSON.stringify(q)).not.toBeNull();
      expect(fromIndex, JSON.stringify(q)).toEqual(await searchSql(db, store.store.id, q));
    }
    expect((await searchIndexed(db, store.store.id, queries[0]!))?.rows.map((r) => r.title)).toEqual([
      'Air Jordan 1 Retro High Chicago',
    ]);
    expect((await searchIndexed(db, store.store.id, queries[8]!))?.found).toEqual({
      ids: expect.any(Array),
      total: 4,
      totalCapped: false,
    });

    // A write makes the held index outdated: the next search answers through SQL with the new title.
    await db.update(products).set({ title: 'Nike Dunk Low Grey Fog' }).where(eq(products.sku, 'DD1391-100'));
    expect(await searchIndexed(db, store.store.id, queries[0]!)).toBeNull();
    expect((await search('fog')).products.map((p) => p.title)).toEqual(['Nike Dunk Low Grey Fog']);
    await productIndexes(db).refresh(store.store.id);
    expect((await searchIndexed(db, store.store.id, { ...queries[6]!, search: 'fog' }))?.rows).toHaveLength(
      1,
    );
    await db.update(products).set({ title: 'Nike Dunk Low Panda' }).where(eq(products.sku, 'DD1391-100'));
  });

  it('paginates and refuses a bad page', async () => {
    const res = await call<Page>(ctx, {
      url: '/api/products?pageSize=2&page=2',
      handle: shop.handle,
      token: shop.ownerToken,
    });
    expect(res.status).toBe(200);
    const bad = await call(ctx, { url: '/api/products?page=0', handle: shop.handle, token: shop.ownerToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Page must be at least 1.');
  });
});

describe('product create, read and update', () => {
  it('creates a product with images and GTINs and reads it back with duplicates and inventory', async () => {
    const created = await asOwner(
      'POST',
      '/api/products',
      form({ GTIN: [{ size: '10', gtin: '00195866123456' }], year: '2022' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      image: 'https://img.test/a.png',
      imageList: ['https://img.test/a.png', 'https://img.test/b.png'],
      GTIN: [{ size: '10', gtin: '00195866123456' }],
      year: 2022,
      reviewStatus: 'active',
    });
    const twin = await makeProduct(ctx, shop.store, { sku: 'DZ5485-612', title: 'Chicago (old)' });
    const seller = await makeConsigner(ctx, shop.store);
    await makeItem(ctx, shop.store, {
      productId: created.body.data.id,
      consignerId: seller.consigner.id,
      price: 25000,
    });
    await makeItem(ctx, shop.store, {
      productId: created.body.data.id,
      consignerId: (await storeAccount(ctx, shop.store.id)).id,
      price: 20050,
    });
    const detail = await asOwner<{
      product: Product & { inventories: { price: number }[]; price: number };
      duplicateProducts: { id: number }[];
    }>('GET', `/api/products/${created.body.data.id}`);
    expect(detail.body.data.duplicateProducts.map((d) => d.id)).toEqual([twin.id]);
    expect(detail.body.data.product.inventories.map((i) => i.price).sort()).toEqual([200.5, 250]);
    expect(detail.body.data.product.price).toBe(200.5);

    // A consigner sees the product with only their own units and no duplicates.
    const mine = await call<typeof detail.body.data>(ctx, {
      url: `/api/products/${created.body.data.id}`,
      handle: shop.handle,
      token: seller.token,
    });
    expect(mine.body.data.product.inventories.map((i) => i.price)).toEqual([250]);
    expect(mine.body.data.duplicateProducts).toEqual([]);

    const variants = await asOwner<{
      lowestVariantPrices: { option1Value: string; price: number; quantity: number }[];
    }>('GET', `/api/products/lowestVariantPrices/${created.body.data.id}`);
    expect(variants.body.data.lowestVariantPrices).toEqual([
      { option1Value: '10', option2Value: 'New', option3Value: null, price: 200.5, quantity: 2 },
    ]);
  });

  it.each([
    [{ images: [] }, 'You must upload at least one image.'],
    [{ images: undefined }, 'You must upload at least one image.'],
    [{ title: '' }, 'Title is required'],
    [{ sku: ' ' }, 'SKU is required'],
    [{ brand: undefined }, 'Brand is required'],
    [{ category: '' }, 'Category is required'],
    [{ gender: '' }, 'Gender is required'],
    [{ productTemplateId: undefined }, 'Select a product template'],
    [{ productTemplateId: 'abc' }, 'Select a product template'],
    [{ year: 'soon' }, 'Enter a year such as 2021'],
    [{ GTIN: [{ size: '10', gtin: '' }] }, 'GTIN is required'],
  ])('refuses %j with its message', async (change, message) => {
    const before = await ctx.deps.db.$count(products);
    const res = await asOwner('POST', '/api/products', form(change));
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    expect(await ctx.deps.db.$count(products)).toBe(before);
  });

  it('refuses another store’s template', async () => {
    const rival = await makeStore(ctx);
    const theirs = await firstTemplate(ctx, rival.store.id);
    const res = await asOwner('POST', '/api/products', form({ productTemplateId: theirs.id, sku: 'T-1' }));
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Select a product template' },
    });
  });

  it('updates only the fields sent; GTINs are replaced and unique per store (409)', async () => {
    const a = await asOwner(
      'POST',
      '/api/products',
      form({ sku: 'A-1', GTIN: [{ size: '9', gtin: '111' }] }),
    );
    const b = await asOwner('POST', '/api/products', form({ sku: 'B-1' }));
    const renamed = await asOwner('PUT', `/api/products/${a.body.data.id}`, { title: 'Renamed' });
    expect(renamed.body.data).toMatchObject({
      title: 'Renamed',
      sku: 'A-1',
      GTIN: [{ size: '9', gtin: '111' }],
    });

    const clash = await asOwner('PUT', `/api/products/${b.body.data.id}`, {
      GTIN: [{ size: '9', gtin: '111' }],
    });
    expect(clash).toMatchObject({ status: 409, body: { error: 'GTIN 111 is already used by Renamed.' } });
    const twice = await asOwner('PUT', `/api/products/${b.body.data.id}`, {
      GTIN: [
        { size: '9', gtin: '222' },
        { size: '10', gtin: '222' },
      ],
    });
    expect(twice.status).toBe(400);

    const moved = await asOwner('PUT', `/api/products/${a.body.data.id}`, {
      GTIN: [
        { size: '9', gtin: '333' },
        { size: '10', gtin: '444' },
      ],
    });
    expect(moved.body.data.GTIN.map((g) => g.gtin)).toEqual(['333', '444']);
    const reuse = await asOwner('PUT', `/api/products/${b.body.data.id}`, {
      GTIN: [{ size: '9', gtin: '111' }],
    });
    expect(reuse.status).toBe(200);
    // The same GTIN in another store is fine.
    const rival = await makeStore(ctx);
    const theirs = await makeProduct(ctx, rival.store);
    const elsewhere = await call(ctx, {
      method: 'PUT',
      url: `/api/products/${theirs.id}`,
      handle: rival.handle,
      token: rival.ownerToken,
      body: { GTIN: [{ size: '9', gtin: '111' }] },
    });
    expect(elsewhere.status).toBe(200);
    expect((await asOwner('PUT', `/api/products/${a.body.data.id}`, { images: [] })).status).toBe(400);
  });

  it('cannot read or change another store’s products', async () => {
    const rival = await makeStore(ctx);
    const theirs = await makeProduct(ctx, rival.store, { title: 'Theirs' });
    for (const url of [`/api/products/${theirs.id}`, `/api/products/lowestVariantPrices/${theirs.id}`]) {
      expect((await asOwner('GET', url)).status).toBe(404);
    }
    expect((await asOwner('PUT', `/api/products/${theirs.id}`, { title: 'Mine' })).status).toBe(404);
    expect(
      (await asOwner('PUT', `/api/products/${theirs.id}`, { GTIN: [{ size: '1', gtin: 'x1' }] })).status,
    ).toBe(404);
    const [after] = await ctx.deps.db.select().from(products).where(eq(products.id, theirs.id));
    expect(after!.title).toBe('Theirs');
    expect(
      await ctx.deps.db.select().from(productGtins).where(eq(productGtins.productId, theirs.id)),
    ).toEqual([]);
    const list = await asOwner<Page>('GET', '/api/products?search=Theirs');
    expect(list.body.data.products).toEqual([]);
  });
});

describe('products submitted for review', () => {
  it('a consigner submits from a template; staff list and approve it', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const res = await call<{
      product: Product & { brand: string; category: string; reviewStatus: string };
      message: string;
    }>(ctx, {
      method: 'POST',
      url: '/api/products/submittedProducts',
      handle: shop.handle,
      token: seller.token,
      body: {
        title: 'Mystery Runner',
        productTemplateId: String(templateId),
        image: 'https://img.test/m.png',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe('Your product has been submited!');
    expect(res.body.data.product).toMatchObject({
      brand: 'Any',
      category: 'Sneakers',
      reviewStatus: 'submitted',
    });

    const queue = await asOwner<Page>('GET', '/api/products/submittedProducts?search=mystery');
    expect(queue.body.data.products.map((p) => p.title)).toEqual(['Mystery Runner']);
    expect((await asOwner<Page>('GET', '/api/products?search=mystery')).body.data.products).toEqual([]);
    const approved = await asOwner('PUT', `/api/products/${res.body.data.product.id}`, {
      reviewStatus: 'active',
      sku: 'MR-1',
    });
    expect(approved.body.data).toMatchObject({ reviewStatus: 'active', sku: 'MR-1' });
    expect((await asOwner<Page>('GET', '/api/products?search=mystery')).body.data.products).toHaveLength(1);

    const noTitle = await call(ctx, {
      method: 'POST',
      url: '/api/products/submittedProducts',
      handle: shop.handle,
      token: seller.token,
      body: { title: '', productTemplateId: templateId },
    });
    expect(noTitle).toMatchObject({ status: 400, body: { error: 'Title is required' } });
    // The review queue is staff-only.
    const peek = await call(ctx, {
      url: '/api/products/submittedProducts',
      handle: shop.handle,
      token: seller.token,
    });
    expect(peek.status).toBe(403);
  });

  it("a consigner sees their own requests as pending review until approved, never another seller's", async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const other = await makeConsigner(ctx, shop.store);
    const request = (token: string, title: string) =>
      call<{ product: { id: number } }>(ctx, {
        method: 'POST',
        url: '/api/products/submittedProducts',
        handle: shop.handle,
        token,
        body: { title, productTemplateId: templateId },
      });
    type Pending = { products: { id: number; title: string }[] };
    const mine = (token: string) =>
      call<Pending>(ctx, { url: '/api/products/myRequests', handle: shop.handle, token });

    const first = await request(seller.token, 'Pending Pump');
    const second = await request(seller.token, 'Pending Racer');
    await request(other.token, 'Someone Else Shoe');
    expect((await mine(seller.token)).body.data.products.map((p) => p.title)).toEqual([
      'Pending Racer',
      'Pending Pump',
    ]);
    expect((await mine(other.token)).body.data.products.map((p) => p.title)).toEqual(['Someone Else Shoe']);

    // Approved: it is in the catalogue now, no longer pending.
    await asOwner('PUT', `/api/products/${first.body.data.product.id}`, { reviewStatus: 'active' });
    expect((await mine(seller.token)).body.data.products.map((p) => p.id)).toEqual([
      second.body.data.product.id,
    ]);
    // Staff have no pending list of their own; another store's seller sees nothing of this one.
    expect(
      (await call(ctx, { url: '/api/products/myRequests', handle: shop.handle, token: shop.ownerToken }))
        .status,
    ).toBe(403);
    const elsewhere = await makeStore(ctx);
    const stranger = await makeConsigner(ctx, elsewhere.store);
    const theirs = await call<Pending>(ctx, {
      url: '/api/products/myRequests',
      handle: elsewhere.handle,
      token: stranger.token,
    });
    expect(theirs.body.data.products).toEqual([]);
    const [row] = await ctx.deps.db
      .select()
      .from(products)
      .where(eq(products.id, second.body.data.product.id));
    expect(row!.requestedByConsignerId).toBe(seller.consigner.id);
  });

  it('keeps catalogue changes to Products staff', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Inventory'] });
    const products_ = await makeEmployee(ctx, shop.store, { accessControls: ['Products'] });
    expect(
      (
        await call(ctx, {
          method: 'POST',
          url: '/api/products',
          handle: shop.handle,
          token: seller.token,
          body: form(),
        })
      ).status,
    ).toBe(403);
    expect((await call(ctx, { url: '/api/products', handle: shop.handle, token: clerk.token })).status).toBe(
      403,
    );
    expect((await call(ctx, { url: '/api/products', handle: shop.handle, token: seller.token })).status).toBe(
      200,
    );
    const made = await call(ctx, {
      method: 'POST',
      url: '/api/products',
      handle: shop.handle,
      token: products_.token,
      body: form({ sku: 'STAFF-1' }),
    });
    expect(made.status).toBe(201);
  });
});
