import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailbox, makeConsigner, makeEmployee } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { readItem } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';

let ctx: TestContext;
let s: SalesShop;
let cashier: { token: string; employee: { id: number } };

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeSalesShop(ctx);
  cashier = await makeEmployee(ctx, s.store, { accessControls: ['Register'] });
});
afterAll(() => ctx.close());

type Data = Record<string, unknown> & { id: number };
const as =
  (token: () => string) =>
  <T = Data>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call<T>(ctx, { method, url, handle: s.handle, token: token(), body });
const asCashier = as(() => cashier.token);
const asOwner = as(() => s.ownerToken);
const settings = (extra: Record<string, unknown> = {}) =>
  asOwner('PUT', '/api/register/settings', {
    taxRate: 0,
    defaultDiscountLimit: 10,
    returnDays: 14,
    ...extra,
  });

/** A consigner with `credit` (major units) of store credit, through a payout taken as credit with a 10 % bonus. */
async function consignerWithCredit() {
  const person = await makeConsigner(ctx, s.store);
  const sold = await s.soldItem(person.consigner.id, 10000);
  const res = await call<{
    name: string;
    amount: number;
    bonus: number;
    balance: number;
    payoutId: number;
    replayed: boolean;
  }>(ctx, {
    method: 'POST',
    url: '/api/register/credit/payouts',
    handle: s.handle,
    token: s.cashier.token,
    body: { consignerId: person.consigner.id, key: randomUUID() },
  });
  return { person, sold, res };
}

