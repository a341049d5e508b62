import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { storeScoped } from '../../core/store-scope';
import { consigners, consignerTypes } from '../../db/schema';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

type ConsignerType = { id: number; accountType: string; isDefault: boolean; minFee: number; flatFee: number };
const asOwner = <T = ConsignerType>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, body, handle: shop.handle, token: shop.ownerToken });

const rows = (storeId = shop.store.id) =>
  ctx.deps.db.select().from(consignerTypes).where(storeScoped(consignerTypes, storeId));

describe('consigner types (fee rules)', () => {
  it('creates with money in major units, stored as minor units, listed under consignerTypes', async () => {
    const res = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'VIP',
      sellingFee: '12.5',
      minFee: '15.25',
      flatFee: 2,
      category: 'Sneakers',
      categories: ['Boots', 'Boots'],
      option1Value: '10',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      accountType: 'VIP',
      sellingFee: 12.5,
      minFee: 15.25,
      flatFee: 2,
      isDefault: false,
      category: 'Sneakers',
      categories: ['Boots'],
      option1Value: '10',
      option2Value: null,
    });
    const [row] = await ctx.deps.db
      .select()
      .from(consignerTypes)
      .where(eq(consignerTypes.id, res.body.data.id));
    expect([row!.minFee, row!.flatFee]).toEqual([1525, 200]);
    const list = await asOwner<{ consignerTypes: ConsignerType[] }>('GET', '/api/consignerTypes');
    expect(list.body.data.consignerTypes.map((t) => t.accountType)).toEqual(['Standard', 'VIP']);
    expect((await asOwner('GET', `/api/consignerTypes/${res.body.data.id}`)).body.data.minFee).toBe(15.25);
  });

  it.each([
    [{ accountType: '' }, 'Consigner type required'],
    [{ sellingFee: '' }, 'Fee required'],
    [{ sellingFee: 101 }, 'Fee must be between 0 and 100'],
    [{ minFee: undefined }, 'Min fee required'],
    [{ minFee: -1 }, 'Min fee must be 0 or more.'],
    [{ flatFee: 'abc' }, 'Flat fee must be 0 or more.'],
  ])('refuses %j with the spec message', async (change, message) => {
    const before = (await rows()).length;
    const res = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'X',
      sellingFee: 10,
      minFee: 0,
      ...change,
    });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    expect((await rows()).length).toBe(before);
  });

  it('keeps exactly one default: a new default unsets the old one; the only default cannot be unset', async () => {
    const created = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'Platinum',
      sellingFee: 8,
      minFee: 0,
      isDefault: true,
    });
    let defaults = (await rows()).filter((r) => r.isDefault);
    expect(defaults.map((r) => r.id)).toEqual([created.body.data.id]);

    const standard = (await rows()).find((r) => r.accountType === 'Standard')!;
    const back = await asOwner('PUT', `/api/consignerTypes/${standard.id}`, { isDefault: true });
    expect(back.body.data.isDefault).toBe(true);
    defaults = (await rows()).filter((r) => r.isDefault);
    expect(defaults.map((r) => r.id)).toEqual([standard.id]);

    const unset = await asOwner('PUT', `/api/consignerTypes/${standard.id}`, { isDefault: false });
    expect(unset.status).toBe(422);
    expect(unset.body.error).toMatch(/must be the default/);
    expect((await rows()).filter((r) => r.isDefault).map((r) => r.id)).toEqual([standard.id]);
  });

  it('updates only the fields sent (inline edit of one cell)', async () => {
    const created = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'Inline',
      sellingFee: 10,
      minFee: 5,
      category: 'Sneakers',
    });
    const res = await asOwner('PUT', `/api/consignerTypes/${created.body.data.id}`, { minFee: '7.5' });
    expect(res.body.data).toMatchObject({
      minFee: 7.5,
      sellingFee: 10,
      category: 'Sneakers',
      accountType: 'Inline',
    });
    const bad = await asOwner('PUT', `/api/consignerTypes/${created.body.data.id}`, { accountType: ' ' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Consigner type required' } });
  });

  it('answers a type by account type name; a consigner reads only their own type', async () => {
    const res = await asOwner<{ consignerType: ConsignerType; consignerTypes: ConsignerType[] }>(
      'GET',
      '/api/consignerTypes/byAccountType/VIP',
    );
    expect(res.body.data.consignerType.accountType).toBe('VIP');
    expect((await asOwner('GET', '/api/consignerTypes/byAccountType/Nobody')).status).toBe(404);

    const seller = await makeConsigner(ctx, shop.store);
    const standard = (await rows()).find((r) => r.accountType === 'Standard')!;
    await ctx.deps.db
      .update(consigners)
      .set({ consignerTypeId: standard.id })
      .where(eq(consigners.id, seller.consigner.id));
    const own = await call(ctx, {
      url: '/api/consignerTypes/byAccountType/Standard',
      handle: shop.handle,
      token: seller.token,
    });
    expect(own.status).toBe(200);
    const other = await call(ctx, {
      url: '/api/consignerTypes/byAccountType/VIP',
      handle: shop.handle,
      token: seller.token,
    });
    expect(other.status).toBe(404);
    expect(
      (await call(ctx, { url: '/api/consignerTypes', handle: shop.handle, token: seller.token })).status,
    ).toBe(403);
  });

  it('lets any staff read the types and only Settings staff change them', async () => {
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Consigners'] });
    expect(
      (await call(ctx, { url: '/api/consignerTypes', handle: shop.handle, token: clerk.token })).status,
    ).toBe(200);
    const write = await call(ctx, {
      method: 'POST',
      url: '/api/consignerTypes',
      handle: shop.handle,
      token: clerk.token,
      body: { accountType: 'Nope', sellingFee: 1, minFee: 0 },
    });
    expect(write.status).toBe(403);
  });

  it('cannot see or change another store’s types', async () => {
    const rival = await makeStore(ctx);
    const [theirs] = await rows(rival.store.id);
    const url = `/api/consignerTypes/${theirs!.id}`;
    expect((await asOwner('GET', url)).status).toBe(404);
    expect((await asOwner('PUT', url, { sellingFee: 99 })).status).toBe(404);
    // Making one of ours the default never touches theirs.
    const ours = (await rows()).find((r) => !r.isDefault)!;
    await asOwner('PUT', `/api/consignerTypes/${ours.id}`, { isDefault: true });
    const [after] = await ctx.deps.db
      .select()
      .from(consignerTypes)
      .where(and(eq(consignerTypes.id, theirs!.id)));
    expect(after).toEqual(theirs);
  });
});

