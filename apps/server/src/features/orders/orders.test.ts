import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { logsOf, readItem } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { storeScoped } from '../../core/store-scope';
import { jobs, orderLineItems, orders, outboxEmails, payoutItems } from '../../db/schema';
import { type IncomingOrder, ingestOrder } from './ingest';

let ctx: TestContext;
let s: SalesShop;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeSalesShop(ctx);
});
afterAll(() => ctx.close());

const webhookOrder = (
  externalId: string,
  inventoryId: number,
  stage: IncomingOrder['stage'] = 'paid',
): IncomingOrder => ({
  channel: 'shopify',
  externalId,
  name: `#S${externalId}`,
  stage,
  customer: { first_name: 'Web', email: 'web@example.test' },
  lines: [{ externalId: `line-${externalId}`, inventoryId, title: 'Pair', price: 10000, discount: 1500 }],
});

describe('order ingestion', () => {
  it('the same order delivered ten times at once makes one order, one sale, one e-mail', async () => {
    const item = await s.item();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => ingestOrder(ctx.deps.db, s.store, webhookOrder('7001', item.id))),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    const rows = await ctx.deps.db
      .select()
      .from(orders)
      .where(storeScoped(orders, s.store.id, eq(orders.externalId, '7001')));
    expect(rows).toHaveLength(1);
    expect(
      await ctx.deps.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, rows[0]!.id)),
    ).toHaveLength(1);
    const sold = await readItem(ctx, item.id);
    expect(sold).toMatchObject({ status: 'Sold', discount: 1500, soldPrice: 8500, orderId: rows[0]!.id });
    // Payout on the sold price (100 − 15 discount) at the default 20 %.
    expect(sold.payoutAmount).toBe(6800);
    expect(await logsOf(ctx, item.id)).toHaveLength(1);
    const mails = await ctx.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, s.seller.email), eq(outboxEmails.subject, 'Your item has sold')));
    expect(mails.filter((m) => m.text.includes(item.code))).toHaveLength(1);
  });

  it('placed then paid: PendingSale, then Sold; a late "placed" does not move it back', async () => {
    const item = await s.item();
    await ingestOrder(ctx.deps.db, s.store, webhookOrder('7002', item.id, 'placed'));
    expect((await readItem(ctx, item.id)).status).toBe('PendingSale');
    await ingestOrder(ctx.deps.db, s.store, webhookOrder('7002', item.id, 'paid'));
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
    await ingestOrder(ctx.deps.db, s.store, webhookOrder('7002', item.id, 'placed'));
    const [order] = await ctx.deps.db.select().from(orders).where(eq(orders.externalId, '7002'));
    expect(order!.status).toBe('paid');
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
  });

  it('an item sold twice through two channels is flagged on the second order and paid once', async () => {
    const item = await s.item();
    const local = await s.checkout([item.id]);
    expect(local.status).toBe(201);
    const second = await ingestOrder(ctx.deps.db, s.store, webhookOrder('7003', item.id));
    expect(second.sold).toEqual([]);
    expect(second.flagged).toHaveLength(1);
    const [line] = await ctx.deps.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.id, second.flagged[0]!));
    expect(line!.conflict).toBe(
      `Sold twice: this item was already sold in order ${local.body.data.order.name}.`,
    );
    expect((await readItem(ctx, item.id)).orderId).toBe(local.body.data.order.id);

    const first = await s.createPayout([item.id]);
    expect(first.status).toBe(201);
    const again = await s.createPayout([item.id]);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, duplicate: true });
    expect(
      await ctx.deps.db.select().from(payoutItems).where(eq(payoutItems.inventoryId, item.id)),
    ).toHaveLength(1);

    const list = await s.api<{ orders: { id: number; flagged: boolean }[] }>(
      'GET',
      '/api/orders?flagged=true',
    );
    expect(list.body.data.orders.map((o) => o.id)).toContain(second.orderId);
    expect(list.body.data.orders.every((o) => o.flagged)).toBe(true);
  });

  it('a withdrawn item in an order is flagged, not sold', async () => {
    const item = await s.item({ status: 'Withdrawn' });
    const result = await ingestOrder(ctx.deps.db, s.store, webhookOrder('7004', item.id));
    expect(result.flagged).toHaveLength(1);
    expect((await readItem(ctx, item.id)).status).toBe('Withdrawn');
  });
});