describe('store credit', () => {
  it('pays a consigner as store credit with the bonus, once per key, and it appears on their statement', async () => {
    await settings({ creditBonusPercent: 10 });
    const { person, sold, res } = await consignerWithCredit();
    expect(res.status).toBe(201);
    const payout = sold.payoutAmount / 100;
    expect(res.body.data).toMatchObject({ amount: payout, replayed: false });
    expect(Math.round(res.body.data.bonus * 100)).toBe(Math.round(sold.payoutAmount * 0.1));
    expect(res.body.data.balance).toBeCloseTo(payout + res.body.data.bonus, 2);
    expect((await readItem(ctx, sold.id)).status).toBe('Paid');
    // The consigner is told, like for any payout, with the bonus and the credit they now hold.
    const mails = (await mailbox(ctx, person.email)).filter(
      (m) => m.subject === 'Your payout is in your store credit',
    );
    expect(mails).toHaveLength(1);
    const money = (major: number) => `$${major.toFixed(2)}`;
    expect(mails[0]!.text).toContain(
      `paid you ${money(payout)} for 1 item (${res.body.data.name}) as store credit, plus a 10% bonus of ${money(res.body.data.bonus)}. Your store credit is now ${money(res.body.data.balance)}`,
    );
    const credit = await asCashier<{ balance: number; entries: { kind: string; balance: number }[] }>(
      'GET',
      `/api/register/credit/${person.consigner.id}`,
    );
    expect(credit.body.data.entries.map((e) => e.kind)).toEqual(['bonus', 'payout']);
    expect(credit.body.data.balance).toBe(res.body.data.balance);
    const statements = await call<{ statements: { storeCredit: { bonus: number; total: number } | null }[] }>(
      ctx,
      { url: `/api/payouts/consigner/${person.consigner.id}`, handle: s.handle, token: person.token },
    );
    expect(statements.status).toBe(200);
    expect(statements.body.data.statements[0]!.storeCredit).toEqual({
      bonus: Math.round(sold.payoutAmount * 0.1),
      total: sold.payoutAmount + Math.round(sold.payoutAmount * 0.1),
    });
    const none = await call(ctx, {
      method: 'POST',
      url: '/api/register/credit/payouts',
      handle: s.handle,
      token: s.cashier.token,
      body: { consignerId: person.consigner.id, key: randomUUID() },
    });
    expect(none.status).toBe(422);
  });

  it('spends credit at the register alone or split with cash, refuses more than the balance, and refunds it to credit', async () => {
    await settings({ creditBonusPercent: 0 });
    const { person, res } = await consignerWithCredit();
    const balance = res.body.data.balance;
    const item = await s.item({ price: 50000 });
    const tooMuch = await asCashier('POST', '/api/register/sales', {
      key: randomUUID(),
      lines: [{ id: item.id }],
      tenders: [
        { kind: 'credit', amount: 400, consignerId: person.consigner.id },
        { kind: 'cash', amount: 100 },
      ],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatch(/ has \$[\d.]+ of store credit: not enough for this payment\.$/);
    const small = await s.item({ price: 1000 });
    const alone = await asCashier('POST', '/api/register/sales', {
      key: randomUUID(),
      lines: [{ id: small.id }],
      tenders: [{ kind: 'credit', amount: 10, consignerId: person.consigner.id }],
    });
    expect(alone.status).toBe(201);
    const noWho = await asCashier('POST', '/api/register/sales', {
      key: randomUUID(),
      lines: [{ id: item.id }],
      tenders: [{ kind: 'credit', amount: 10 }],
    });
    expect([noWho.status, noWho.body.error]).toEqual([400, expect.stringContaining('store credit')]);
    const other = await s.item({ price: 5000 });
    const split = await asCashier<{ id: number; tenders: { kind: string; amount: number }[] }>(
      'POST',
      '/api/register/sales',
      {
        key: randomUUID(),
        lines: [{ id: other.id }],
        tenders: [
          { kind: 'credit', amount: 20, consignerId: person.consigner.id },
          { kind: 'cash', amount: 30 },
        ],
      },
    );
    expect(split.status).toBe(201);
    expect(split.body.data.tenders.map((t) => t.kind)).toEqual(['credit', 'cash']);
    const after = await asCashier<{ balance: number }>('GET', `/api/register/credit/${person.consigner.id}`);
    expect(after.body.data.balance).toBeCloseTo(balance - 30, 2);
    const back = await asCashier<{ creditRefund: number; cashRefund: number }>(
      'POST',
      `/api/register/sales/${split.body.data.id}/return`,
      { key: randomUUID() },
    );
    expect(back.status).toBe(201);
    expect(back.body.data).toMatchObject({ creditRefund: 20, cashRefund: 30 });
    const restored = await asCashier<{ balance: number; entries: { kind: string }[] }>(
      'GET',
      `/api/register/credit/${person.consigner.id}`,
    );
    expect(restored.body.data.balance).toBeCloseTo(balance - 10, 2);
    expect(restored.body.data.entries[0]!.kind).toBe('refund');
  });

  it("keeps another store's consigner out", async () => {
    const other = await makeSalesShop(ctx);
    const foreign = await makeConsigner(ctx, other.store);
    expect((await asCashier('GET', `/api/register/credit/${foreign.consigner.id}`)).status).toBe(404);
  });
});

describe('partial returns', () => {
  it('returns chosen lines with their tax share; a paid-out line becomes a balance owed on the statement', async () => {
    await settings({ taxRate: 10 });
    const person = await makeConsigner(ctx, s.store);
    const a = await s.item({ price: 6000, consignerId: person.consigner.id });
    const b = await s.item({ price: 4000, consignerId: person.consigner.id });
    const sale = await asCashier<{ id: number; total: number }>('POST', '/api/register/sales', {
      key: randomUUID(),
      lines: [{ id: a.id }, { id: b.id }],
      tenders: [
        { kind: 'card', amount: 60 },
        { kind: 'cash', amount: 60 },
      ],
    });
    expect(sale.body.data.total).toBe(110);
    // b is paid out to its consigner before it comes back.
    const payout = await s.createPayout([b.id]);
    expect(
      (await s.api('POST', `/api/payouts/paid/${payout.body.data.id}`, s.cashier.token, {})).status,
    ).toBe(200);
    const paidAmount = (await readItem(ctx, b.id)).payoutAmount;
    const first = await asCashier<{
      refundTotal: number;
      cardRefund: number;
      cashRefund: number;
      lines: unknown[];
    }>('POST', `/api/register/sales/${sale.body.data.id}/return`, {
      key: randomUUID(),
      lines: [a.id],
      status: 'Withdrawn',
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ refundTotal: 66, cardRefund: 60, cashRefund: 6 });
    expect(first.body.data.lines).toEqual([
      { inventoryId: a.id, refund: 66, status: 'Withdrawn', consignerOutcome: 'reversed', owed: 0 },
    ]);
    expect((await readItem(ctx, a.id)).status).toBe('Withdrawn');
    // The sale's answer says what each tender got back, so the return screen previews the next refund exactly.
    const between = await asCashier<{ tenders: { kind: string; refunded: number }[] }>(
      'GET',
      `/api/register/sales/${sale.body.data.id}`,
    );
    expect(between.body.data.tenders.map((t) => [t.kind, t.refunded])).toEqual([
      ['card', 60],
      ['cash', 6],
    ]);
    const twice = await asCashier('POST', `/api/register/sales/${sale.body.data.id}/return`, {
      key: randomUUID(),
      lines: [a.id],
    });
    expect(twice.status).toBe(409);
    const second = await asCashier<{
      refundTotal: number;
      cashRefund: number;
      lines: { consignerOutcome: string }[];
    }>('POST', `/api/register/sales/${sale.body.data.id}/return`, { key: randomUUID(), lines: [b.id] });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ refundTotal: 44, cashRefund: 44 });
    expect(second.body.data.lines[0]!.consignerOutcome).toBe('owed');
    expect((await readItem(ctx, b.id)).status).toBe('Active');
    const [owes] = (
      await ctx.deps.db.execute(
        `select balance_owed from consigners where store_id = ${s.store.id} and id = ${person.consigner.id}`,
      )
    ).rows as { balance_owed: number }[];
    expect(Number(owes!.balance_owed)).toBe(paidAmount);
    const read = await asCashier<{ returnedAt: string | null; returnedItems: number[] }>(
      'GET',
      `/api/register/sales/${sale.body.data.id}`,
    );
    expect(read.body.data.returnedItems.sort()).toEqual([a.id, b.id].sort());
    expect(read.body.data.returnedAt).not.toBeNull();
    // Sold again, the owed balance is recovered on the next payout and named on its statement.
    const again = await asCashier('POST', '/api/register/sales', {
      key: randomUUID(),
      lines: [{ id: b.id }],
      tenders: [{ kind: 'cash', amount: 44 }],
    });
    expect(again.status).toBe(201);
    const next = await s.createPayout([b.id]);
    expect(next.status).toBe(201);
    const st = await call<{ statements: { payoutId: number; deductions: { label: string }[] }[] }>(ctx, {
      url: `/api/payouts/consigner/${person.consigner.id}`,
      handle: s.handle,
      token: person.token,
    });
    const mine = st.body.data.statements.find((x) => x.payoutId === next.body.data.id)!;
    expect(mine.deductions.map((d) => d.label)).toContain(`Sale returned after it was paid out (${b.code})`);
  });
});

