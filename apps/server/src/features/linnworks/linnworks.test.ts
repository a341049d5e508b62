import { eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeEmployee } from '../../../test/factories';
import {
  type FakeAccount,
  type FakeLinnworks,
  fakeOrder,
  startFakeLinnworks,
} from '../../../test/fake-linnworks';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { readItem } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { storeScoped } from '../../core/store-scope';
import { jobs, linnworksConnections, orderLineItems, orders } from '../../db/schema';
import { ingestOrder } from '../orders';
import { toIncomingOrder } from './map-order';
import { LINNWORKS_SYNC_JOB } from './schedule';

let fake: FakeLinnworks;
let ctx: TestContext;
let a: SalesShop;
let b: SalesShop;
let accountA: FakeAccount;
let accountB: FakeAccount;

interface SyncStatus {
  configured: boolean;
  syncing: boolean;
  jobId: number | null;
  lastSync: {
    status: string;
    found: number;
    created: number;
    unmatched: number;
    flagged: number;
    error: string | null;
  } | null;
}

const connect = (shop: SalesShop, account: FakeAccount, overrides: Record<string, string> = {}) =>
  shop.api('PUT', '/api/linnworks', shop.ownerToken, {
    applicationId: account.applicationId,
    applicationSecret: account.applicationSecret,
    installationToken: account.token,
    ...overrides,
  });

/** Runs whatever sync is due now, as the worker would. */
async function syncNow(shop: SalesShop) {
  await ctx.deps.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(storeScoped(jobs, shop.store.id, eq(jobs.name, LINNWORKS_SYNC_JOB), eq(jobs.status, 'queued')));
  await ctx.worker.drain();
  const res = await shop.api<SyncStatus>('GET', '/api/orders/linnworkOrders');
  return res.body.data;
}

const linnworksOrders = (storeId: number) =>
  ctx.deps.db
    .select()
    .from(orders)
    .where(storeScoped(orders, storeId, eq(orders.channel, 'linnworks')));

beforeAll(async () => {
  fake = await startFakeLinnworks();
  ctx = await createTestApp({ LINNWORKS_PROVIDER: 'linnworks', LINNWORKS_API_URL: fake.url });
  a = await makeSalesShop(ctx);
  b = await makeSalesShop(ctx);
  accountA = fake.account();
  accountB = fake.account();
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('Linnworks connection', () => {
  it('asks nothing of a store without Linnworks: the on-load call is a cheap no-op for any staff member', async () => {
    const clerk = await makeEmployee(ctx, a.store, { accessControls: ['Inventory'] });
    const res = await a.api<SyncStatus>('POST', '/api/orders/linnworkOrders', clerk.token, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ configured: false, syncing: false, jobId: null, lastSync: null });
    const queued = await ctx.deps.db.select().from(jobs).where(eq(jobs.name, LINNWORKS_SYNC_JOB));
    expect(queued).toHaveLength(0);
  });

  it('refuses bad ids in words, and a first save without the secret', async () => {
    const bad = await connect(a, accountA, { applicationId: 'not-an-id' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Application ID must be a Linnworks id/);
    const noSecret = await connect(a, accountA, { applicationSecret: '' });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.error).toBe('Application secret is required.');
  });

  it('refuses credentials Linnworks refuses, and saves nothing', async () => {
    const res = await connect(a, accountA, { applicationSecret: crypto.randomUUID() });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/Linnworks refused these credentials/);
    const rows = await ctx.deps.db.select().from(linnworksConnections);
    expect(rows).toHaveLength(0);
  });

  it('keeps the secret and token sealed: never in an answer, never readable in the database', async () => {
    const res = await connect(a, accountA);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ configured: true, applicationId: accountA.applicationId });
    expect(JSON.stringify(res.body)).not.toContain(accountA.applicationSecret);
    expect(JSON.stringify(res.body)).not.toContain(accountA.token);
    const [row] = await ctx.deps.db
      .select()
      .from(linnworksConnections)
      .where(storeScoped(linnworksConnections, a.store.id));
    expect(JSON.stringify(row)).not.toContain(accountA.applicationSecret);
    expect(JSON.stringify(row)).not.toContain(accountA.token);
    // A later save may leave both blank: the saved ones are used.
    const again = await connect(a, accountA, { applicationSecret: '', installationToken: '' });
    expect(again.status).toBe(200);
    // Only Settings may see or change it.
    const get = await a.api('GET', '/api/linnworks');
    expect(get.status).toBe(403);
  });
});

