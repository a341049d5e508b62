import { and, eq } from 'drizzle-orm';
import type { StoreRow } from '../src/core/store';
import { consigners, inventories, inventoryLogs, locations, stores, subLocations } from '../src/db/schema';
import { forgetStoreCache } from '../src/http/store-resolution';
import { firstLocation, firstTemplate, makeItem, makeProduct, storeAccount } from './catalogue-factories';
import { call, makeConsigner, makeEmployee, makeStore } from './factories';
import type { TestContext } from './helpers';

type InventoryInsert = typeof inventories.$inferInsert;

/**
 * A store ready for inventory tests: the owner (admin), an employee with Inventory only, a consigner with a
 * login, a product of the default template, two locations (the second with a sublocation), the store account.
 */
export async function makeShop(ctx: TestContext, storeOverrides: Partial<StoreRow> = {}) {
  const shop = await makeStore(ctx, storeOverrides);
  const store = shop.store;
  const [main, template, account, product] = await Promise.all([
    firstLocation(ctx, store.id),
    firstTemplate(ctx, store.id),
    storeAccount(ctx, store.id),
    makeProduct(ctx, store),
  ]);
  const [back] = await ctx.deps.db
    .insert(locations)
    .values({ storeId: store.id, name: 'Back Room' })
    .returning();
  const [shelf] = await ctx.deps.db
    .insert(subLocations)
    .values({ storeId: store.id, locationId: back!.id, name: 'Shelf 1' })
    .returning();
  const clerk = await makeEmployee(ctx, store, { accessControls: ['Inventory'] });
  const seller = await makeConsigner(ctx, store);
  const other = await makeConsigner(ctx, store);
  const item = (overrides: Partial<InventoryInsert> = {}) =>
    makeItem(ctx, store, {
      productId: product.id,
      consignerId: seller.consigner.id,
      productTemplateId: template.id,
      locationId: main.id,
      acceptedOn: new Date(Date.now() - 86_400_000),
      ...overrides,
    });
  const act = (token: string, action: string, body: unknown) =>
    call<Record<string, unknown>>(ctx, {
      method: 'POST',
      url: `/api/inventories/${action}`,
      handle: shop.handle,
      token,
      body,
    });
  const get = <T = Record<string, unknown>>(token: string, url: string) =>
    call<T>(ctx, { url, handle: shop.handle, token });
  return {
    ...shop,
    main,
    back: back!,
    shelf: shelf!,
    template,
    account,
    product,
    clerk,
    seller,
    other,
    item,
    act,
    get,
  };
}

export type Shop = Awaited<ReturnType<typeof makeShop>>;

export async function readItem(ctx: TestContext, id: number) {
  const [row] = await ctx.deps.db.select().from(inventories).where(eq(inventories.id, id));
  return row!;
}

export async function logsOf(ctx: TestContext, id: number) {
  return ctx.deps.db.select().from(inventoryLogs).where(eq(inventoryLogs.inventoryId, id));
}

export async function setStore(
  ctx: TestContext,
  storeId: number,
  values: Partial<typeof stores.$inferInsert>,
) {
  await ctx.deps.db.update(stores).set(values).where(eq(stores.id, storeId));
  forgetStoreCache();
}

export async function consignerRow(ctx: TestContext, storeId: number, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(consigners)
    .where(and(eq(consigners.storeId, storeId), eq(consigners.id, id)));
  return row!;
}