describe('cancelled orders', () => {
  const lineOf = async (orderId: number, inventoryId: number) => {
    const detail = await s.api<{
      order: {
        status: string;
        flagged: boolean;
        lineItems: { inventoryId: number; conflict: string | null }[];
      };
    }>('GET', `/api/orders/${orderId}`);
    return {
      order: detail.body.data.order,
      line: detail.body.data.order.lineItems.find((l) => l.inventoryId === inventoryId)!,
    };
  };

  it('puts a PendingSale item back to Active with a log row; a replay changes nothing', async () => {
    const item = await s.item();
    const placed = await ingestOrder(ctx.deps.db, s.store, webhookOrder('7101', item.id, 'placed'));
    expect((await readItem(ctx, item.id)).status).toBe('PendingSale');
    await ingestOrder(ctx.deps.db, s.store, webhookOrder('7101', item.id, 'cancelled'));
    expect(await readItem(ctx, item.id)).toMatchObject({ status: 'Active', orderId: null });
    const logs = await logsOf(ctx, item.id);
    expect(logs.map((l) => l.action)).toEqual(['orderPlaced', 'cancelSale']);
    expect(logs[1]!.actorName).toBe('Order #S7101');
    await ingestOrder(ctx.deps.db, s.store, webhookOrder('7101', item.id, 'cancelled'));
    await ingestOrder(ctx.deps.db, s.store, webhookOrder('7101', item.id, 'paid'));
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    expect(await logsOf(ctx, item.id)).toHaveLength(2);
    const { order, line } = await lineOf(placed.orderId, item.id);
    expect([order.status, order.flagged, line.conflict]).toEqual(['cancelled', false, null]);
    // The local shop reads our tables: nothing to push, no resync queued.
    const resyncs = await ctx.deps.db
      .select()
      .from(jobs)
      .where(storeScoped(jobs, s.store.id, eq(jobs.name, 'products.resync')));
    expect(resyncs).toEqual([]);
  });

  it('puts a Sold item not yet in a payout back on sale at its listed payout', async () => {
    const item = await s.item({ price: 10000 });
    await ingestOrder(ctx.deps.db, s.store, webhookOrder('7102', item.id, 'paid'));
    expect(await readItem(ctx, item.id)).toMatchObject({
      status: 'Sold',
      soldPrice: 8500,
      payoutAmount: 6800,
    });
    await ingestOrder(ctx.deps.db, s.store, webhookOrder('7102', item.id, 'cancelled'));
    expect(await readItem(ctx, item.id)).toMatchObject({
      status: 'Active',
      orderId: null,
      soldOn: null,
      soldPrice: null,
      discount: 0,
      payoutAmount: 8000,
    });
    const ready = await s.api<{ consigners: { inventories: { id: number }[] }[] }>(
      'GET',
      '/api/payouts/readyToPay',
    );
    const readyIds = ready.body.data.consigners.flatMap((c) => c.inventories.map((i) => i.id));
    expect(readyIds).not.toContain(item.id);
  });

  it('leaves items in a live payout or paid out where they are and flags their lines', async () => {
    const owed = await s.item();
    const paid = await s.item();
    const order = await ingestOrder(ctx.deps.db, s.store, {
      ...webhookOrder('7103', owed.id, 'paid'),
      lines: [
        { externalId: 'a', inventoryId: owed.id, title: 'Pair A', price: 10000, discount: 0 },
        { externalId: 'b', inventoryId: paid.id, title: 'Pair B', price: 10000, discount: 0 },
      ],
    });
    expect(order.sold.sort()).toEqual([owed.id, paid.id].sort());
    expect((await s.createPayout([owed.id])).status).toBe(201);
    const second = await s.createPayout([paid.id]);
    expect(
      (await s.api('POST', `/api/payouts/paid/${second.body.data.id}`, s.cashier.token, {})).status,
    ).toBe(200);
    expect((await readItem(ctx, paid.id)).status).toBe('Paid');

    await ingestOrder(ctx.deps.db, s.store, { ...webhookOrder('7103', owed.id, 'cancelled'), lines: [] });
    expect((await readItem(ctx, owed.id)).status).toBe('Sold');
    expect((await readItem(ctx, paid.id)).status).toBe('Paid');
    const a = await lineOf(order.orderId, owed.id);
    expect(a.order).toMatchObject({ status: 'cancelled', flagged: true });
    expect(a.line.conflict).toBe('Order cancelled, but this item is already in a payout, so it stays sold.');
    const b = await lineOf(order.orderId, paid.id);
    expect(b.line.conflict).toBe('Order cancelled, but this item was already paid out, so it stays Paid.');
    const flagged = await s.api<{ orders: { id: number }[] }>('GET', '/api/orders?flagged=true');
    expect(flagged.body.data.orders.map((o) => o.id)).toContain(order.orderId);
  });

  it("does not touch an item another order holds (the cancelled order's line was a double sale)", async () => {
    const item = await s.item();
    const first = await s.checkout([item.id]);
    const second = await ingestOrder(ctx.deps.db, s.store, webhookOrder('7104', item.id, 'paid'));
    expect(second.flagged).toHaveLength(1);
    await ingestOrder(ctx.deps.db, s.store, webhookOrder('7104', item.id, 'cancelled'));
    expect(await readItem(ctx, item.id)).toMatchObject({
      status: 'Sold',
      orderId: first.body.data.order.id,
    });
  });
});

