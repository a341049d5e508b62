import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeItem, makeProduct, storeAccount } from '../../../test/catalogue-factories';
import { call, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { stores } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Settings = Record<string, unknown>;
type Shop = Awaited<ReturnType<typeof makeStore>>;
const current = (shop: Shop) =>
  call<Settings>(ctx, { url: '/api/stores/current', handle: shop.handle, token: shop.ownerToken });
const save = (shop: Shop, body: unknown) =>
  call<Settings>(ctx, {
    method: 'PUT',
    url: `/api/stores/${shop.store.id}`,
    handle: shop.handle,
    token: shop.ownerToken,
    body,
  });

describe('GET /api/stores/current', () => {
  it('answers every settings field with defaults, money in major units', async () => {
    const shop = await makeStore(ctx);
    const res = await current(shop);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: shop.store.id,
      handle: shop.handle,
      currency: 'USD',
      consignerUrl: `http://${shop.handle}.localhost:3000`,
      inStoreUrl: `http://${shop.handle}.localhost:3001`,
      redirectURL: `http://${shop.handle}.localhost:3000`,
      cleaningFee: 20,
      boxFee: 20,
      withdrawFee: 0,
      payoutFee: 0,
      labelOptions: ['Item Description', 'Size', 'Price', 'SKU', 'QR Code'],
      labelSize: { width: 57, height: 32 },
      payoutOptions: ['PayPal', 'Zelle', 'Bank'],
      simplifiedBankForm: false,
      timeZone: 'UTC',
    });
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Products'] });
    expect(
      (await call(ctx, { url: '/api/stores/current', handle: shop.handle, token: clerk.token })).status,
    ).toBe(403);
  });
});

