import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/catalogue-factories';
import { call, mailbox } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { logsOf, readItem } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { storeScoped } from '../../core/store-scope';
import { orderLineItems, orders } from '../../db/schema';

let ctx: TestContext;
let s: SalesShop;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeSalesShop(ctx);
});
afterAll(() => ctx.close());

describe('the local shop page', () => {
  it('lists Active items per product at their lowest price; other statuses and stores are not for sale', async () => {
    const product = await makeProduct(ctx, s.store, { title: 'Shop Runner' });
    await s.item({ productId: product.id, price: 15000, option1Value: '10' });
    await s.item({ productId: product.id, price: 12000, option1Value: '10' });
    await s.item({ productId: product.id, price: 9000, option1Value: '9' });
    await s.item({ productId: product.id, price: 5000, option1Value: '8', status: 'Pending' });
    const other = await makeSalesShop(ctx);
    await other.item({ price: 100 });

    const list = await call<{ products: { id: number; price: number; itemCount: number }[]; total: number }>(
      ctx,
      {
        url: `/open/shop/products?search=shop%20runner`,
        handle: s.handle,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.products).toEqual([
      expect.objectContaining({ id: product.id, price: 90, itemCount: 3 }),
    ]);

    const page = await call<{
      sizes: { inventoryId: number; option1Value: string; price: number; available: number }[];
    }>(ctx, { url: `/open/shop/products/${product.id}`, handle: s.handle });
    expect(page.body.data.sizes.map((z) => [z.option1Value, z.price, z.available])).toEqual([
      ['9', 90, 1],
      ['10', 120, 2],
    ]);
  });

  it('an Active item of a product still under review can be opened from the list', async () => {
    const product = await makeProduct(ctx, s.store, { title: 'Review Runner', reviewStatus: 'submitted' });
    const item = await s.item({ productId: product.id, price: 11000, option1Value: '10' });
    const list = await call<{ products: { id: number }[] }>(ctx, {
      url: '/open/shop/products?search=review%20runner',
      handle: s.handle,
    });
    expect(list.body.data.products.map((p) => p.id)).toEqual([product.id]);
    const page = await call<{ sizes: { inventoryId: number }[] }>(ctx, {
      url: `/open/shop/products/${product.id}`,
      handle: s.handle,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.sizes.map((z) => z.inventoryId)).toEqual([item.id]);
    // Under review with nothing on sale: not a shop page.
    const bare = await makeProduct(ctx, s.store, { reviewStatus: 'submitted' });
    expect((await call(ctx, { url: `/open/shop/products/${bare.id}`, handle: s.handle })).status).toBe(404);
  });

  it('needs a store that exists, and a product of that store', async () => {
    expect((await call(ctx, { url: '/open/shop/products', handle: 'no-such-shop' })).status).toBe(404);
    const other = await makeSalesShop(ctx);
    expect(
      (await call(ctx, { url: `/open/shop/products/${other.product.id}`, handle: s.handle })).status,
    ).toBe(404);
    expect((await call(ctx, { url: '/open/shop/products/abc', handle: s.handle })).status).toBe(400);
  });
});

describe('checkout', () => {
  it('creates a paid order: items Sold with soldOn, sold price and payout, logged, the consigner e-mailed', async () => {
    const a = await s.item({ price: 10000 });
    const b = await s.item({ price: 20000, consignerId: s.other.consigner.id });
    const res = await s.checkout([a.id, b.id], { name: 'Ana Buyer', email: 'Ana@Example.test' });
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({
      name: expect.stringMatching(/^#\d+$/),
      total: 300,
      status: 'paid',
    });

    const sold = await readItem(ctx, a.id);
    expect(sold).toMatchObject({
      status: 'Sold',
      soldPrice: 10000,
      discount: 0,
      orderId: res.body.data.order.id,
    });
    expect(sold.soldOn).toBeInstanceOf(Date);
    // The default type takes 20 %: the payout is requoted at the sold price.
    expect(sold.payoutAmount).toBe(8000);
    const logs = await logsOf(ctx, a.id);
    expect(logs.at(-1)).toMatchObject({
      action: 'orderPaid',
      actorName: `Order ${res.body.data.order.name}`,
    });

    const mails = await mailbox(ctx, s.seller.email);
    expect(mails.some((m) => m.subject === 'Your item has sold' && m.text.includes(a.code))).toBe(true);
    const [order] = await ctx.deps.db.select().from(orders).where(eq(orders.id, res.body.data.order.id));
    expect(order!.customer).toMatchObject({ first_name: 'Ana Buyer', email: 'ana@example.test' });
  });

  it('a repeated submit answers the same order and sells nothing twice', async () => {
    const item = await s.item();
    const checkoutId = randomUUID();
    const first = await s.checkout([item.id], { checkoutId });
    const again = await s.checkout([item.id], { checkoutId });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    const rows = await ctx.deps.db
      .select()
      .from(orders)
      .where(storeScoped(orders, s.store.id, eq(orders.externalId, checkoutId)));
    expect(rows).toHaveLength(1);
    expect(await logsOf(ctx, item.id)).toHaveLength(1);
  });

  it('two shoppers racing for one item: one order, the other told it is gone', async () => {
    const item = await s.item();
    const results = await Promise.all([s.checkout([item.id]), s.checkout([item.id])]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error).toMatch(/^Sorry, .* was just sold/);
    const lines = await ctx.deps.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.inventoryId, item.id));
    expect(lines).toHaveLength(1);
  });

  it('refuses bad input and items not for sale, changing nothing', async () => {
    const item = await s.item();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 400, 'Please enter your name'],
      [{ email: 'nope' }, 400, 'Please enter a valid email'],
      [{ items: [] }, 400, 'Your cart is empty.'],
      [{ checkoutId: 'x' }, 400, 'Checkout ID must be a valid reference.'],
      [{ items: [999999] }, 404, 'Item not found.'],
    ];
    for (const [extra, status, error] of cases) {
      const res = await s.checkout([item.id], extra);
      expect([res.status, res.body.error]).toEqual([status, error]);
    }
    const pending = await s.item({ status: 'Pending' });
    expect((await s.checkout([pending.id])).status).toBe(409);
    const other = await makeSalesShop(ctx);
    const foreign = await other.item();
    expect((await s.checkout([foreign.id])).status).toBe(404);
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    expect((await readItem(ctx, foreign.id)).status).toBe('Active');
  });
});