describe('orders screens', () => {
  it('find orders: search, consigner filter, dates, paging; detail with lines; export CSV', async () => {
    const mine = await s.item({ consignerId: s.other.consigner.id });
    const sale = await s.checkout([mine.id], { name: 'Findable Person' });
    const orderId = sale.body.data.order.id;

    const bySearch = await s.api<{ orders: { id: number }[]; total: number }>(
      'GET',
      '/api/orders?search=findable',
    );
    expect(bySearch.body.data.orders.map((o) => o.id)).toEqual([orderId]);
    const byConsigner = await s.api<{ orders: { id: number }[] }>(
      'GET',
      `/api/orders?consigner=${s.other.consigner.id}`,
    );
    expect(byConsigner.body.data.orders.map((o) => o.id)).toContain(orderId);
    const bySeller = await s.api<{ orders: { id: number }[] }>(
      'GET',
      `/api/orders?consigner=${s.seller.consigner.id}`,
    );
    expect(bySeller.body.data.orders.map((o) => o.id)).not.toContain(orderId);
    const future = await s.api<{ orders: unknown[] }>('GET', '/api/orders?dateRangeStart=2999-01-01');
    expect(future.body.data.orders).toEqual([]);
    const paged = await s.api<{ orders: unknown[]; total: number; pageSize: number }>(
      'GET',
      '/api/orders?pageSize=1&page=2',
    );
    expect(paged.body.data.orders).toHaveLength(1);
    expect(paged.body.data.total).toBeGreaterThan(1);

    const detail = await s.api<{
      order: {
        name: string;
        adminUrl: string | null;
        lineItems: { inventoryId: number; code: string; consigner: { id: number } }[];
      };
    }>('GET', `/api/orders/${orderId}`);
    expect(detail.body.data.order).toMatchObject({ name: sale.body.data.order.name, adminUrl: null });
    expect(detail.body.data.order.lineItems).toEqual([
      expect.objectContaining({
        inventoryId: mine.id,
        code: mine.code,
        consigner: expect.objectContaining({ id: s.other.consigner.id }),
      }),
    ]);

    const csv = await s.api<{ result: string }>('POST', '/api/orders/export', s.cashier.token, {
      orders: [orderId],
    });
    const lines = csv.body.data.result.trim().split('\r\n');
    expect(lines[0]).toMatch(/^order,order date,status,customer/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(mine.code);
  });

  it('resync line items and resync all orders are harmless re-runs', async () => {
    const item = await s.item();
    const sale = await s.checkout([item.id]);
    const res = await s.api<{ order: { id: number } }>(
      'GET',
      `/api/orders/resync/${sale.body.data.order.id}`,
    );
    expect(res.status).toBe(200);
    const all = await s.api<{ jobId: number; message: string }>(
      'POST',
      '/api/orders/resyncAll',
      s.cashier.token,
      {},
    );
    expect(all.body.data.message).toBe('Resyncing all orders in background');
    await ctx.worker.drain();
    const job = await s.api<{ status: string }>('GET', `/api/jobs/${all.body.data.jobId}`);
    expect(job.body.data.status).toBe('done');
    expect(await logsOf(ctx, item.id)).toHaveLength(1);
  });

  it('needs the Orders control; bad ids and filters are 400; unknown or foreign orders 404', async () => {
    expect((await s.api('GET', '/api/orders', s.clerk.token)).status).toBe(403);
    expect((await s.api('GET', '/api/orders', s.seller.token)).status).toBe(403);
    expect((await s.api('GET', '/api/orders', null)).status).toBe(401);
    expect((await s.api('GET', '/api/orders/abc')).status).toBe(400);
    const bad = await s.api('GET', '/api/orders?dateRangeStart=yesterday');
    expect([bad.status, bad.body.error]).toEqual([400, 'Date range start must be a date (YYYY-MM-DD).']);
    expect((await s.api('GET', '/api/orders?status=lost')).status).toBe(400);
    expect((await s.api('POST', '/api/orders/export', s.cashier.token, { orders: ['x'] })).status).toBe(400);
    expect((await s.api('GET', '/api/orders/999999')).status).toBe(404);
    const other = await makeSalesShop(ctx);
    const foreign = await other.item();
    const sale = await other.checkout([foreign.id]);
    expect((await s.api('GET', `/api/orders/${sale.body.data.order.id}`)).status).toBe(404);
  });
});
