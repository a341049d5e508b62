import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLocation, storeAccount } from '../../../test/catalogue-factories';
import { call, mailbox, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { storeScoped } from '../../core/store-scope';
import { consigners, inventories, products } from '../../db/schema';

/** The first hour of a new store (issue 33): the setup checklist and the quick add of a one-off item. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Shop = Awaited<ReturnType<typeof makeStore>>;
type Checklist = { steps: { key: string; done: boolean }[]; done: number; total: number; dismissed: boolean };
const checklist = (shop: Shop, token = shop.ownerToken) =>
  call<Checklist>(ctx, { url: '/api/stores/current/setupChecklist', handle: shop.handle, token });
const doneSteps = (c: Checklist) => c.steps.filter((s) => s.done).map((s) => s.key);

type QuickAdded = {
  product: { id: number; title: string };
  inventories: { id: number; status: string; option2Value: string; location: string; consigner?: unknown }[];
  message: string;
};
const quickAdd = (shop: Shop, body: unknown, token = shop.ownerToken) =>
  call<QuickAdded>(ctx, {
    method: 'POST',
    url: '/api/inventories/quickAdd',
    handle: shop.handle,
    token,
    body,
  });

describe('GET /api/stores/current/setupChecklist', () => {
  it('starts a new store at 0 of 9 and ticks each step off as the store does it', async () => {
    const shop = await makeStore(ctx);
    const fresh = (await checklist(shop)).body.data!;
    expect(fresh).toMatchObject({ done: 0, total: 9, dismissed: false });
    expect(fresh.steps.map((s) => s.key)).toEqual([
      'fees',
      'consignerTypes',
      'terms',
      'locations',
      'label',
      'firstConsigner',
      'firstItemTagged',
      'staffInvited',
      'storefront',
    ]);

    const owner = { handle: shop.handle, token: shop.ownerToken };
    // Settings saved (fees and label), the built-in shop opened (storefront).
    const saved = await call(ctx, {
      ...owner,
      method: 'PUT',
      url: `/api/stores/${shop.store.id}`,
      body: { cleaningFee: 15, labelSize: { width: 50, height: 25 }, onlineMarketplace: true },
    });
    expect(saved.status).toBe(200);
    const location = await firstLocation(ctx, shop.store.id);
    await call(ctx, {
      ...owner,
      method: 'PUT',
      url: `/api/locations/${location.id}`,
      body: { name: 'Counter' },
    });
    await makeConsigner(ctx, shop.store);
    await makeEmployee(ctx, shop.store, { accessControls: ['Inventory'] });
    const after = (await checklist(shop)).body.data!;
    expect(doneSteps(after)).toEqual([
      'fees',
      'locations',
      'label',
      'firstConsigner',
      'staffInvited',
      'storefront',
    ]);
    expect(after.done).toBe(6);

    // An item accepted is not yet tagged; printing its label ticks the step.
    const added = await quickAdd(shop, {
      title: 'Vintage jacket',
      item: {
        option1Value: '10',
        option2Value: 'Used',
        price: 80,
        location: 'Counter',
        consigner: (await storeAccount(ctx, shop.store.id)).id,
      },
    });
    expect(added.status).toBe(201);
    expect(doneSteps((await checklist(shop)).body.data!)).not.toContain('firstItemTagged');
    const printed = await ctx.app.inject({
      method: 'POST',
      url: `/api/inventories/printLabels?domain=${shop.handle}`,
      headers: { authorization: `Bearer ${shop.ownerToken}` },
      payload: { ids: [added.body.data!.inventories[0]!.id] },
    });
    expect(printed.statusCode).toBe(200);
    expect(doneSteps((await checklist(shop)).body.data!)).toContain('firstItemTagged');
  });

  it('is put away per store and comes back when asked', async () => {
    const shop = await makeStore(ctx);
    const other = await makeStore(ctx);
    const put = (dismissed: unknown) =>
      call<Checklist>(ctx, {
        method: 'PUT',
        url: '/api/stores/current/setupChecklist',
        handle: shop.handle,
        token: shop.ownerToken,
        body: { dismissed },
      });
    expect((await put(true)).body.data!.dismissed).toBe(true);
    expect((await checklist(shop)).body.data!.dismissed).toBe(true);
    expect((await checklist(other)).body.data!.dismissed).toBe(false);
    // Putting it away is not saving the settings: the fees step stays open.
    expect(doneSteps((await checklist(shop)).body.data!)).not.toContain('fees');
    const bad = await put('yes');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Dismissed');
    expect((await put(false)).body.data!.dismissed).toBe(false);
  });

  it('is for staff with the Settings control', async () => {
    const shop = await makeStore(ctx);
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Products', 'Inventory'] });
    expect((await checklist(shop, clerk.token)).status).toBe(403);
    const seller = await makeConsigner(ctx, shop.store);
    expect((await checklist(shop, seller.token)).status).toBe(403);
  });
});

describe('POST /api/inventories/quickAdd', () => {
  it('makes the product and the Active item in one go, the template and store account defaulted', async () => {
    const shop = await makeStore(ctx);
    const store = await storeAccount(ctx, shop.store.id);
    const res = await quickAdd(shop, {
      title: '  Levi’s 501, worn  ',
      image: '/uploads/x.jpg',
      item: {
        option1Value: '10',
        option2Value: 'Used',
        price: '45',
        location: 'Main Store',
        consigner: store.id,
      },
    });
    expect(res.status).toBe(201);
    const { product, inventories: items } = res.body.data!;
    expect(product.title).toBe('Levi’s 501, worn');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: 'Active', option2Value: 'Used', location: 'Main Store' });
    const [row] = await ctx.deps.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ brand: '', category: 'Sneakers', image: '/uploads/x.jpg' });
    expect(row!.productTemplateId).not.toBeNull();
  });

  it('names exactly what is missing and leaves no product behind', async () => {
    const shop = await makeStore(ctx);
    const store = await storeAccount(ctx, shop.store.id);
    const missing = await quickAdd(shop, {
      title: 'Odd boot',
      item: { option1Value: '10', price: 30, location: 'Main Store', consigner: store.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Please select Condition first');
    const noTitle = await quickAdd(shop, { title: ' ', item: {} });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toBe('Title is required');
    // A refusal inside the transaction (an unknown location) rolls the product back too.
    const badPlace = await quickAdd(shop, {
      title: 'Ghost',
      item: { option1Value: '10', option2Value: 'New', price: 30, location: 'Nowhere', consigner: store.id },
    });
    expect(badPlace.status).toBe(400);
    const rows = await ctx.deps.db.select().from(products).where(storeScoped(products, shop.store.id));
    expect(rows).toHaveLength(0);
    const items = await ctx.deps.db.select().from(inventories).where(storeScoped(inventories, shop.store.id));
    expect(items).toHaveLength(0);
  });

  it('needs both the Inventory and the Products controls', async () => {
    const shop = await makeStore(ctx);
    const store = await storeAccount(ctx, shop.store.id);
    const body = {
      title: 'Hat',
      item: {
        option1Value: '10',
        option2Value: 'New',
        price: 30,
        location: 'Main Store',
        consigner: store.id,
      },
    };
    const inventoryOnly = await makeEmployee(ctx, shop.store, { accessControls: ['Inventory'] });
    expect((await quickAdd(shop, body, inventoryOnly.token)).status).toBe(403);
    const both = await makeEmployee(ctx, shop.store, { accessControls: ['Inventory', 'Products'] });
    expect((await quickAdd(shop, body, both.token)).status).toBe(201);
  });

  it('adds a walk-in consigner with their item, invites them, and refuses an e-mail already in use', async () => {
    const shop = await makeStore(ctx);
    const item = { option1Value: '9', option2Value: 'Used', price: 60, location: 'Main Store' };
    const walkIn = { firstName: 'Wanda', lastName: 'Walkin', email: `wanda-${shop.handle}@example.test` };
    const res = await quickAdd(shop, { title: 'Denim jacket', walkIn, item });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(inventories)
      .where(eq(inventories.id, res.body.data!.inventories[0]!.id));
    const [person] = await ctx.deps.db.select().from(consigners).where(eq(consigners.id, row!.consignerId));
    expect(person).toMatchObject({ firstName: 'Wanda', lastName: 'Walkin', isStoreAccount: false });
    expect((await mailbox(ctx, walkIn.email)).length).toBe(1);

    const again = await quickAdd(shop, { title: 'Second jacket', walkIn, item });
    expect(again.status).toBe(409);
    const titles = (
      await ctx.deps.db.select().from(products).where(storeScoped(products, shop.store.id))
    ).map((p) => p.title);
    expect(titles).toEqual(['Denim jacket']);
    const bad = await quickAdd(shop, { title: 'Third', walkIn: { ...walkIn, email: 'not-an-email' }, item });
    expect(bad.status).toBe(400);
  });
});
