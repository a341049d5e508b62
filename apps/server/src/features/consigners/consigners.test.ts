import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeItem, makeProduct, storeAccount } from '../../../test/catalogue-factories';
import { call, linkToken, mailbox, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consigners, users } from '../../db/schema';
import { consignerIndexes, searchConsignersIndexed, searchConsignersSql } from './queries';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

type Consigner = Record<string, unknown> & {
  id: number;
  ffData: { fee: number; sales: number; profit: number };
};
type List = { consigners: Consigner[]; total: number };
const asOwner = <T = Consigner>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, body, handle: shop.handle, token: shop.ownerToken });

const invite = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `Ada.${Math.random().toString(36).slice(2, 8)}@Example.test`,
  phone: '+1 555 0100',
  address: '1 Analytical Way',
  payoutType: 'Bank',
  bankData: {
    routingType: 'abaNumber',
    accountName: 'Ada L',
    accountNumber: '123',
    routingNumber: '021000021',
  },
  ...over,
});

describe('add consigner (createFromAdmin)', () => {
  it('creates an active consigner of the default type and mails a sign-up invite', async () => {
    const body = invite();
    const res = await asOwner<{ consigner: Consigner; message: string }>(
      'POST',
      '/api/consigners/createFromAdmin',
      body,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe('Consigner added!');
    const email = body.email.toLowerCase();
    expect(res.body.data.consigner).toMatchObject({
      email,
      accountType: 'Standard',
      isActive: true,
      acceptedTOS: false,
      payoutType: 'Bank',
      payoutData: null,
      accountName: 'Ada L',
      bankData: {
        routingType: 'abaNumber',
        accountName: 'Ada L',
        accountNumber: '123',
        routingNumber: '021000021',
      },
      ffData: { fee: 20, sales: 0, profit: 0 },
    });
    const [mail] = await mailbox(ctx, email);
    const link = new URL(mail!.links[0]!);
    expect(link.pathname).toBe('/signup');
    expect(link.port).toBe('3000'); // the seller app
    expect(link.searchParams.get('email')).toBe(email);

    // Signing up with that address links the login to the consigner (auth service).
    const signup = await call<{ user: { kind: string; id: number } }>(ctx, {
      method: 'POST',
      url: '/open/auth/signup',
      handle: shop.handle,
      body: { email, password: 'longenough1' },
    });
    expect(signup.body.data.user).toMatchObject({ kind: 'consigner', id: res.body.data.consigner.id });

    const dup = await asOwner('POST', '/api/consigners/createFromAdmin', {
      ...body,
      email: email.toUpperCase(),
    });
    expect(dup).toMatchObject({
      status: 409,
      body: { error: 'A consigner with this email already exists.' },
    });
  });

  it('clears bank data for non-Bank payout types', async () => {
    const res = await asOwner<{ consigner: Consigner }>(
      'POST',
      '/api/consigners/createFromAdmin',
      invite({ payoutType: 'PayPal', payoutData: 'ada@pay.test' }),
    );
    expect(res.body.data.consigner).toMatchObject({
      payoutType: 'Paypal',
      payoutData: 'ada@pay.test',
      bankData: null,
      accountName: null,
      accountNumber: null,
    });
  });

  const bank = (bankData: Record<string, string>) => invite({ bankData });
  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ phone: ' ' }, 'Phone is required'],
    [{ address: '' }, 'Address is required'],
    [{ payoutType: 'Cheque' }, 'Payout option is required'],
    [{ payoutType: 'Zelle', payoutData: 'not-an-email' }, 'Please enter a valid email'],
    [bank({ accountName: 'A', accountNumber: '1' }), 'Routing type is required'],
    [bank({ routingType: 'abaNumber', accountName: 'A', accountNumber: '1' }), 'Routing Number is required'],
    [bank({ routingType: 'abaNumber', accountNumber: '1', routingNumber: '2' }), 'Account Name is required'],
    [bank({ routingType: 'swiftCode', accountName: 'A', accountNumber: '1' }), 'Swift Code is required'],
    [
      bank({ routingType: 'swiftCode', accountName: 'A', swiftCode: 'S' }),
      'Account Number or IBAN Number is required',
    ],
    [bank({ routingType: 'ibanNumber', accountName: 'A' }), 'IBAN Number is required'],
    [{ isActive: false }, '“isActive” is not something this form accepts.'],
  ])('refuses %j and creates nothing', async (change, message) => {
    const before = await ctx.deps.db.$count(consigners);
    const res = await asOwner('POST', '/api/consigners/createFromAdmin', { ...invite(), ...change });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    expect(await ctx.deps.db.$count(consigners)).toBe(before);
  });

  it('accepts swift with IBAN only, and the simplified bank form without routing fields', async () => {
    const swift = bank({ routingType: 'swiftCode', accountName: 'A', swiftCode: 'S', ibanNumber: 'DE89' });
    expect((await asOwner('POST', '/api/consigners/createFromAdmin', swift)).status).toBe(201);
    const simple = await makeStore(ctx, { settings: { simplifiedBankForm: true } });
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/consigners/createFromAdmin',
      handle: simple.handle,
      token: simple.ownerToken,
      body: invite({ bankData: { accountName: 'A', accountNumber: '1' } }),
    });
    expect(res.status).toBe(201);
    const missing = await call(ctx, {
      method: 'POST',
      url: '/api/consigners/createFromAdmin',
      handle: simple.handle,
      token: simple.ownerToken,
      body: invite({ bankData: { accountName: 'A' } }),
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { error: 'Account Number is required' },
    });
  });
});

