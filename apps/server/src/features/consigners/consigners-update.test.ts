import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeItem, makeProduct } from '../../../test/catalogue-factories';
import { call, makeConsigner, makeEmployee, makeStore, PASSWORD } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { storeScoped } from '../../core/store-scope';
import { consigners, consignerTypes, inventories, stores } from '../../db/schema';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

type Consigner = Record<string, unknown> & { id: number };
type Answer = { consigner: Consigner; jobId: number | null };
const put = (token: string, id: number, body: unknown) =>
  call<Answer>(ctx, { method: 'PUT', url: `/api/consigners/${id}`, handle: shop.handle, token, body });
const asOwner = (id: number, body: unknown) => put(shop.ownerToken, id, body);
const aba = {
  routingType: 'abaNumber',
  accountName: 'Cat C',
  accountNumber: '123',
  routingNumber: '021000021',
};

describe('staff changes a consigner', () => {
  it('edits profile and switches; a disabled consigner is blocked at once', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const res = await asOwner(seller.consigner.id, {
      firstName: 'Catherine',
      marketplaceLocation: true,
      chargeTax: true,
      emailNotifications: { onPayout: false },
      storeId: 12345,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.jobId).toBeNull();
    expect(res.body.data.consigner).toMatchObject({
      firstName: 'Catherine',
      lastName: 'Consigner',
      marketplaceLocation: true,
      chargeTax: true,
      storeId: shop.store.id,
      emailNotifications: { onPayout: false, onProductSold: true },
    });
    const own = `/api/consigners/${seller.consigner.id}`;
    expect((await call(ctx, { url: own, handle: shop.handle, token: seller.token })).status).toBe(200);
    await asOwner(seller.consigner.id, { isActive: false });
    const blocked = await call(ctx, { url: own, handle: shop.handle, token: seller.token });
    expect(blocked).toMatchObject({
      status: 403,
      body: { error: 'Your account has been disabled by the store owner.' },
    });
  });

  it('changes the e-mail of the consigner and of their login together', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const res = await asOwner(seller.consigner.id, { email: 'New.Address@Example.test' });
    expect(res.body.data.consigner.email).toBe('new.address@example.test');
    const login = await call(ctx, {
      method: 'POST',
      url: '/open/auth/login',
      handle: shop.handle,
      body: { email: 'new.address@example.test', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const other = await makeConsigner(ctx, shop.store);
    const clash = await asOwner(other.consigner.id, { email: 'new.address@example.test' });
    expect(clash.status).toBe(409);
    expect((await asOwner(other.consigner.id, { email: 'nope' })).status).toBe(400);
  });

  it('changes payout details at any time, validated by payout and routing type', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const bank = await asOwner(seller.consigner.id, { payoutType: 'Bank', bankData: aba });
    expect(bank.body.data.consigner).toMatchObject({
      payoutType: 'Bank',
      accountNumber: '123',
      bankData: aba,
    });
    const partial = await asOwner(seller.consigner.id, { bankData: { ...aba, routingNumber: '' } });
    expect(partial).toMatchObject({
      status: 400,
      body: { error: 'Routing Number is required' },
    });
    const paypal = await asOwner(seller.consigner.id, { payoutType: 'PayPal', payoutData: 'cat@pay.test' });
    expect(paypal.body.data.consigner).toMatchObject({
      payoutType: 'Paypal',
      bankData: null,
      accountNumber: null,
    });
  });

  it('changes the account type and recalculates unsold payouts in a background job', async () => {
    await ctx.deps.db.update(stores).set({ payoutFee: 3 }).where(eq(stores.id, shop.store.id));
    const type = await call<{ id: number }>(ctx, {
      method: 'POST',
      url: '/api/consignerTypes',
      handle: shop.handle,
      token: shop.ownerToken,
      body: { accountType: 'Ten', sellingFee: 10, minFee: 15 },
    });
    const seller = await makeConsigner(ctx, shop.store);
    const product = await makeProduct(ctx, shop.store);
    const item = (status: string, price: number) =>
      makeItem(ctx, shop.store, {
        productId: product.id,
        consignerId: seller.consigner.id,
        status,
        price,
        payoutAmount: 1,
      });
    const active = await item('Active', 20000);
    const pending = await item('Pending', 10000);
    const sold = await item('Sold', 20000);

    const quiet = await asOwner(seller.consigner.id, { accountType: 'Ten' });
    expect(quiet.body.data).toMatchObject({
      jobId: null,
      consigner: { accountType: 'Ten', consignerTypeId: type.body.data.id },
    });
    const res = await asOwner(seller.consigner.id, {
      accountType: 'Ten',
      isRecalculateInventoryPayout: true,
    });
    const jobId = res.body.data.jobId!;
    expect(jobId).toBeGreaterThan(0);
    await ctx.worker.drain();
    const job = await call<{ status: string; progress: number; progressTotal: number }>(ctx, {
      url: `/api/jobs/${jobId}`,
      handle: shop.handle,
      token: shop.ownerToken,
    });
    expect(job.body.data).toMatchObject({ status: 'done', progress: 2, progressTotal: 2 });
    const rows = await ctx.deps.db
      .select()
      .from(inventories)
      .where(eq(inventories.consignerId, seller.consigner.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    // domain.md §2.1: 200.00 at 10 % (min 15) with a 3 % transaction fee pays 174.00.
    expect(byId.get(active.id)).toMatchObject({
      payoutAmount: 17400,
      payoutFee: 2600,
      total: 2600,
      version: 2,
    });
    expect(byId.get(pending.id)).toMatchObject({ payoutAmount: 8200, payoutFee: 1800 });
    expect(byId.get(sold.id)).toMatchObject({ payoutAmount: 1, version: 1 });

    expect(await asOwner(seller.consigner.id, { accountType: 'Nope' })).toMatchObject({
      status: 400,
      body: { error: 'Consigner type not found.' },
    });
    const rival = await makeStore(ctx);
    const [theirType] = await ctx.deps.db
      .select()
      .from(consignerTypes)
      .where(storeScoped(consignerTypes, rival.store.id));
    expect((await asOwner(seller.consigner.id, { consignerTypeId: theirType!.id })).status).toBe(400);
    const [after] = await ctx.deps.db.select().from(consigners).where(eq(consigners.id, seller.consigner.id));
    expect(after!.consignerTypeId).toBe(type.body.data.id);
  });

  it('a recalculation quotes like every other path: the balance owed is not taken from the items (issue 31)', async () => {
    const own = await makeStore(ctx);
    await ctx.deps.db.update(stores).set({ payoutFee: 3 }).where(eq(stores.id, own.store.id));
    const staff = { handle: own.handle, token: own.ownerToken };
    await call(ctx, {
      ...staff,
      method: 'POST',
      url: '/api/consignerTypes',
      body: { accountType: 'Ten', sellingFee: 10, minFee: 15 },
    });
    const seller = await makeConsigner(ctx, own.store);
    await ctx.deps.db
      .update(consigners)
      .set({ balanceOwed: 5000 })
      .where(eq(consigners.id, seller.consigner.id));
    const product = await makeProduct(ctx, own.store);
    const item = await makeItem(ctx, own.store, {
      productId: product.id,
      consignerId: seller.consigner.id,
      status: 'Active',
      price: 20000,
      payoutAmount: 1,
    });
    const res = await call<Answer>(ctx, {
      ...staff,
      method: 'PUT',
      url: `/api/consigners/${seller.consigner.id}`,
      body: { accountType: 'Ten', isRecalculateInventoryPayout: true },
    });
    expect(res.body.data.jobId).toBeGreaterThan(0);
    await ctx.worker.drain();
    // 200.00 at 10 % (min 15) with a 3 % transaction fee pays 174.00, as the fee quote says; the 50.00 owed is
    // recovered once, from the next payout, not taken from each item (it was: 124.00).
    const quote = await call<{ payout: number; negativeBalance: number }>(ctx, {
      ...staff,
      method: 'POST',
      url: '/api/inventories/fees',
      body: { price: 200, consigner: seller.consigner.id, productId: product.id },
    });
    expect(quote.body.data).toMatchObject({ payout: 174, negativeBalance: 0 });
    const shown = await call<{ payoutAmount: number }>(ctx, { ...staff, url: `/api/inventories/${item.id}` });
    expect(shown.body.data.payoutAmount).toBe(174);
    const [row] = await ctx.deps.db.select().from(inventories).where(eq(inventories.id, item.id));
    expect(row).toMatchObject({ payoutAmount: 17400, payoutFee: 2600, total: 2600 });
    const [after] = await ctx.deps.db.select().from(consigners).where(eq(consigners.id, seller.consigner.id));
    expect(after!.balanceOwed).toBe(5000);
  });

  it('needs the Consigners control', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Orders'] });
    expect((await put(clerk.token, seller.consigner.id, { firstName: 'X' })).status).toBe(403);
  });
});

describe('a consigner changes their own record', () => {
  it('edits profile and notifications, sends unchanged staff fields back, nothing else', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const other = await makeConsigner(ctx, shop.store);
    const ok = await put(seller.token, seller.consigner.id, {
      firstName: 'Me',
      phone: '+44 20 7946 0000',
      emailNotifications: { onInventoryAccept: false },
      isActive: true,
      email: seller.email.toUpperCase(),
      marketplaceLocation: false,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.consigner).toMatchObject({
      firstName: 'Me',
      emailNotifications: { onInventoryAccept: false },
    });
    for (const body of [
      { isActive: false },
      { marketplaceLocation: true },
      { chargeTax: true },
      { accountType: 'VIP' },
      { isRecalculateInventoryPayout: true },
      { email: 'me@else.test' },
    ]) {
      const res = await put(seller.token, seller.consigner.id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    expect((await put(seller.token, other.consigner.id, { firstName: 'Hacked' })).status).toBe(404);
    const [row] = await ctx.deps.db.select().from(consigners).where(eq(consigners.id, other.consigner.id));
    expect(row!.firstName).toBe('Cat');
  });

  it('submits bank details once; after that they are read-only from the consigner side', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const id = seller.consigner.id;
    const incomplete = await put(seller.token, id, {
      payoutType: 'Bank',
      bankData: { routingType: 'ibanNumber', accountName: 'C' },
    });
    expect(incomplete).toMatchObject({
      status: 400,
      body: { error: 'IBAN Number is required' },
    });
    const first = await put(seller.token, id, { payoutType: 'Bank', bankData: aba });
    expect(first.status).toBe(200);
    const same = await put(seller.token, id, { payoutType: 'Bank', bankData: aba, firstName: 'Still' });
    expect(same.status).toBe(200);
    for (const body of [
      { bankData: { ...aba, accountNumber: '999' } },
      { accountNumber: '999' },
      { payoutType: 'Paypal', payoutData: 'me@pay.test' },
    ]) {
      const res = await put(seller.token, id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.error).toMatch(/^Bank details cannot be changed after submission/);
    }
    const [row] = await ctx.deps.db.select().from(consigners).where(eq(consigners.id, id));
    expect(row!.accountNumber).toBe('123');
    // Staff still can (in person or by e-mail, spec 3 §5).
    expect((await asOwner(id, { bankData: { ...aba, accountNumber: '999' } })).status).toBe(200);
  });
});

describe('one limit per field (issue 14 §4)', () => {
  it('refuses in a profile edit the first name sign-up refuses, and control characters, changing nothing', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const at = 'N'.repeat(100);
    expect((await put(seller.token, seller.consigner.id, { firstName: at })).status).toBe(200);
    for (const [body, field] of [
      [{ firstName: `${at}N` }, 'First name'],
      [{ lastName: 'Nul\u0000' }, 'Last name'],
      [{ address: 'a'.repeat(301) }, 'Address'],
    ] as const) {
      const res = await put(seller.token, seller.consigner.id, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error).toMatch(new RegExp(`^${field} must`));
    }
    const [row] = await ctx.deps.db.select().from(consigners).where(eq(consigners.id, seller.consigner.id));
    expect(row).toMatchObject({ firstName: at, lastName: 'Consigner' });
    const signup = await call(ctx, {
      method: 'POST',
      url: '/open/auth/signup',
      handle: shop.handle,
      body: {
        email: 'long-name@example.test',
        password: PASSWORD,
        profile: { firstName: `${at}N`, lastName: 'L' },
      },
    });
    expect(signup.status).toBe(400);
  });
});
