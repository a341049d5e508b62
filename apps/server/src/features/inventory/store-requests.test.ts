import { messages } from '@backroom/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeEmployee } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, readItem, type Shop } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { consigners, consignerTypes, outboxEmails, productTemplates } from '../../db/schema';

/** Request Items, store requests, the consigner Store Request list, the public catalogue and its e-mail. */
let ctx: TestContext;
let s: Shop;
let buyer: string;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
  await ctx.deps.db
    .update(productTemplates)
    .set({ option1Values: ['9', '10', '11'], option2Values: ['New', 'Used'] })
    .where(eq(productTemplates.id, s.template.id));
  await ctx.deps.db
    .update(consignerTypes)
    .set({ sellingFee: 10, minFee: 0 })
    .where(storeScoped(consignerTypes, s.store.id));
  buyer = (await makeEmployee(ctx, s.store, { accessControls: ['Products'] })).token;
});
afterAll(() => ctx.close());

const request = (body: unknown) =>
  call<{
    inventory: {
      id: number;
      status: string;
      consigner: null;
      storeRequestPriceRange: number[] | null;
      price: number;
    };
  }>(ctx, { method: 'POST', url: '/api/inventories/storeRequest', handle: s.handle, token: buyer, body });

describe('Request Items (staff, Products)', () => {
  it('lists the sizes a location has 0 stock in', async () => {
    await s.item({ status: 'Active', option1Value: '10' });
    await s.item({ status: 'Sold', option1Value: '11' });
    const res = await s.get<{
      products: { id: number; zeroStockSizes: string[] }[];
      count: number;
      link: string;
    }>(buyer, `/api/inventories/getStoreProducts?location=${encodeURIComponent(s.main.name)}`);
    expect(res.status).toBe(200);
    const product = res.body.data.products.find((p) => p.id === s.product.id)!;
    expect(product.zeroStockSizes).toEqual(['9', '11']);
    expect(res.body.data.link).toBe(
      `${new URL(res.body.data.link).origin}/catalogue/${s.handle}?location=${encodeURIComponent(s.main.name)}`,
    );
    const none = await s.get(buyer, '/api/inventories/getStoreProducts');
    expect(none.body.error).toBe(`${messages.selectLocation}`);
    expect((await s.get(s.clerk.token, '/api/inventories/getStoreProducts?location=x')).status).toBe(403);
  });

  it('creates Consignment (range) and Buying (fixed price) requests with no consigner', async () => {
    const consignment = await request({
      saleType: 'Consignment',
      productId: s.product.id,
      priceRange: [150, 200],
      option1Value: '9',
      location: s.main.name,
    });
    expect(consignment.status).toBe(201);
    expect(consignment.body.data.inventory).toMatchObject({
      status: 'Consignment',
      consigner: null,
      consignerId: null,
      storeRequestPriceRange: [150, 200],
      price: 150,
    });
    const buying = await request({
      saleType: 'Buying',
      productId: s.product.id,
      price: 120,
      option1Value: '11',
      location: s.main.name,
    });
    expect(buying.body.data.inventory).toMatchObject({ status: 'Buying', price: 120 });
    const bad = await request({ saleType: 'Consignment', productId: s.product.id, priceRange: [200, 100] });
    expect(bad.body.error).toBe(`${messages.invalidPriceRange}`);
  });
});

describe('consigners and the public catalogue', () => {
  it('consigners and the share link see the open requests by product', async () => {
    const mine = await s.get<{
      products: { id: number; sizes: { option1Value: string; status: string }[] }[];
    }>(s.seller.token, '/api/inventories/consignerRequestedItems?saleType=Consignment');
    expect(mine.body.data.products[0]!.sizes.map((x) => x.status)).toEqual(['Consignment']);
    const open = await call<{ store: { name: string }; products: { sizes: { option1Value: string }[] }[] }>(
      ctx,
      {
        url: `/open/catalogue/${s.handle}?location=${encodeURIComponent(s.main.name)}`,
      },
    );
    expect(open.status).toBe(200);
    expect(open.body.data.store.name).toBe(s.store.name);
    expect(open.body.data.products[0]!.sizes.map((x) => x.option1Value)).toEqual(['9', '11']);
    expect((await call(ctx, { url: '/open/catalogue/no-such-shop' })).status).toBe(404);
  });

  it('a consigner accepts a consignment request within the range: Pending, theirs, with their fees', async () => {
    const list = await s.get<{ products: { sizes: { id: number; status: string }[] }[] }>(
      s.seller.token,
      '/api/inventories/consignerRequestedItems',
    );
    const sizes = list.body.data.products[0]!.sizes;
    const consignment = sizes.find((x) => x.status === 'Consignment')!;
    const buying = sizes.find((x) => x.status === 'Buying')!;
    const out = await s.act(s.seller.token, 'acceptStoreRequest', { id: consignment.id, price: 250 });
    expect(out.status).toBe(422);
    expect(out.body.error).toBe(messages.priceNotInRange);
    const ok = await s.act(s.seller.token, 'acceptStoreRequest', { id: consignment.id, price: 180 });
    expect(ok.status).toBe(200);
    expect(await readItem(ctx, consignment.id)).toMatchObject({
      status: 'Pending',
      consignerId: s.seller.consigner.id,
      price: 18000,
      payoutAmount: 16200,
    });
    expect((await s.act(s.other.token, 'acceptStoreRequest', { id: consignment.id })).status).toBe(404);
    const bought = await s.act(s.other.token, 'acceptStoreRequest', { id: buying.id });
    expect(bought.status).toBe(200);
    expect(await readItem(ctx, buying.id)).toMatchObject({
      consignerId: s.other.consigner.id,
      price: 12000,
      payoutAmount: 12000,
    });
    expect((await s.act(s.clerk.token, 'acceptStoreRequest', { id: buying.id })).status).toBe(403);
  });

  it('staff delete a request they no longer want', async () => {
    const made = await request({ saleType: 'Buying', productId: s.product.id, price: 90, option1Value: '9' });
    expect(
      (await s.act(s.clerk.token, 'deleteInventory', { ids: [made.body.data.inventory.id] })).status,
    ).toBe(200);
  });

  it('e-mails the catalogue link to active consigners ("Email sent!")', async () => {
    await ctx.deps.db
      .update(consigners)
      .set({ isActive: false })
      .where(eq(consigners.id, s.other.consigner.id));
    const res = await call<{ message: string; sent: number; link: string }>(ctx, {
      method: 'POST',
      url: '/api/consigners/sendStoreRequestedItemsEmail',
      handle: s.handle,
      token: buyer,
      body: { location: s.main.name },
    });
    expect(res.body.data).toMatchObject({ message: messages.emailSent, sent: 1 });
    const [mail] = await ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, s.seller.email));
    expect(mail!.links).toEqual([res.body.data.link]);
    expect(
      await ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, s.other.email)),
    ).toHaveLength(0);
  });
});
