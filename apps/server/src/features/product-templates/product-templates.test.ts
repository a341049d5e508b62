import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeItem, makeProduct, storeAccount } from '../../../test/catalogue-factories';
import { call, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { storeScoped } from '../../core/store-scope';
import { productTemplates } from '../../db/schema';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

type Template = {
  id: number;
  option1Values: string[];
  option2: string | null;
  inUse?: boolean;
  title: string;
};
const asOwner = <T = Template>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, body, handle: shop.handle, token: shop.ownerToken });

const valid = {
  title: 'Hoodies',
  brand: 'Any',
  category: 'Apparel',
  gender: 'Unisex',
  weight: 600,
  option1: 'Size',
  option1Values: ' S, M ,L,, M ',
  option2: 'Condition',
  option2Values: ['New', 'Used'],
};

describe('product templates', () => {
  it('creates with trimmed comma-separated values, lists with productTemplates, reads one', async () => {
    const created = await asOwner('POST', '/api/productTemplates', valid);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Hoodies',
      option1Values: ['S', 'M', 'L'],
      inUse: false,
    });
    const list = await asOwner<{ productTemplates: Template[] }>('GET', '/api/productTemplates');
    expect(list.body.data.productTemplates.map((t) => t.title)).toEqual(['Sneakers', 'Hoodies']);
    const one = await asOwner('GET', `/api/productTemplates/${created.body.data.id}`);
    expect(one.body.data).toMatchObject({
      option2: 'Condition',
      option2Values: ['New', 'Used'],
      weight: 600,
    });
  });

  it.each([
    [{ title: '' }, 'Title required'],
    [{ category: '  ' }, 'Category required'],
    [{ brand: undefined }, 'Brand required'],
    [{ option1: '' }, 'Option 1 required'],
    [{ option1Values: ' , ' }, 'Option 1 values required'],
    [{ option2: null }, 'Option 2 has values, please enter title for option 2.'],
    [{ option3Values: 'A' }, 'Option 3 has values, please enter title for option 3.'],
    [{ extra: 1 }, '“extra” is not something this form accepts.'],
  ])('refuses %j with the spec message', async (change, message) => {
    const before = await ctx.deps.db.$count(productTemplates);
    const res = await asOwner('POST', '/api/productTemplates', { ...valid, ...change });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    expect(await ctx.deps.db.$count(productTemplates)).toBe(before);
  });

  it('updates values but never the option names', async () => {
    const created = await asOwner('POST', '/api/productTemplates', valid);
    const id = created.body.data.id;
    const ok = await asOwner('PUT', `/api/productTemplates/${id}`, { ...valid, option1Values: 'XS,S' });
    expect(ok.body.data.option1Values).toEqual(['XS', 'S']);
    const renamed = await asOwner('PUT', `/api/productTemplates/${id}`, { ...valid, option2: 'State' });
    expect(renamed).toMatchObject({
      status: 422,
      body: { error: 'Option names cannot be edited once the template exists.' },
    });
    const [row] = await ctx.deps.db.select().from(productTemplates).where(eq(productTemplates.id, id));
    expect(row!.option2).toBe('Condition');
  });

  it('deletes an unused template, refuses one in use and the last one', async () => {
    const unused = await asOwner('POST', '/api/productTemplates', valid);
    expect((await asOwner('DELETE', `/api/productTemplates/${unused.body.data.id}`)).body.data).toEqual({
      deleted: true,
    });

    const used = await asOwner('POST', '/api/productTemplates', valid);
    const product = await makeProduct(ctx, shop.store, { productTemplateId: used.body.data.id });
    expect((await asOwner('GET', `/api/productTemplates/${used.body.data.id}`)).body.data.inUse).toBe(true);
    const refused = await asOwner('DELETE', `/api/productTemplates/${used.body.data.id}`);
    expect(refused).toMatchObject({
      status: 422,
      body: { error: 'This template is in use and cannot be deleted.' },
    });

    // Used by inventory only (the product points elsewhere).
    const byItem = await asOwner('POST', '/api/productTemplates', valid);
    const owner = await storeAccount(ctx, shop.store.id);
    await makeItem(ctx, shop.store, {
      productId: product.id,
      consignerId: owner.id,
      productTemplateId: byItem.body.data.id,
    });
    expect((await asOwner('DELETE', `/api/productTemplates/${byItem.body.data.id}`)).status).toBe(422);

    const lonely = await makeStore(ctx);
    const [only] = await ctx.deps.db
      .select()
      .from(productTemplates)
      .where(storeScoped(productTemplates, lonely.store.id));
    const last = await call(ctx, {
      method: 'DELETE',
      url: `/api/productTemplates/${only!.id}`,
      handle: lonely.handle,
      token: lonely.ownerToken,
    });
    expect(last).toMatchObject({ status: 422, body: { error: 'The last template cannot be deleted.' } });
  });

  it('lets consigners and any staff read, only Settings staff write', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Products'] });
    for (const token of [seller.token, clerk.token]) {
      expect((await call(ctx, { url: '/api/productTemplates', handle: shop.handle, token })).status).toBe(
        200,
      );
      const write = await call(ctx, {
        method: 'POST',
        url: '/api/productTemplates',
        handle: shop.handle,
        token,
        body: valid,
      });
      expect(write.status).toBe(403);
    }
  });

  it('cannot see or change another store’s templates', async () => {
    const rival = await makeStore(ctx);
    const [theirs] = await ctx.deps.db
      .select()
      .from(productTemplates)
      .where(storeScoped(productTemplates, rival.store.id));
    const url = `/api/productTemplates/${theirs!.id}`;
    expect((await asOwner('GET', url)).status).toBe(404);
    expect(
      (await asOwner('PUT', url, { ...valid, option1: theirs!.option1, option2: theirs!.option2 })).status,
    ).toBe(404);
    expect((await asOwner('DELETE', url)).status).toBe(404);
    const list = await asOwner<{ productTemplates: Template[] }>('GET', '/api/productTemplates');
    expect(list.body.data.productTemplates.map((t) => t.id)).not.toContain(theirs!.id);
    const [after] = await ctx.deps.db
      .select()
      .from(productTemplates)
      .where(eq(productTemplates.id, theirs!.id));
    expect(after).toEqual(theirs);
  });
});
