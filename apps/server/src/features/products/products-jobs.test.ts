import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeItem, makeProduct, storeAccount } from '../../../test/catalogue-factories';
import { call, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { inventories, jobs, productGtins, products } from '../../db/schema';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

type Job = {
  status: string;
  progress: number;
  progressTotal: number;
  lastError: string | null;
  result: unknown;
};
const asOwner = <T = { message: string; jobId: number }>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) => call<T>(ctx, { method, url, body, handle: shop.handle, token: shop.ownerToken });

describe('merging products', () => {
  it('moves inventory and GTINs to the target in the background and deletes the source', async () => {
    const owner = await storeAccount(ctx, shop.store.id);
    const from = await makeProduct(ctx, shop.store, {
      sku: 'SAME',
      stockXId: 'sx-1',
      imageList: ['https://img.test/from.png'],
    });
    const to = await makeProduct(ctx, shop.store, { sku: 'SAME', imageList: ['https://img.test/to.png'] });
    const items = [
      await makeItem(ctx, shop.store, { productId: from.id, consignerId: owner.id }),
      await makeItem(ctx, shop.store, { productId: from.id, consignerId: owner.id, status: 'Sold' }),
    ];
    await ctx.deps.db.insert(productGtins).values([
      { storeId: shop.store.id, productId: from.id, size: '9', gtin: 'g-9' },
      { storeId: shop.store.id, productId: to.id, size: '10', gtin: 'g-10' },
    ]);

    const res = await asOwner('POST', '/api/products/merge', {
      fromProductId: from.id,
      toProductId: String(to.id),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('Merging product in background');
    const before = await asOwner<Job>('GET', `/api/jobs/${res.body.data.jobId}`);
    expect(before.body.data).toMatchObject({ status: 'queued', progress: 0, lastError: null });

    await ctx.worker.drain();
    const after = await asOwner<Job>('GET', `/api/jobs/${res.body.data.jobId}`);
    expect(after.body.data).toMatchObject({
      status: 'done',
      progress: 1,
      progressTotal: 1,
      result: { merged: true, movedInventories: 2, movedGtins: 1 },
    });
    expect(await ctx.deps.db.select().from(products).where(eq(products.id, from.id))).toEqual([]);
    const moved = await ctx.deps.db.select().from(inventories).where(eq(inventories.productId, to.id));
    expect(moved.map((i) => i.id).sort()).toEqual(items.map((i) => i.id).sort());
    expect(moved.every((i) => i.version === 2)).toBe(true);
    const gtins = await ctx.deps.db.select().from(productGtins).where(eq(productGtins.productId, to.id));
    expect(gtins.map((g) => g.gtin).sort()).toEqual(['g-10', 'g-9']);
    const [target] = await ctx.deps.db.select().from(products).where(eq(products.id, to.id));
    expect(target).toMatchObject({
      stockXId: 'sx-1',
      imageList: ['https://img.test/to.png', 'https://img.test/from.png'],
    });
    // The merge queued a storefront resync of the target, which the drain ran as well.
    const resyncs = await ctx.deps.db.select().from(jobs).where(eq(jobs.name, 'products.resync'));
    expect(resyncs.some((j) => j.payload.productId === to.id && j.status === 'done')).toBe(true);
  });

  it('refuses merging a product into itself, unknown or foreign products', async () => {
    const p = await makeProduct(ctx, shop.store);
    const self = await asOwner('POST', '/api/products/merge', { fromProductId: p.id, toProductId: p.id });
    expect(self).toMatchObject({ status: 400, body: { error: 'Select a product' } });
    const missing = await asOwner('POST', '/api/products/merge', { toProductId: p.id });
    expect(missing.status).toBe(400);
    const rival = await makeStore(ctx);
    const theirs = await makeProduct(ctx, rival.store);
    const foreign = await asOwner('POST', '/api/products/merge', {
      fromProductId: theirs.id,
      toProductId: p.id,
    });
    expect(foreign.status).toBe(404);
    const intoForeign = await asOwner('POST', '/api/products/merge', {
      fromProductId: p.id,
      toProductId: theirs.id,
    });
    expect(intoForeign.status).toBe(404);
    expect(await ctx.deps.db.select().from(products).where(eq(products.id, theirs.id))).toHaveLength(1);
    expect(await ctx.deps.db.select().from(products).where(eq(products.id, p.id))).toHaveLength(1);
  });
});

describe('resync and job progress', () => {
  it('resyncs through the storefront interface in the background', async () => {
    const p = await makeProduct(ctx, shop.store);
    const res = await asOwner('GET', `/api/products/resync/${p.id}`);
    expect(res.body.data.message).toBe('Resyncing product in background');
    await ctx.worker.drain();
    const job = await asOwner<Job>('GET', `/api/jobs/${res.body.data.jobId}`);
    expect(job.body.data).toMatchObject({ status: 'done', result: { resynced: true, storefront: 'local' } });
    const rival = await makeStore(ctx);
    const theirs = await makeProduct(ctx, rival.store);
    expect((await asOwner('GET', `/api/products/resync/${theirs.id}`)).status).toBe(404);
  });

  it('shows a job only to its store, and to a consigner only when they started it', async () => {
    const p = await makeProduct(ctx, shop.store);
    const res = await asOwner('GET', `/api/products/resync/${p.id}`);
    const url = `/api/jobs/${res.body.data.jobId}`;
    const rival = await makeStore(ctx);
    const foreign = await call(ctx, { url, handle: rival.handle, token: rival.ownerToken });
    expect(foreign.status).toBe(404);
    const seller = await makeConsigner(ctx, shop.store);
    expect((await call(ctx, { url, handle: shop.handle, token: seller.token })).status).toBe(404);
    const clerk = await makeEmployee(ctx, shop.store);
    expect((await call(ctx, { url, handle: shop.handle, token: clerk.token })).status).toBe(200);
    expect((await asOwner('GET', '/api/jobs/999999')).status).toBe(404);
  });

  it('keeps merge and resync to Products staff', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const p = await makeProduct(ctx, shop.store);
    const res = await call(ctx, {
      url: `/api/products/resync/${p.id}`,
      handle: shop.handle,
      token: seller.token,
    });
    expect(res.status).toBe(403);
  });
});