describe('PUT /api/stores/{id} (the settings form)', () => {
  it('saves the whole form; money is stored in minor units and read back in major units', async () => {
    const shop = await makeStore(ctx);
    const form = { ...(await current(shop)).body.data };
    for (const k of ['id', 'handle', 'domain', 'shop', 'platform']) delete form[k];
    Object.assign(form, {
      name: 'Renamed Shop',
      cleaningFee: '15.5',
      minApproval: 10,
      warnAmount: 25.25,
      upPrice: 5,
      payoutFee: 2.9,
      vatRate: 15,
      chargeTax: true,
      withdrawEarlyDays: 7,
      isBuyingStore: true,
      labelOptions: ['SKU', 'Payout Fee'],
      shipInstructions: 'Ship to 1 Main St',
      shopifyTrackingParams: [{ param: 'utm_source', value: 'backroom' }],
      emailMsgs: { onPayout: 'Thanks!' },
      simplifiedBankForm: true,
      timeZone: 'Europe/London',
    });
    const res = await save(shop, form);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Renamed Shop',
      cleaningFee: 15.5,
      warnAmount: 25.25,
      upPrice: 5,
      labelOptions: ['SKU', 'Payout Fee'],
      shipInstructions: ['Ship to 1 Main St'],
      simplifiedBankForm: true,
    });
    const [row] = await ctx.deps.db.select().from(stores).where(eq(stores.id, shop.store.id));
    expect(row).toMatchObject({
      cleaningFee: 1550,
      minApproval: 1000,
      warnAmount: 2525,
      payoutFee: 2.9,
      vatRate: 15,
      withdrawEarlyDays: 7,
      timeZone: 'Europe/London',
      consignerUrl: null,
      inStoreUrl: null,
    });
    expect(row!.settings).toMatchObject({
      upPrice: 500,
      simplifiedBankForm: true,
      labelOptions: ['SKU', 'Payout Fee'],
    });
    expect((await current(shop)).body.data).toMatchObject({ name: 'Renamed Shop', isBuyingStore: true });
  });

  it('keeps fields that were not sent', async () => {
    const shop = await makeStore(ctx);
    await save(shop, { warnText: 'Careful', cleaningFee: 12 });
    await save(shop, { maintenanceMode: false });
    expect((await current(shop)).body.data).toMatchObject({ warnText: 'Careful', cleaningFee: 12 });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ supportEmail: '' }, 'Support email is required'],
    [{ supportEmail: 'nope' }, 'Please enter a valid email'],
    [{ redirectURL: ' ' }, 'Redirect URL email is required'],
    [{ consignerUrl: '' }, 'Domain is required'],
    [{ inStoreUrl: '' }, 'Domain is required'],
    [{ currency: '' }, 'Currency is required'],
    [{ currency: 'XYZ' }, 'Please select a valid currency'],
    [{ labelOptions: [] }, 'Label option is required'],
    [{ labelSize: { width: 0, height: 30 } }, 'Width is required'],
    [{ labelSize: { width: 30 } }, 'Height is required'],
    [{ signupInfo: [] }, 'Signup info is required'],
    [{ payoutOptions: [] }, 'Payout option is required'],
    [{ shipInstructions: [' '] }, 'Ship instructions values required'],
    [{ payoutFee: 101 }, 'Payout fee must be between 0 and 100.'],
    [{ cleaningFee: -1 }, 'Cleaning fee must be 0 or more.'],
    [{ timeZone: 'Mars/Base' }, 'Please select a valid time zone'],
  ])('refuses %j with the spec message and changes nothing', async (body, message) => {
    const shop = await makeStore(ctx);
    const [before] = await ctx.deps.db.select().from(stores).where(eq(stores.id, shop.store.id));
    expect(await save(shop, body)).toMatchObject({ status: 400, body: { error: message } });
    const [after] = await ctx.deps.db.select().from(stores).where(eq(stores.id, shop.store.id));
    expect(after).toEqual(before);
  });

  it('takes custom app domains, refuses another store’s, and finds the store by them', async () => {
    const shop = await makeStore(ctx);
    const res = await save(shop, {
      consignerUrl: 'Consign.Example.com/',
      inStoreUrl: 'https://staff.example.com',
    });
    expect(res.body.data).toMatchObject({
      consignerUrl: 'http://consign.example.com',
      inStoreUrl: 'https://staff.example.com',
    });
    const byHost = await ctx.app.inject({
      url: '/api/stores/current',
      headers: { host: 'staff.example.com', authorization: `Bearer ${shop.ownerToken}` },
    });
    expect(byHost.json().data.id).toBe(shop.store.id);

    const rival = await makeStore(ctx);
    expect(await save(rival, { consignerUrl: 'consign.example.com' })).toMatchObject({
      status: 409,
      body: { error: 'This domain is already used by another store.' },
    });
    expect((await save(rival, { consignerUrl: `${shop.handle}.localhost:3000` })).status).toBe(400);
    expect((await save(rival, { consignerUrl: 'http://x.test/path' })).status).toBe(400);
    expect((await save(shop, { inStoreUrl: 'consign.example.com' })).status).toBe(400);
    // Saving the default address keeps it unset (it follows HOST_SUFFIX and the ports).
    await save(shop, { consignerUrl: `http://${shop.handle}.localhost:3000` });
    const [row] = await ctx.deps.db.select().from(stores).where(eq(stores.id, shop.store.id));
    expect(row!.consignerUrl).toBeNull();
  });

  it('changes currency freely until prices exist, then only to one with the same decimals', async () => {
    const shop = await makeStore(ctx);
    expect((await save(shop, { currency: 'jpy' })).body.data).toMatchObject({ currency: 'JPY' });
    expect((await save(shop, { currency: 'USD' })).status).toBe(200);
    const product = await makeProduct(ctx, shop.store);
    await makeItem(ctx, shop.store, {
      productId: product.id,
      consignerId: (await storeAccount(ctx, shop.store.id)).id,
    });
    expect((await save(shop, { currency: 'EUR' })).status).toBe(200);
    const refused = await save(shop, { currency: 'JPY' });
    expect(refused.status).toBe(422);
    expect((await current(shop)).body.data.currency).toBe('EUR');
  });

  it('needs the Settings control', async () => {
    const shop = await makeStore(ctx);
    const clerk = await makeEmployee(ctx, shop.store, { accessControls: ['Consigners'] });
    const res = await call(ctx, {
      method: 'PUT',
      url: `/api/stores/${shop.store.id}`,
      handle: shop.handle,
      token: clerk.token,
      body: { name: 'Nope' },
    });
    expect(res.status).toBe(403);
  });
});
