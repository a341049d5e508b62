import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailbox, makeEmployee } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { readItem } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { storeScoped } from '../../core/store-scope';
import { orders } from '../../db/schema';
import { registerSales } from '../../db/schema-register';
import { webhookEvents } from '../../db/schema-webhooks';
import { secretBoxFor } from '../../security/secret-box';
import { createEndpoint } from '../webhooks';

const run = promisify(execFile);

async function pdfText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'backroom-receipt-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    return (await run('pdftotext', ['-layout', path.join(dir, 'in.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let ctx: TestContext;
let s: SalesShop;
let cashier: { token: string; employee: { id: number } };

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeSalesShop(ctx);
  cashier = await makeEmployee(ctx, s.store, { accessControls: ['Register'] });
});
afterAll(() => ctx.close());

const asCashier = <T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => call<T>(ctx, { method, url, handle: s.handle, token: cashier.token, body });
const asOwner = <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, handle: s.handle, token: s.ownerToken, body });

interface Sale {
  id: number;
  orderId: number;
  orderName: string;
  replayed: boolean;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  change: number;
  lines: { inventoryId: number; price: number; discount: number }[];
  tenders: { kind: string; amount: number; reference: string | null }[];
}

const sell = (body: Record<string, unknown>, token = cashier.token) =>
  call<Sale>(ctx, { method: 'POST', url: '/api/register/sales', handle: s.handle, token, body });

describe('the Register access control', () => {
  it('lets only staff with Register (or the owner) sell; Inventory-only staff and consigners are refused', async () => {
    const item = await s.item({ price: 5000 });
    const body = { key: randomUUID(), lines: [{ id: item.id }], tenders: [{ kind: 'cash', amount: 50 }] };
    expect((await sell(body, s.clerk.token)).status).toBe(403);
    expect((await sell(body, s.seller.token)).status).toBe(403);
    expect((await call(ctx, { url: `/api/register/scan?code=${item.code}`, handle: s.handle })).status).toBe(
      401,
    );
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    expect((await sell(body, s.ownerToken)).status).toBe(201);
  });
});

describe('scanning items into a sale', () => {
  it('finds an Active item by its code and searches by title', async () => {
    const item = await s.item({ price: 18000, option1Value: '10' });
    const scan = await asCashier<{ id: number; price: number; title: string }>(
      'GET',
      `/api/register/scan?code=${encodeURIComponent(item.code)}`,
    );
    expect(scan.status).toBe(200);
    expect(scan.body.data).toMatchObject({ id: item.id, price: 180 });
    const found = await asCashier<{ items: { id: number }[] }>(
      'GET',
      `/api/register/items?search=${encodeURIComponent(scan.body.data.title)}`,
    );
    expect(found.body.data.items.map((i) => i.id)).toContain(item.id);
  });

  it('refuses, in words, items that cannot be sold: sold, withdrawn, held, removed, unknown, another store’s', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ status: 'Sold' }, 422, /is already sold/],
      [{ status: 'Withdrawn' }, 422, /was withdrawn and cannot be sold/],
      [{ status: 'PendingSale' }, 422, /is held for an order/],
      [{ status: 'Pending' }, 422, /Drop off pending: only Active items can be sold/],
      [{ deletedAt: new Date() }, 422, /was removed/],
    ];
    for (const [overrides, status, message] of cases) {
      const item = await s.item(overrides);
      const res = await asCashier('GET', `/api/register/scan?code=${encodeURIComponent(item.code)}`);
      expect([res.status, res.body.error]).toEqual([status, expect.stringMatching(message)]);
    }
    const unknown = await asCashier('GET', `/api/register/scan?code=${s.handle}_000001`);
    expect([unknown.status, unknown.body.error]).toEqual([
      404,
      `No item with code ${s.handle}_000001 in this store.`,
    ]);
    const other = await makeSalesShop(ctx);
    const theirs = await other.item();
    const foreign = await asCashier('GET', `/api/register/scan?code=${encodeURIComponent(theirs.code)}`);
    expect([foreign.status, foreign.body.error]).toEqual([
      404,
      `${theirs.code} belongs to another store and cannot be sold here.`,
    ]);
    // Selling another store's item by id is refused too, and it stays Active.
    const res = await sell({
      key: randomUUID(),
      lines: [{ id: theirs.id }],
      tenders: [{ kind: 'cash', amount: 500 }],
    });
    expect(res.status).toBe(404);
    expect((await readItem(ctx, theirs.id)).status).toBe('Active');
  });
});

