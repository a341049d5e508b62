import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/catalogue-factories';
import { call, mailbox, makeConsigner, makeEmployee, makeStore, uniqueHandle } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { consigners, consignerTypes, employees, locations, productTemplates, stores } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const signup = (body: unknown) => call(ctx, { method: 'POST', url: '/open/stores', body });

describe('POST /open/stores (platform sign-up)', () => {
  it('creates a store with owner, defaults and a set-password e-mail', async () => {
    const handle = uniqueHandle();
    const res = await signup({ name: 'Kicks Co', email: 'Boss@Kicks.test', handle: handle.toUpperCase() });
    expect(res.status).toBe(201);
    const store = (res.body.data as { store: { id: number; handle: string; inStoreUrl: string } }).store;
    expect(store.handle).toBe(handle);
    expect(store.inStoreUrl).toBe(`http://${handle}.localhost:3001`);

    const db = ctx.deps.db;
    const [owner] = await db.select().from(employees).where(storeScoped(employees, store.id));
    expect(owner).toMatchObject({ email: 'boss@kicks.test', role: 'Admin' });
    expect(owner!.accessControls).toEqual([
      'Dashboard',
      'Products',
      'Inventory',
      'Consigners',
      'Employees',
      'Orders',
      'Settings',
      'InStoreApp',
      'Register',
    ]);
    const types = await db.select().from(consignerTypes).where(storeScoped(consignerTypes, store.id));
    expect(types.filter((t) => t.isDefault)).toHaveLength(1);
    const [template] = await db
      .select()
      .from(productTemplates)
      .where(storeScoped(productTemplates, store.id));
    expect([template!.option1, template!.option2]).toEqual(['Size', 'Condition']);
    expect(await db.select().from(locations).where(storeScoped(locations, store.id))).toHaveLength(1);
    const accounts = await db.select().from(consigners).where(storeScoped(consigners, store.id));
    expect(accounts.filter((c) => c.isStoreAccount)).toHaveLength(1);

    const [mail] = await mailbox(ctx, 'boss@kicks.test');
    expect(mail!.subject).toContain('Kicks Co');
    expect(mail!.links[0]).toMatch(new RegExp(`^http://${handle}\\.localhost:3001/reset\\?token=`));
  });

  it.each([
    ['a bad e-mail', { name: 'A', email: 'not-an-email', handle: 'fine-handle' }],
    ['an empty name', { name: '  ', email: 'a@b.test', handle: 'fine-handle2' }],
    ['an empty handle', { name: 'A', email: 'a@b.test', handle: '' }],
    ['a missing handle', { name: 'A', email: 'a@b.test' }],
  ])('refuses %s with the spec message and creates nothing', async (_what, body) => {
    const before = await ctx.deps.db.$count(stores);
    const res = await signup(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(
      /Please enter a valid email, name and handle\.|^A handle uses |^Handle is required\./,
    );
    expect(await ctx.deps.db.$count(stores)).toBe(before);
  });

  it('refuses handles that are not subdomain-safe, naming the field', async () => {
    for (const handle of ['has space', 'UPPER_case', '-dash', 'a', 'www', 'two--dashes']) {
      const res = await signup({ name: 'A', email: 'a@b.test', handle });
      expect(res.status, handle).toBe(400);
      expect(res.body.error).toMatch(/^A handle uses |reserved|valid handle/);
    }
  });

  it('answers 409 for a handle that is taken, whatever its case', async () => {
    const handle = uniqueHandle();
    expect((await signup({ name: 'One', email: 'one@x.test', handle })).status).toBe(201);
    const again = await signup({ name: 'Two', email: 'two@x.test', handle: handle.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('That handle is already taken. Please choose another.');
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/open/stores',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: null, error: 'The request body is not valid JSON.' });
  });
});

describe('GET /open/stores/{domain}', () => {
  it('returns the branding the apps need before sign-in', async () => {
    const handle = uniqueHandle();
    await signup({ name: 'Brand Shop', email: 'brand@x.test', handle });
    const res = await call(ctx, { url: `/open/stores/${handle}` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Brand Shop',
      handle,
      currency: 'USD',
      supportEmail: 'brand@x.test',
      maintenanceMode: false,
      isBuyingStore: false,
      onlineMarketplace: false,
      timeZone: 'UTC',
    });
    expect(res.body.data).not.toHaveProperty('storefrontAccessToken');
  });

  it("carries the store's time zone, so the web apps start a day where the reports do", async () => {
    const shop = await makeStore(ctx, { timeZone: 'America/Los_Angeles' });
    const openStore = (handle: string) => call<{ timeZone: string }>(ctx, { url: `/open/stores/${handle}` });
    const res = await openStore(shop.handle);
    expect(res.status).toBe(200);
    expect(res.body.data.timeZone).toBe('America/Los_Angeles');

    // A change in the settings shows in the public answer at once.
    const saved = await call(ctx, {
      method: 'PUT',
      url: `/api/stores/${shop.store.id}`,
      handle: shop.handle,
      token: shop.ownerToken,
      body: { timeZone: 'Asia/Tokyo' },
    });
    expect(saved.status).toBe(200);
    expect((await openStore(shop.handle)).body.data.timeZone).toBe('Asia/Tokyo');
  });

  it('finds a store by its custom consigner or in-store host name', async () => {
    const shop = await makeStore(ctx, {
      consignerUrl: 'https://sell.kicks.example',
      inStoreUrl: 'https://staff.kicks.example',
    });
    for (const host of ['sell.kicks.example', 'staff.kicks.example']) {
      const res = await call(ctx, { url: `/open/stores/${host}` });
      expect(res.body.data, host).toMatchObject({
        handle: shop.handle,
        consignerUrl: 'https://sell.kicks.example',
      });
    }
    expect((await call(ctx, { url: '/open/stores/other.example' })).status).toBe(404);
  });

  it("answers 404 Handle doesn't exist. for an unknown handle", async () => {
    const res = await call(ctx, { url: '/open/stores/nobody-here' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Handle doesn't exist.");
  });

  it('refuses an address no store can have, naming it, instead of asking the database', async () => {
    const nul = await call(ctx, { url: '/open/stores/%00' });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/^Domain /);
    const tab = await call(ctx, { url: '/open/stores/kicks%09.example' });
    expect(tab.status).toBe(400);
    expect(tab.body.error).toMatch(/^Domain /);
  });
});

describe('PUT /api/stores/{id}', () => {
  it('lets Settings staff switch maintenance mode on, visible in the branding at once', async () => {
    const shop = await makeStore(ctx);
    const res = await call(ctx, {
      method: 'PUT',
      url: `/api/stores/${shop.store.id}`,
      handle: shop.handle,
      token: shop.ownerToken,
      body: { maintenanceMode: true },
    });
    expect(res.status).toBe(200);
    const branding = await call(ctx, { url: `/open/stores/${shop.handle}` });
    expect(branding.body.data).toMatchObject({ maintenanceMode: true });
  });

  it('tells Inventory-only staff the settings inventory screens apply, but not the whole store', async () => {
    const shop = await makeStore(ctx);
    await call(ctx, {
      method: 'PUT',
      url: `/api/stores/${shop.store.id}`,
      handle: shop.handle,
      token: shop.ownerToken,
      body: { safeInventoryStatusMode: false, withdrawFee: 15, withdrawEarlyDays: 30 },
    });
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Inventory'] });
    const seller = await makeConsigner(ctx, shop.store);
    const read = (token: string, url: string) => call(ctx, { url, handle: shop.handle, token });
    const answer = await read(clerk.token, '/api/stores/current/inventorySettings');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      safeInventoryStatusMode: false,
      withdrawFee: 15,
      withdrawEarlyDays: 30,
    });
    expect((await read(clerk.token, '/api/stores/current')).status).toBe(403);
    expect((await read(seller.token, '/api/stores/current/inventorySettings')).status).toBe(403);
  });

  it('refuses unknown fields and another store’s id', async () => {
    const shop = await makeStore(ctx);
    const rival = await makeStore(ctx);
    const put = (id: number, body: unknown) =>
      call(ctx, {
        method: 'PUT',
        url: `/api/stores/${id}`,
        handle: shop.handle,
        token: shop.ownerToken,
        body,
      });
    expect((await put(shop.store.id, { hacked: true })).status).toBe(400);
    expect((await put(rival.store.id, { name: 'Mine now' })).status).toBe(404);
    const [row] = await ctx.deps.db.select().from(stores).where(eq(stores.id, rival.store.id));
    expect(row!.name).toBe(rival.store.name);
  });
});

describe('POST /api/stores/resync', () => {
  it('resyncs every product with Active items in a job whose progress reaches the total', async () => {
    const shop = await makeShop(ctx);
    await shop.item({ status: 'Active' });
    await shop.item({ status: 'Active' });
    const unlisted = await makeProduct(ctx, shop.store);
    await shop.item({ status: 'Withdrawn', productId: unlisted.id });
    const res = await call<{ jobId: number; message: string }>(ctx, {
      method: 'POST',
      url: '/api/stores/resync',
      handle: shop.handle,
      token: shop.ownerToken,
    });
    expect(res.status).toBe(202);
    expect(res.body.data.message).toBe('Resyncing all inventory in background');
    await ctx.worker.drain();
    const job = await call<{ status: string; progress: number; progressTotal: number }>(ctx, {
      url: `/api/jobs/${res.body.data.jobId}`,
      handle: shop.handle,
      token: shop.ownerToken,
    });
    // One product is listed (two Active items); the one with only a withdrawn item is not resynced.
    expect(job.body.data).toMatchObject({ status: 'done', progress: 1, progressTotal: 1 });
  });
});
