import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { readItem, setStore } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { storeScoped } from '../../core/store-scope';
import { orders } from '../../db/schema';
import { SHOP_CLOSED } from './payment';

/** Issue 13.9: in production the built-in shop sells only with the marketplace on and a payment step. */
let ctx: TestContext;
let s: SalesShop;

beforeAll(async () => {
  ctx = await createTestApp({ NODE_ENV: 'production' });
  s = await makeSalesShop(ctx);
});
afterAll(() => ctx.close());

const takesOrders = async () =>
  (await call<{ store: { takesOrders: boolean } }>(ctx, { url: '/open/shop/products', handle: s.handle }))
    .body.data.store.takesOrders;

describe('the built-in shop in production', () => {
  it('takes no order while the online marketplace is off: the item stays Active and no order exists', async () => {
    await setStore(ctx, s.store.id, { onlineMarketplace: false });
    const item = await s.item({ price: 10000 });
    const res = await s.checkout([item.id]);
    expect([res.status, res.body.error]).toEqual([403, SHOP_CLOSED.noMarketplace]);
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    expect(await ctx.deps.db.$count(orders, storeScoped(orders, s.store.id))).toBe(0);
    expect(await takesOrders()).toBe(false);
  });

  it('takes no order with the marketplace on but no payment step', async () => {
    await setStore(ctx, s.store.id, { onlineMarketplace: true, settings: {} });
    const item = await s.item({ price: 10000 });
    const res = await s.checkout([item.id]);
    expect([res.status, res.body.error]).toEqual([403, SHOP_CLOSED.noPayment]);
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    expect(await takesOrders()).toBe(false);
  });

  it('sells, paid at pickup, once the store turned that on; the order keeps the payment reference', async () => {
    await setStore(ctx, s.store.id, { onlineMarketplace: true, settings: { shopPayInStore: true } });
    expect(await takesOrders()).toBe(true);
    const item = await s.item({ price: 10000 });
    const res = await s.checkout([item.id]);
    expect(res.status).toBe(201);
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
    const [order] = await ctx.deps.db.select().from(orders).where(eq(orders.id, res.body.data.order.id));
    expect(order!.customer.payment).toMatch(/^pickup:/);
  });
});