describe('POST /api/consigners', () => {
  it('lets Consigners staff add one without an invite; others may not', async () => {
    const email = 'quiet@example.test';
    const res = await asOwner('POST', '/api/consigners', {
      ...invite({ email }),
      storeId: 999,
      fbUserId: 'x',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, storeId: shop.store.id, fbUserId: null });
    expect(await mailbox(ctx, email)).toEqual([]);
    expect((await asOwner('POST', '/api/consigners', invite({ email: 'QUIET@example.test' }))).status).toBe(
      409,
    );
    expect((await asOwner('POST', '/api/consigners', invite({ payoutType: undefined }))).status).toBe(400);
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Inventory'] });
    const refused = await call(ctx, {
      method: 'POST',
      url: '/api/consigners',
      handle: shop.handle,
      token: clerk.token,
      body: invite(),
    });
    expect(refused.status).toBe(403);
  });
});

describe('consigner list and detail', () => {
  it('searches, paginates and answers ffData (fee, sales, profit)', async () => {
    const store = await makeStore(ctx);
    const made = [];
    for (const name of ['Zed', 'Amy', 'Bob']) {
      const [row] = await ctx.deps.db
        .insert(consigners)
        .values({
          storeId: store.store.id,
          email: `${name}@list.test`,
          firstName: name,
          lastName: 'Tester',
          isActive: true,
        })
        .returning();
      made.push(row!);
    }
    const product = await makeProduct(ctx, store.store);
    await makeItem(ctx, store.store, {
      productId: product.id,
      consignerId: made[1]!.id,
      status: 'Sold',
      price: 10000,
      soldPrice: 9000,
      payoutAmount: 7000,
    });
    await makeItem(ctx, store.store, {
      productId: product.id,
      consignerId: made[1]!.id,
      status: 'Paid',
      price: 5000,
      payoutAmount: 4000,
    });
    await makeItem(ctx, store.store, {
      productId: product.id,
      consignerId: made[1]!.id,
      status: 'Active',
      price: 99900,
    });
    const get = (q: string) =>
      call<List>(ctx, { url: `/api/consigners${q}`, handle: store.handle, token: store.ownerToken });
    const all = await get('?pageSize=2');
    expect(all.body.data.total).toBe(4); // three plus the store account
    expect(all.body.data.consigners).toHaveLength(2);
    const amy = await get('?search=amy%20tes');
    expect(amy.body.data.consigners).toHaveLength(1);
    expect(amy.body.data.consigners[0]).toMatchObject({
      firstName: 'Amy',
      accountType: 'Standard',
      ffData: { fee: 20, sales: 140, profit: 30 },
    });
    expect((await get(`?search=${made[2]!.id}`)).body.data.consigners.map((c) => c.firstName)).toContain(
      'Bob',
    );
    expect((await get('?search=%25')).body.data.consigners).toEqual([]);

    // The in-memory index answers exactly what SQL answers, and an edit is searchable at once.
    const db = ctx.deps.db;
    await consignerIndexes(db).refresh(store.store.id);
    const pages = [
      { search: 'amy tes' },
      { search: String(made[2]!.id) },
      { search: '%' },
      { search: 'tester', pageSize: 2, page: 2 },
      {},
    ].map((q) => ({ page: 1, pageSize: 10, ...q }));
    for (const q of pages) {
      const fromIndex = await searchConsignersIndexed(db, store.store, q);
      expect(fromIndex, JSON.stringify(q)).not.toBeNull();
      expect(fromIndex, JSON.stringify(q)).toEqual(await searchConsignersSql(db, store.store, q));
    }
    await db.update(consigners).set({ email: 'zed.renamed@list.test' }).where(eq(consigners.id, made[0]!.id));
    expect(await searchConsignersIndexed(db, store.store, pages[0]!)).toBeNull();
    expect((await get('?search=zed.renamed')).body.data.consigners.map((c) => c.firstName)).toEqual(['Zed']);
  });

  it('lets a consigner read only their own record, without staff-only fields', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const other = await makeConsigner(ctx, shop.store);
    const own = await call<Consigner>(ctx, {
      url: `/api/consigners/${seller.consigner.id}`,
      handle: shop.handle,
      token: seller.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).not.toHaveProperty('balanceOwed');
    const theirs = await call(ctx, {
      url: `/api/consigners/${other.consigner.id}`,
      handle: shop.handle,
      token: seller.token,
    });
    expect(theirs.status).toBe(404);
    expect(
      (await call(ctx, { url: '/api/consigners', handle: shop.handle, token: seller.token })).status,
    ).toBe(403);
    const staffView = await asOwner('GET', `/api/consigners/${seller.consigner.id}`);
    expect(staffView.body.data).toHaveProperty('balanceOwed', 0);
  });
});