describe('Linnworks orders', () => {
  it('brings in processed orders: by item code, by SKU and size, unmatched lines listed; twice is still once', async () => {
    const byCode = await a.item({ consignerId: a.seller.consigner.id, price: 20000 });
    const sized = await a.item({ consignerId: a.seller.consigner.id, price: 15000, option1Value: '9.5' });
    accountA.orders.push(
      fakeOrder([{ SKU: byCode.code, Title: 'Pair by code', Quantity: 1, PricePerUnit: 200 }]),
      fakeOrder([
        {
          SKU: a.product.sku,
          Title: 'Pair by size',
          Quantity: 1,
          PricePerUnit: 150,
          DiscountValue: 10,
          AdditionalInfo: [{ Property: 'Size', PropertyValue: '9.5' }],
        },
        { SKU: 'NOT-OURS-1', Title: 'Something else', Quantity: 1, PricePerUnit: 30 },
      ]),
    );
    const first = await syncNow(a);
    expect(first.lastSync).toMatchObject({ status: 'ok', found: 2, created: 2, unmatched: 1, flagged: 0 });
    expect((await readItem(ctx, byCode.id)).status).toBe('Sold');
    const sizedNow = await readItem(ctx, sized.id);
    expect(sizedNow.status).toBe('Sold');
    expect(sizedNow.discount).toBe(1000);

    const list = await a.api<{
      orders: { id: number; channel: string; lineItems: { unmatched: string | null }[] }[];
    }>('GET', '/api/orders?source=linnworks');
    const mine = list.body.data.orders;
    expect(mine.map((o) => o.channel)).toEqual(['linnworks', 'linnworks']);
    const notes = mine.flatMap((o) => o.lineItems.map((l) => l.unmatched)).filter(Boolean);
    expect(notes).toEqual(['No item for sale matches SKU NOT-OURS-1.']);

    // The next sync overlaps the last one: the same orders again make no new order or line.
    await ctx.deps.db
      .update(linnworksConnections)
      .set({ lastRequestedAt: null })
      .where(storeScoped(linnworksConnections, a.store.id));
    await a.api('POST', '/api/orders/linnworkOrders', a.cashier.token, {});
    const second = await syncNow(a);
    expect(second.lastSync).toMatchObject({ status: 'ok', found: 2, created: 0 });
    expect(await linnworksOrders(a.store.id)).toHaveLength(2);
    const lines = await ctx.deps.db
      .select()
      .from(orderLineItems)
      .where(storeScoped(orderLineItems, a.store.id));
    expect(lines.filter((l) => l.title.startsWith('Pair') || l.title === 'Something else')).toHaveLength(3);
  });

  it('makes one order when two syncs deliver the same order at once (the ingestion is idempotent)', async () => {
    const item = await a.item({ consignerId: a.seller.consigner.id, price: 9000 });
    const raw = fakeOrder([{ SKU: item.code, Title: 'Raced pair', Quantity: 1, PricePerUnit: 90 }]);
    const incoming = toIncomingOrder(
      {
        orderId: raw.pkOrderID,
        numOrderId: raw.nOrderId,
        reference: null,
        source: null,
        receivedDate: raw.processedOn,
        processedDate: raw.processedOn,
        cancelled: false,
        currency: 'USD',
        customer: { name: null, email: null, phone: null },
        lines: raw.items.map((i) => ({
          rowId: i.RowId,
          sku: i.SKU,
          itemNumber: '',
          title: i.Title,
          quantity: 1,
          pricePerUnit: i.PricePerUnit,
          discountValue: 0,
          options: [],
        })),
      },
      'USD',
    );
    const results = await Promise.all([1, 2, 3].map(() => ingestOrder(ctx.deps.db, a.store, incoming)));
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const lines = await ctx.deps.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, results[0]!.orderId));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.conflict).toBeNull();
    const sold = await readItem(ctx, item.id);
    expect(sold.status).toBe('Sold');
    expect(sold.orderId).toBe(results[0]!.orderId);
  });

  it('flags an item already sold through the shop: sold and paid once', async () => {
    const item = await a.item({ consignerId: a.seller.consigner.id, price: 12000 });
    const shopSale = await a.checkout([item.id]);
    expect(shopSale.status).toBe(201);
    const before = await readItem(ctx, item.id);
    accountA.orders.push(
      fakeOrder([{ SKU: item.code, Title: 'Sold twice', Quantity: 1, PricePerUnit: 120 }]),
    );
    const status = await syncNow(a);
    expect(status.lastSync).toMatchObject({ status: 'ok', created: 1, flagged: 1 });
    const after = await readItem(ctx, item.id);
    expect(after.status).toBe(before.status);
    expect(after.orderId).toBe(before.orderId);
    const [line] = await ctx.deps.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.title, 'Sold twice'));
    expect(line!.conflict).toMatch(/^Sold twice: this item was already sold in order/);
  });

  it('keeps stores apart: one store never sees, matches or syncs another store’s orders', async () => {
    const itemA = await a.item({ consignerId: a.seller.consigner.id });
    // Store B's Linnworks sells a pair carrying store A's item code: it must not touch A's item.
    accountB.orders.push(
      fakeOrder([{ SKU: itemA.code, Title: 'Foreign code', Quantity: 1, PricePerUnit: 100 }]),
    );
    expect((await connect(b, accountB)).status).toBe(200);
    const status = await syncNow(b);
    expect(status.lastSync).toMatchObject({ status: 'ok', found: 1, created: 1, unmatched: 1 });
    expect((await readItem(ctx, itemA.id)).status).toBe('Active');
    expect(await linnworksOrders(b.store.id)).toHaveLength(1);
    // Store A's orders stay A's: B's staff cannot read them and A's sync did not bring B's.
    const [orderA] = await linnworksOrders(a.store.id);
    expect((await b.api('GET', `/api/orders/${orderA!.id}`)).status).toBe(404);
    expect((await linnworksOrders(a.store.id)).every((o) => !o.name.includes('Foreign'))).toBe(true);
    const own = await b.api<{ applicationId: string }>('GET', '/api/linnworks', b.ownerToken);
    expect(own.body.data.applicationId).toBe(accountB.applicationId);
    // B's session never asked for A's data: every call B made carried B's session.
    const bCalls = fake.calls.filter((c) => c.form.request?.includes(accountB.applicationId));
    expect(bCalls.length).toBeGreaterThan(0);
  });

  it('records a failed sync, keeps the cursor and keeps the schedule going', async () => {
    const [before] = await ctx.deps.db
      .select()
      .from(linnworksConnections)
      .where(storeScoped(linnworksConnections, a.store.id));
    await ctx.deps.db
      .update(linnworksConnections)
      .set({ lastRequestedAt: null })
      .where(storeScoped(linnworksConnections, a.store.id));
    fake.failWith = 503;
    try {
      await a.api('POST', '/api/orders/linnworkOrders', a.cashier.token, {});
      const status = await syncNow(a);
      expect(status.lastSync).toMatchObject({ status: 'failed' });
      expect(status.lastSync!.error).toMatch(/503/);
    } finally {
      fake.failWith = null;
    }
    const [after] = await ctx.deps.db
      .select()
      .from(linnworksConnections)
      .where(storeScoped(linnworksConnections, a.store.id));
    expect(after!.syncedThrough).toEqual(before!.syncedThrough);
    const next = await ctx.deps.db
      .select()
      .from(jobs)
      .where(storeScoped(jobs, a.store.id, eq(jobs.name, LINNWORKS_SYNC_JOB), eq(jobs.status, 'queued')));
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it('page loads within a minute queue no new sync; Sync now (force) does, and never two at once', async () => {
    await syncNow(a);
    const dueNow = () =>
      ctx.deps.db
        .select()
        .from(jobs)
        .where(
          storeScoped(
            jobs,
            a.store.id,
            eq(jobs.name, LINNWORKS_SYNC_JOB),
            eq(jobs.status, 'queued'),
            lte(jobs.runAt, new Date()),
          ),
        );
    await ctx.deps.db
      .update(linnworksConnections)
      .set({ lastRequestedAt: new Date() })
      .where(storeScoped(linnworksConnections, a.store.id));
    const load = await a.api<SyncStatus>('POST', '/api/orders/linnworkOrders', a.cashier.token, {});
    expect(load.body.data).toMatchObject({ configured: true, syncing: false });
    expect(await dueNow()).toHaveLength(0);
    const forced = await Promise.all(
      [1, 2, 3].map(() =>
        a.api<SyncStatus>('POST', '/api/orders/linnworkOrders', a.cashier.token, { force: true }),
      ),
    );
    expect(forced.every((r) => r.body.data.syncing)).toBe(true);
    expect(new Set(forced.map((r) => r.body.data.jobId)).size).toBe(1);
    expect(await dueNow()).toHaveLength(1);
    await ctx.worker.drain();
  });

  it('disconnects: no more syncs, the orders stay', async () => {
    const res = await call(ctx, {
      method: 'DELETE',
      url: '/api/linnworks',
      handle: b.handle,
      token: b.ownerToken,
    });
    expect(res.status).toBe(200);
    const status = await b.api<SyncStatus>('POST', '/api/orders/linnworkOrders', b.cashier.token, {});
    expect(status.body.data.configured).toBe(false);
    const queued = await ctx.deps.db
      .select()
      .from(jobs)
      .where(storeScoped(jobs, b.store.id, eq(jobs.name, LINNWORKS_SYNC_JOB), eq(jobs.status, 'queued')));
    expect(queued).toHaveLength(0);
    expect(await linnworksOrders(b.store.id)).toHaveLength(1);
  });
});