describe('a counter sale', () => {
  it('goes through the order path: order, items Sold at the discounted price, Ready to Pay, webhook, the dashboard at once', async () => {
    await createEndpoint(ctx.deps.db, {
      box: secretBoxFor(ctx.deps.env),
      storeId: s.store.id,
      input: {
        url: `https://hooks-${s.handle}.example.test/in`,
        description: '',
        events: ['order.created', 'item.sold'],
      },
    });
    expect(
      (await asOwner('PUT', '/api/register/settings', { taxRate: 8.25, defaultDiscountLimit: 10 })).status,
    ).toBe(200);
    const a = await s.item({ price: 18000 });
    const b = await s.item({ price: 12000, consignerId: s.other.consigner.id });
    const dashboard = async () =>
      (
        await asOwner<{ revenue: { total: number }; inventoryUnits: { sold: { total: number } } }>(
          'GET',
          '/api/inventories/getdasboardInventory',
        )
      ).body.data;
    const before = await dashboard();
    const key = randomUUID();
    const res = await sell({
      key,
      lines: [{ id: a.id, discount: 10 }, { id: b.id }],
      saleDiscount: 19,
      tenders: [
        { kind: 'card', amount: 200 },
        { kind: 'cash', amount: 100 },
      ],
    });
    expect(res.status).toBe(201);
    // 300 − 10 − 19 = 271; tax 8.25 % = 22.36; total 293.36; cash 100 + card 200 → change 6.64.
    expect(res.body.data).toMatchObject({
      subtotal: 300,
      discount: 29,
      tax: 22.36,
      total: 293.36,
      change: 6.64,
    });
    expect(res.body.data.tenders).toEqual([
      {
        kind: 'card',
        amount: 200,
        reference: expect.stringMatching(/^sandbox:/),
        consignerId: null,
        refunded: 0,
      },
      { kind: 'cash', amount: 100, reference: null, consignerId: null, refunded: 0 },
    ]);
    const [order] = await ctx.deps.db
      .select()
      .from(orders)
      .where(storeScoped(orders, s.store.id, eq(orders.id, res.body.data.orderId)));
    expect(order).toMatchObject({ channel: 'register', externalId: key, status: 'paid', total: 27100 });
    const soldA = await readItem(ctx, a.id);
    const soldB = await readItem(ctx, b.id);
    expect(soldA).toMatchObject({ status: 'Sold', orderId: order!.id, discount: 1000 + 1114 });
    expect(soldB).toMatchObject({ status: 'Sold', orderId: order!.id, discount: 786 });
    // The sale discount is spread by what is left after line discounts: 19 × 170/290 and 19 × 120/290.
    expect(soldA.soldPrice).toBe(18000 - 2114);
    // The dashboard counts the sale at once (no job in between): two more sold, 271.00 more revenue.
    const after = await dashboard();
    expect(after.inventoryUnits.sold.total - before.inventoryUnits.sold.total).toBe(2);
    expect(after.revenue.total - before.revenue.total).toBeCloseTo(271, 2);
    // The consigners' payout lines are ready to pay; the order shows in the Orders list like any other.
    const ready = await s.api<{ consigners: { inventories: { id: number }[] }[] }>(
      'GET',
      '/api/payouts/readyToPay',
    );
    const readyIds = ready.body.data.consigners.flatMap((g) => g.inventories.map((i) => i.id));
    expect(readyIds).toEqual(expect.arrayContaining([a.id, b.id]));
    const list = await s.api<{ orders: { id: number; channel: string }[] }>(
      'GET',
      '/api/orders?source=register',
    );
    expect(list.status).toBe(200);
    expect(list.body.data.orders.map((o) => o.id)).toContain(order!.id);
    const events = await ctx.deps.db
      .select()
      .from(webhookEvents)
      .where(storeScoped(webhookEvents, s.store.id));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['order.created', 'item.sold']));
  });

  it('is recorded once: the same key again answers the first sale, even two at once', async () => {
    const item = await s.item({ price: 4000 });
    const body = { key: randomUUID(), lines: [{ id: item.id }], tenders: [{ kind: 'card', amount: 43.3 }] };
    const [first, second] = await Promise.all([sell(body), sell(body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.data.id).toBe(second.body.data.id);
    const third = await sell(body);
    expect([third.status, third.body.data.replayed, third.body.data.id]).toEqual([
      200,
      true,
      first.body.data.id,
    ]);
    const made = await ctx.deps.db
      .select()
      .from(orders)
      .where(storeScoped(orders, s.store.id, eq(orders.externalId, body.key)));
    expect(made).toHaveLength(1);
    // The same key with other items is a different sale: refused, nothing sold.
    const other = await s.item({ price: 1000 });
    const changed = await sell({ ...body, lines: [{ id: other.id }] });
    expect(changed.status).toBe(409);
    expect((await readItem(ctx, other.id)).status).toBe('Active');
  });

  it('refuses discounts over the employee’s limit, short payments and declined cards, selling nothing', async () => {
    const item = await s.item({ price: 10000 });
    const base = { lines: [{ id: item.id }], tenders: [{ kind: 'cash', amount: 200 }] };
    const over = await sell({ ...base, key: randomUUID(), saleDiscount: 11 });
    expect([over.status, over.body.error]).toEqual([
      422,
      'Your discount limit is 10% of the price. Ask a manager for a larger one.',
    ]);
    // Employees (the owner) raise this cashier's own limit; then the same discount goes through.
    const limit = await asOwner('PUT', `/api/register/discountLimits/${cashier.employee.id}`, { limit: 20 });
    expect(limit.body.data).toEqual({ employeeId: cashier.employee.id, limit: 20 });
    const settings = await asCashier<{ myDiscountLimit: number }>('GET', '/api/register/settings');
    expect(settings.body.data.myDiscountLimit).toBe(20);
    const short = await sell({ ...base, key: randomUUID(), tenders: [{ kind: 'cash', amount: 50 }] });
    expect([short.status, short.body.error]).toEqual([422, 'The payment is $58.25 short of the total.']);
    // 100 × 1.0825 = 108.25; a card of 108.05 (ends in 05) is declined by the sandbox.
    const declined = await sell({
      ...base,
      key: randomUUID(),
      tenders: [
        { kind: 'card', amount: 108.05 },
        { kind: 'cash', amount: 1 },
      ],
    });
    expect([declined.status, declined.body.error]).toEqual([
      422,
      'The card was declined. Ask for another card or another way to pay.',
    ]);
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    const ok = await sell({ ...base, key: randomUUID(), saleDiscount: 11 });
    expect(ok.status).toBe(201);
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
    // Sold now: a second sale of it is refused in words.
    const again = await sell({ ...base, key: randomUUID() });
    expect([again.status, again.body.error]).toEqual([422, `${item.code} is already sold.`]);
  });

  it('refuses bad input with the field named', async () => {
    const res = await sell({ key: 'not-a-uuid', lines: [], tenders: [] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/key|item|payment/i);
  });
});

describe('receipts', () => {
  it('prints an 80 mm PDF with the lines, tax, tenders and return policy, and e-mails it through the outbox', async () => {
    await asOwner('PUT', '/api/register/settings', {
      taxRate: 8.25,
      defaultDiscountLimit: 10,
      returnDays: 14,
      returnPolicy: 'Returns within 14 days, tags attached.',
    });
    const item = await s.item({ price: 2500 });
    const sale = await sell({
      key: randomUUID(),
      lines: [{ id: item.id }],
      tenders: [{ kind: 'cash', amount: 30 }],
      email: 'walkin@example.test',
    });
    expect(sale.status).toBe(201);
    const pdf = await ctx.app.inject({
      url: `/api/register/sales/${sale.body.data.id}/receipt`,
      headers: { 'x-store-handle': s.handle, authorization: `Bearer ${cashier.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(pdf.rawPayload);
    const [page] = (await PDFDocument.load(bytes)).getPages();
    expect(Math.round((page!.getWidth() * 25.4) / 72)).toBe(80);
    const text = await pdfText(bytes);
    for (const words of [
      s.store.name,
      sale.body.data.orderName,
      'Tax',
      '$2.06',
      'Total',
      '$27.06',
      'Change',
      '$2.94',
    ])
      expect(text).toContain(words);
    expect(text).toContain('Returns within 14 days, tags attached.');
    const [mail] = await mailbox(ctx, 'walkin@example.test');
    expect(mail!.subject).toContain(sale.body.data.orderName);
    // Reprint by e-mail to another address.
    const again = await asCashier('POST', `/api/register/sales/${sale.body.data.id}/email`, {
      email: 'me@example.test',
    });
    expect(again.status).toBe(200);
    expect(await mailbox(ctx, 'me@example.test')).toHaveLength(1);
    // Another store's staff cannot read it.
    const other = await makeSalesShop(ctx);
    const foreign = await call(ctx, {
      url: `/api/register/sales/${sale.body.data.id}`,
      handle: other.handle,
      token: other.ownerToken,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('returns', () => {
  const settings = () =>
    asOwner('PUT', '/api/register/settings', { taxRate: 10, defaultDiscountLimit: 10, returnDays: 14 });
  const ret = (saleId: number, key = randomUUID()) =>
    asCashier<{
      replayed: boolean;
      refundTotal: number;
      cashRefund: number;
      cardRefund: number;
      items: number[];
    }>('POST', `/api/register/sales/${saleId}/return`, { key });

  it('returns a whole sale within the window: items back on sale, the order cancelled, money back to its tenders', async () => {
    await settings();
    const a = await s.item({ price: 6000 });
    const b = await s.item({ price: 4000 });
    const sale = await sell({
      key: randomUUID(),
      lines: [{ id: a.id }, { id: b.id }],
      tenders: [
        { kind: 'card', amount: 70 },
        { kind: 'cash', amount: 50 },
      ],
    });
    expect(sale.body.data).toMatchObject({ total: 110, change: 10 });
    const found = await asCashier<{ id: number }>(
      'GET',
      `/api/register/sales?receipt=${encodeURIComponent(sale.body.data.orderName)}`,
    );
    expect(found.body.data.id).toBe(sale.body.data.id);
    const key = randomUUID();
    const res = await ret(sale.body.data.id, key);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      refundTotal: 110,
      cardRefund: 70,
      cashRefund: 40,
      replayed: false,
    });
    expect(res.body.data.items.sort()).toEqual([a.id, b.id].sort());
    for (const id of [a.id, b.id])
      expect(await readItem(ctx, id)).toMatchObject({ status: 'Active', orderId: null, soldPrice: null });
    const [order] = await ctx.deps.db
      .select()
      .from(orders)
      .where(storeScoped(orders, s.store.id, eq(orders.id, sale.body.data.orderId)));
    expect(order!.status).toBe('cancelled');
    const again = await ret(sale.body.data.id, key);
    expect([again.status, again.body.data.replayed]).toEqual([200, true]);
    const other = await ret(sale.body.data.id);
    expect([other.status, other.body.error]).toEqual([409, 'This sale was already returned and refunded.']);
    const read = await asCashier<{ returnedAt: string | null }>(
      'GET',
      `/api/register/sales/${sale.body.data.id}`,
    );
    expect(read.body.data.returnedAt).not.toBeNull();
    // Back on sale: it can be sold again.
    const resold = await sell({
      key: randomUUID(),
      lines: [{ id: a.id }],
      tenders: [{ kind: 'cash', amount: 66 }],
    });
    expect(resold.status).toBe(201);
  });

  it('refuses a return outside the window, or of an item already being paid out, changing nothing', async () => {
    await settings();
    const item = await s.item({ price: 3000 });
    const old = await sell({
      key: randomUUID(),
      lines: [{ id: item.id }],
      tenders: [{ kind: 'cash', amount: 33 }],
    });
    await ctx.deps.db
      .update(registerSales)
      .set({ createdAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(storeScoped(registerSales, s.store.id, eq(registerSales.id, old.body.data.id)));
    const late = await ret(old.body.data.id);
    expect([late.status, late.body.error]).toEqual([
      422,
      'This sale is 20 days old: the store takes returns within 14 days.',
    ]);
    expect((await readItem(ctx, item.id)).status).toBe('Sold');

    const paid = await s.item({ price: 3000 });
    const sale = await sell({
      key: randomUUID(),
      lines: [{ id: paid.id }],
      tenders: [{ kind: 'cash', amount: 33 }],
    });
    const payout = await s.createPayout([paid.id]);
    expect(payout.status).toBe(201);
    const refused = await ret(sale.body.data.id);
    expect([refused.status, refused.body.error]).toEqual([
      422,
      `${paid.code} is in Payout #${payout.body.data.id}, which is being paid: return it once that payout is paid or has failed.`,
    ]);
    expect((await readItem(ctx, paid.id)).status).not.toBe('Active');
    const unknown = await asCashier('GET', '/api/register/sales?receipt=%23999999');
    expect([unknown.status, unknown.body.error]).toEqual([404, 'No register sale with receipt #999999.']);
  });
});