describe('consigner type names (issue 14 §4)', () => {
  it('refuses a second type of the same name in another case, and a duplicate rule, with a 409 in words', async () => {
    const first = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'Onyx',
      sellingFee: 10,
      minFee: 0,
    });
    expect(first.status).toBe(201);
    const before = (await rows()).length;
    const otherCase = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'onyx',
      sellingFee: 5,
      minFee: 0,
    });
    expect(otherCase.status).toBe(409);
    expect(otherCase.body.error).toMatch(/"Onyx" already exists/);
    const sameRule = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'Onyx',
      sellingFee: 5,
      minFee: 0,
    });
    expect(sameRule.status).toBe(409);
    expect(sameRule.body.error).toMatch(/already exists/);
    expect((await rows()).length).toBe(before);
    // The same name with a category is a rule of that type, not a second type.
    const rule = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'Onyx',
      sellingFee: 5,
      minFee: 0,
      category: 'Boots',
    });
    expect(rule.status, rule.body.error ?? '').toBe(201);
  });

  it('answers parallel creates of one name with one 201 and 409s', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        asOwner('POST', '/api/consignerTypes', { accountType: 'Race', sellingFee: 10, minFee: 0 }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('refuses a rename into another type’s name in another case', async () => {
    const silver = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'Silver',
      sellingFee: 10,
      minFee: 0,
    });
    const bronze = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'Bronze',
      sellingFee: 10,
      minFee: 0,
    });
    expect([silver.status, bronze.status]).toEqual([201, 201]);
    const res = await asOwner('PUT', `/api/consignerTypes/${bronze.body.data.id}`, { accountType: 'SILVER' });
    expect(res.status).toBe(409);
  });

  it('bounds the name and the fees like every form (one limit per field)', async () => {
    for (const body of [
      { accountType: 'x'.repeat(121), sellingFee: 10, minFee: 0 },
      { accountType: 'Tab\tName', sellingFee: 10, minFee: 0 },
      { accountType: 'Big', sellingFee: 10, minFee: 1_000_000.01 },
      { accountType: 'Big', sellingFee: 100.5, minFee: 0 },
    ]) {
      const res = await asOwner('POST', '/api/consignerTypes', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error).toMatch(/^(Account type|Min fee|Selling fee|Fee) (must|can)/);
    }
    const atLimit = await asOwner('POST', '/api/consignerTypes', {
      accountType: 'y'.repeat(120),
      sellingFee: 100,
      minFee: 1_000_000,
    });
    expect(atLimit.status).toBe(201);
  });
});