describe('delete, verify and password reset', () => {
  it('soft-deletes a consigner, never the store account', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const res = await asOwner('POST', `/api/consigners/deleteConsigner/${seller.consigner.id}`);
    expect(res.body.data).toEqual({ deleted: true, message: 'Consigner deleted!' });
    expect((await asOwner('GET', `/api/consigners/${seller.consigner.id}`)).status).toBe(404);
    const [row] = await ctx.deps.db.select().from(consigners).where(eq(consigners.id, seller.consigner.id));
    expect(row!.deletedAt).not.toBeNull();
    // The removed consigner's login no longer reaches the app.
    expect((await call(ctx, { url: '/api/me', handle: shop.handle, token: seller.token })).status).toBe(403);

    const owner = await storeAccount(ctx, shop.store.id);
    const refused = await asOwner('POST', `/api/consigners/deleteConsigner/${owner.id}`);
    expect(refused).toMatchObject({ status: 422, body: { error: 'The store account cannot be deleted.' } });
  });

  it('verifies a consigner’s e-mail and mails reset links instead of setting passwords', async () => {
    const seller = await makeConsigner(ctx, shop.store, { emailVerified: false });
    const verified = await asOwner('POST', '/api/consigners/verify', { email: seller.email.toUpperCase() });
    expect(verified.body.data).toEqual({ email: seller.email, emailVerified: true });
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, seller.consigner.userId!));
    expect(user!.emailVerified).toBe(true);

    const update = await asOwner('PUT', '/api/consigners/updatePassword', {
      email: seller.email,
      password: 'whatever1',
    });
    expect(update.body.data).toEqual({ message: `Email instructions sent to ${seller.email}` });
    const byId = await asOwner('POST', `/api/consigners/resetPassword/${seller.consigner.id}`);
    expect(byId.status).toBe(200);
    const mails = await mailbox(ctx, seller.email);
    expect(mails).toHaveLength(2);
    expect(new URL(mails[0]!.links[0]!).pathname).toBe('/reset');
    const token = await linkToken(ctx, seller.email, '/reset');
    const reset = await call(ctx, {
      method: 'POST',
      url: '/open/auth/reset',
      handle: shop.handle,
      body: { token, password: 'brand-new-pass' },
    });
    // Setting the password signs the consigner in (issue 33): the answer carries the new session.
    expect(reset.body.data).toMatchObject({
      message: 'Password has been updated',
      user: { email: seller.email },
    });
    expect((reset.body.data as { token?: unknown }).token).toEqual(expect.any(String));

    const invited = await asOwner<{ consigner: Consigner }>(
      'POST',
      '/api/consigners/createFromAdmin',
      invite(),
    );
    const noLogin = await asOwner('POST', `/api/consigners/resetPassword/${invited.body.data.consigner.id}`);
    expect(noLogin.status).toBe(422);
    expect((await asOwner('POST', '/api/consigners/verify', { email: 'nobody@x.test' })).status).toBe(404);
    expect((await asOwner('POST', '/api/consigners/verify', { email: 'bad' })).status).toBe(400);
  });

  it('cannot reach another store’s consigners', async () => {
    const rival = await makeStore(ctx);
    const theirs = await makeConsigner(ctx, rival.store);
    const id = theirs.consigner.id;
    expect((await asOwner('GET', `/api/consigners/${id}`)).status).toBe(404);
    expect((await asOwner('PUT', `/api/consigners/${id}`, { firstName: 'Hacked' })).status).toBe(404);
    expect((await asOwner('POST', `/api/consigners/deleteConsigner/${id}`)).status).toBe(404);
    expect((await asOwner('POST', `/api/consigners/resetPassword/${id}`)).status).toBe(404);
    expect((await asOwner('POST', '/api/consigners/verify', { email: theirs.email })).status).toBe(404);
    expect((await asOwner('PUT', '/api/consigners/updatePassword', { email: theirs.email })).status).toBe(
      404,
    );
    const [row] = await ctx.deps.db
      .select()
      .from(consigners)
      .where(and(eq(consigners.id, id)));
    expect(row).toMatchObject({ firstName: 'Cat', deletedAt: null });
    expect(await mailbox(ctx, theirs.email)).toEqual([]);
  });
});