describe('shifts', () => {
  it('opens with a float, moves cash, closes counted: the report balances, as PDF and CSV', async () => {
    await settings({ taxRate: 0 });
    const open = await asCashier<{ id: number }>('POST', '/api/register/shifts', { float: 100 });
    expect(open.status).toBe(201);
    const twice = await asCashier('POST', '/api/register/shifts', { float: 50 });
    expect([twice.status, twice.body.error]).toEqual([
      409,
      'A shift is already open on this register. Close it before opening another.',
    ]);
    const id = open.body.data.id;
    const item = await s.item({ price: 2500 });
    await asCashier('POST', '/api/register/sales', {
      key: randomUUID(),
      lines: [{ id: item.id }],
      tenders: [{ kind: 'cash', amount: 30 }],
    });
    expect(
      (
        await asCashier('POST', `/api/register/shifts/${id}/cash`, {
          kind: 'in',
          amount: 20,
          reason: 'Change',
        })
      ).status,
    ).toBe(200);
    await asCashier('POST', `/api/register/shifts/${id}/cash`, { kind: 'out', amount: 10, reason: 'Stamps' });
    const noReason = await asCashier('POST', `/api/register/shifts/${id}/cash`, {
      kind: 'out',
      amount: 1,
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const closed = await asCashier<{
      expected: number;
      overShort: number;
      report: { label: string; amount: number | null }[];
    }>('POST', `/api/register/shifts/${id}/close`, { counted: 135 });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ expected: 135, overShort: 0 });
    expect(closed.body.data.report.find((r) => r.label === 'Cash')!.amount).toBe(25);
    expect(closed.body.data.report.find((r) => r.label.startsWith('Over or short'))!.label).toBe(
      'Over or short (Balanced)',
    );
    const again = await asCashier('POST', `/api/register/shifts/${id}/close`, { counted: 1 });
    expect(again.status).toBe(409);
    const csv = await ctx.app.inject({
      url: `/api/register/shifts/${id}/report.csv`,
      headers: { 'x-store-handle': s.handle, authorization: `Bearer ${cashier.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Drawer,Expected in drawer,,135.00');
    const pdf = await ctx.app.inject({
      url: `/api/register/shifts/${id}/report.pdf`,
      headers: { 'x-store-handle': s.handle, authorization: `Bearer ${cashier.token}` },
    });
    expect([pdf.statusCode, pdf.body.slice(0, 5)]).toEqual([200, '%PDF-']);
    expect(
      (await asCashier<{ shift: unknown }>('GET', '/api/register/shifts/current')).body.data.shift,
    ).toBeNull();
    const other = await makeSalesShop(ctx);
    const foreign = await call(ctx, {
      url: `/api/register/shifts/${id}`,
      handle: other.handle,
      token: other.ownerToken,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('discount limits', () => {
  it('lists employees with their limits; the register holds a cashier to theirs, in words', async () => {
    await settings({ defaultDiscountLimit: 5 });
    const set = await asOwner('PUT', `/api/register/discountLimits/${cashier.employee.id}`, { limit: 20 });
    expect(set.status).toBe(200);
    const list = await asOwner<{ employees: { employeeId: number; limit: number | null }[] }>(
      'GET',
      '/api/register/discountLimits',
    );
    expect(list.body.data.employees.find((e) => e.employeeId === cashier.employee.id)!.limit).toBe(20);
    expect((await asCashier('GET', '/api/register/discountLimits')).status).toBe(403);
    const item = await s.item({ price: 10000 });
    const over = await asCashier('POST', '/api/register/sales', {
      key: randomUUID(),
      lines: [{ id: item.id, discount: 25 }],
      tenders: [{ kind: 'cash', amount: 75 }],
    });
    expect([over.status, over.body.error]).toEqual([
      422,
      'Your discount limit is 20% of the price. Ask a manager for a larger one.',
    ]);
    const within = await asCashier('POST', '/api/register/sales', {
      key: randomUUID(),
      lines: [{ id: item.id, discount: 10 }],
      saleDiscount: 10,
      tenders: [{ kind: 'cash', amount: 80 }],
    });
    expect(within.status).toBe(201);
  });
});
