import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLocation, makeItem, makeProduct, storeAccount } from '../../../test/catalogue-factories';
import { call, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consigners, locations, stores, subLocations } from '../../db/schema';
import { forgetStoreCache } from '../../http/store-resolution';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

type Loc = { id: number; name: string; address: string | null; builtIn: boolean };
type Sub = { id: number; name: string; locationName: string; locationId: number };
const asOwner = <T = Loc>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, body, handle: shop.handle, token: shop.ownerToken });

describe('locations (store settings)', () => {
  it('creates, renames, sets an address and lists them', async () => {
    const created = await asOwner('POST', '/api/locations', { name: 'Warehouse', address: '1 Dock Rd' });
    expect(created).toMatchObject({
      status: 201,
      body: { data: { name: 'Warehouse', address: '1 Dock Rd', builtIn: false } },
    });
    const renamed = await asOwner('PUT', `/api/locations/${created.body.data.id}`, { name: 'Warehouse B' });
    expect(renamed.body.data).toMatchObject({ name: 'Warehouse B', address: '1 Dock Rd' });
    const list = await asOwner<{ locations: Loc[] }>('GET', '/api/locations');
    expect(list.body.data.locations.map((l) => l.name)).toEqual(['Main Store', 'Warehouse B']);
  });

  it('refuses a blank or duplicate name and the reserved ONLINE MARKETPLACE name', async () => {
    expect(await asOwner('POST', '/api/locations', { name: ' ' })).toMatchObject({
      status: 400,
      body: { error: 'Name is required' },
    });
    expect((await asOwner('POST', '/api/locations', { name: 'Main Store' })).status).toBe(409);
    expect((await asOwner('POST', '/api/locations', { name: 'online marketplace' })).status).toBe(422);
  });

  it('deletes an unused location; refuses one in use and the last one', async () => {
    const spare = await asOwner('POST', '/api/locations', { name: 'Pop-up' });
    expect((await asOwner('DELETE', `/api/locations/${spare.body.data.id}`)).body.data).toEqual({
      deleted: true,
    });
    const main = await firstLocation(ctx, shop.store.id);
    const product = await makeProduct(ctx, shop.store);
    await makeItem(ctx, shop.store, {
      productId: product.id,
      consignerId: (await storeAccount(ctx, shop.store.id)).id,
      locationId: main.id,
    });
    expect(await asOwner('DELETE', `/api/locations/${main.id}`)).toMatchObject({
      status: 422,
      body: { error: 'This location is in use and cannot be deleted.' },
    });
    const solo = await makeStore(ctx);
    const only = await firstLocation(ctx, solo.store.id);
    const last = await call(ctx, {
      method: 'DELETE',
      url: `/api/locations/${only.id}`,
      handle: solo.handle,
      token: solo.ownerToken,
    });
    expect(last).toMatchObject({ status: 422, body: { error: 'The last location cannot be deleted.' } });
  });

  it('offers ONLINE MARKETPLACE only with the store’s marketplace, and to consigners only with access', async () => {
    const market = await makeStore(ctx);
    const seller = await makeConsigner(ctx, market.store);
    const names = async (token: string) =>
      (
        await call<{ locations: Loc[] }>(ctx, { url: '/api/locations', handle: market.handle, token })
      ).body.data.locations.map((l) => l.name);
    expect(await names(market.ownerToken)).toEqual(['Main Store']);
    const on = await call(ctx, {
      method: 'PUT',
      url: `/api/stores/${market.store.id}`,
      handle: market.handle,
      token: market.ownerToken,
      body: { onlineMarketplace: true },
    });
    expect(on.status).toBe(200);
    expect(await names(market.ownerToken)).toEqual(['Main Store', 'ONLINE MARKETPLACE']);
    expect(await names(seller.token)).toEqual(['Main Store']);
    await ctx.deps.db
      .update(consigners)
      .set({ marketplaceLocation: true })
      .where(eq(consigners.id, seller.consigner.id));
    expect(await names(seller.token)).toEqual(['Main Store', 'ONLINE MARKETPLACE']);

    const builtIn = (
      await call<{ locations: Loc[] }>(ctx, {
        url: '/api/locations',
        handle: market.handle,
        token: market.ownerToken,
      })
    ).body.data.locations.find((l) => l.builtIn)!;
    const rename = await call(ctx, {
      method: 'PUT',
      url: `/api/locations/${builtIn.id}`,
      handle: market.handle,
      token: market.ownerToken,
      body: { name: 'Mine' },
    });
    expect(rename.status).toBe(422);
    await ctx.deps.db.update(stores).set({ onlineMarketplace: false }).where(eq(stores.id, market.store.id));
    forgetStoreCache();
    expect(await names(market.ownerToken)).toEqual(['Main Store']);
  });

  it('cannot see or change another store’s locations', async () => {
    const rival = await makeStore(ctx);
    const theirs = await firstLocation(ctx, rival.store.id);
    expect((await asOwner('PUT', `/api/locations/${theirs.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await asOwner('DELETE', `/api/locations/${theirs.id}`)).status).toBe(404);
    const [after] = await ctx.deps.db.select().from(locations).where(eq(locations.id, theirs.id));
    expect(after!.name).toBe('Main Store');
  });
});

describe('sublocations', () => {
  it('adds by location name, filters by location, renames inline', async () => {
    const created = await asOwner<Sub>('POST', '/api/subLocations', {
      locationName: 'Main Store',
      name: 'Wall A',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Wall A', locationName: 'Main Store' });
    await asOwner('POST', '/api/locations', { name: 'Back Room' });
    await asOwner('POST', '/api/subLocations', { locationName: 'Back Room', name: 'Shelf 1' });
    const all = await asOwner<{ subLocations: Sub[] }>('GET', '/api/subLocations');
    expect(all.body.data.subLocations.map((s) => s.name)).toEqual(['Shelf 1', 'Wall A']);
    const main = await asOwner<{ subLocations: Sub[] }>('GET', '/api/subLocations?location=Main%20Store');
    expect(main.body.data.subLocations.map((s) => s.name)).toEqual(['Wall A']);
    const renamed = await asOwner<Sub>('PUT', `/api/subLocations/${created.body.data.id}`, {
      name: 'Wall Z',
    });
    expect(renamed.body.data).toMatchObject({
      id: created.body.data.id,
      name: 'Wall Z',
      locationName: 'Main Store',
    });
  });

  it.each([
    [{ locationName: '', name: 'X' }, 'Location required'],
    [{ locationName: 'Main Store', name: ' ' }, 'Sublocation required'],
    [{ name: 'X' }, 'Location required'],
    [{ locationName: 'Nowhere', name: 'X' }, 'Location not found.'],
  ])('refuses %j', async (body, message) => {
    expect(await asOwner('POST', '/api/subLocations', body)).toMatchObject({
      status: 400,
      body: { error: message },
    });
  });

  it('refuses a duplicate and an empty rename', async () => {
    await asOwner('POST', '/api/subLocations', { locationName: 'Main Store', name: 'Dup' });
    expect(
      (await asOwner('POST', '/api/subLocations', { locationName: 'Main Store', name: 'Dup' })).status,
    ).toBe(409);
    const any = (await asOwner<{ subLocations: Sub[] }>('GET', '/api/subLocations')).body.data
      .subLocations[0]!;
    expect(await asOwner('PUT', `/api/subLocations/${any.id}`, { name: '' })).toMatchObject({
      status: 400,
      body: { error: 'Sublocation required' },
    });
  });

  it('keeps sublocations to Settings staff for changes and to the store', async () => {
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Inventory'] });
    expect(
      (await call(ctx, { url: '/api/subLocations', handle: shop.handle, token: clerk.token })).status,
    ).toBe(200);
    const add = await call(ctx, {
      method: 'POST',
      url: '/api/subLocations',
      handle: shop.handle,
      token: clerk.token,
      body: { locationName: 'Main Store', name: 'Sneaky' },
    });
    expect(add.status).toBe(403);

    const rival = await makeStore(ctx);
    const theirLocation = await firstLocation(ctx, rival.store.id);
    const [theirs] = await ctx.deps.db
      .insert(subLocations)
      .values({ storeId: rival.store.id, locationId: theirLocation.id, name: 'Theirs' })
      .returning();
    expect((await asOwner('PUT', `/api/subLocations/${theirs!.id}`, { name: 'Ours' })).status).toBe(404);
    const list = await asOwner<{ subLocations: Sub[] }>('GET', '/api/subLocations');
    expect(list.body.data.subLocations.map((s) => s.id)).not.toContain(theirs!.id);
    const [after] = await ctx.deps.db.select().from(subLocations).where(eq(subLocations.id, theirs!.id));
    expect(after!.name).toBe('Theirs');
  });
});
