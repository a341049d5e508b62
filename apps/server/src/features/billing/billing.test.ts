import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailbox, makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { billingInvoices } from '../../db/schema';
import { accountOf, adjustmentsOf, billingOf, invoicesOf, setAccount } from './billing-test-kit';
import { runInvoices } from './invoice-run';
import { READ_ONLY_MESSAGE } from './read-only';
import { changePlan } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    BILLING_TAX_PERCENT: '8.25',
    BILLING_TRIAL_DAYS: '14',
    BILLING_GRACE_DAYS: '7',
  });
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
type Summary = {
  status: string;
  readOnly: boolean;
  plan: { id: string };
  plans: { id: string; unavailableReason: string | null }[];
  paymentMethod: string | null;
  nextInvoice: { total: number; tax: number; lines: { description: string; amount: number }[] } | null;
  usage: { locations: number };
  trialEndsAt: string;
  cancelAtPeriodEnd: boolean;
};
type Invoice = {
  id: number;
  number: string;
  status: string;
  total: number;
  tax: number;
  lastError: string | null;
};

async function shop() {
  const made = await makeStore(ctx);
  const api = <T>(method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, token = made.ownerToken) =>
    call<T>(ctx, { method, url, handle: made.handle, token, body });
  return { ...made, api };
}
const billingDeps = () => ({
  db: ctx.deps.db,
  config: billingOf(ctx),
  provider: { kind: 'sandbox' as const } as never,
});

describe('a new store', () => {
  it('is on a trial of the first plan, and only the owner sees billing', async () => {
    const s = await shop();
    const res = await s.api<Summary>('GET', '/api/billing');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'trialing', plan: { id: 'starter' }, paymentMethod: null });
    expect(new Date(res.body.data.trialEndsAt).getTime()).toBeGreaterThan(Date.now() + 13 * DAY);
    // One location (Main Store) at 49.00, 8.25 % tax: 4.04 (404.25 rounds down).
    expect(res.body.data.nextInvoice).toMatchObject({ total: 53.04, tax: 4.04 });
    expect(res.body.data.plans.map((p) => p.id)).toEqual(['starter', 'growth']);

    const settingsStaff = await makeEmployee(ctx, s.store, { accessControls: ['Settings'] });
    expect((await s.api('GET', '/api/billing', undefined, settingsStaff.token)).status).toBe(403);
    expect((await s.api('PUT', '/api/billing/plan', { planId: 'growth' }, settingsStaff.token)).status).toBe(
      403,
    );
    const seller = await makeConsigner(ctx, s.store);
    expect((await s.api('GET', '/api/billing/notice', undefined, seller.token)).status).toBe(403);
    const notice = await s.api<{ status: string; readOnly: boolean }>(
      'GET',
      '/api/billing/notice',
      undefined,
      settingsStaff.token,
    );
    expect(notice.body.data).toMatchObject({ status: 'trialing', readOnly: false });

    const other = await makeStore(ctx);
    const foreign = await call(ctx, { url: '/api/billing', handle: s.handle, token: other.ownerToken });
    expect(foreign.status).toBe(401);
  });

  it('refuses unknown plans and bad cards in words', async () => {
    const s = await shop();
    const unknown = await s.api('PUT', '/api/billing/plan', { planId: 'platinum' });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'Please choose one of the plans offered.']);
    const same = await s.api('PUT', '/api/billing/plan', { planId: 'starter' });
    expect(same.status).toBe(409);
    const card = await s.api('PUT', '/api/billing/paymentMethod', {
      card: { cardNumber: '42', expiry: '12/39', cvc: '123' },
    });
    expect([card.status, card.body.error]).toEqual([400, 'Please enter a card number of 12 to 19 digits']);
  });
});

describe('trial end, past due, read-only and paying', () => {
  it('issues the first invoice, fails without a card, goes read-only after grace, and paying ends it at once', async () => {
    const s = await shop();
    const changed = await s.api<Summary>('PUT', '/api/billing/plan', { planId: 'growth' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.plan.id).toBe('growth');
    // No proration during the trial.
    expect(await adjustmentsOf(ctx, s.store.id)).toEqual([]);

    const trialEnd = new Date('2026-03-31T12:00:00Z');
    await setAccount(ctx, s.store.id, { currentPeriodEnd: trialEnd, trialEndsAt: trialEnd, anchorDay: 31 });
    const now = new Date(trialEnd.getTime() + 1000);
    expect((await runInvoices(ctx.deps.db, { config: billingOf(ctx), now })).invoices).toBeGreaterThanOrEqual(
      1,
    );
    // Repeating the run bills nothing twice.
    await runInvoices(ctx.deps.db, { config: billingOf(ctx), now });
    const [invoice] = await invoicesOf(ctx, s.store.id);
    expect(invoice).toMatchObject({
      number: `BR-${s.store.id}-0001`,
      status: 'open',
      subtotal: 3900,
      tax: 322,
      total: 4222,
    });
    expect((await invoicesOf(ctx, s.store.id)).length).toBe(1);
    expect(await accountOf(ctx, s.store.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: trialEnd,
      // Anchored on the 31st: April has 30 days.
      currentPeriodEnd: new Date('2026-04-30T12:00:00Z'),
    });

    await ctx.worker.drain();
    const failed = await accountOf(ctx, s.store.id);
    expect(failed.status).toBe('past_due');
    const list = await s.api<{ invoices: Invoice[] }>('GET', '/api/billing/invoices');
    expect(list.body.data.invoices[0]).toMatchObject({
      status: 'open',
      total: 42.22,
      lastError: expect.stringMatching(/no card/),
    });
    expect(
      (await mailbox(ctx, s.ownerEmail)).some((m) =>
        m.subject.startsWith('Payment failed for Backroom invoice'),
      ),
    ).toBe(true);

    // Within the grace period: a banner, nothing blocked.
    const product = { title: 'Jordan 1', sku: 'J1-RO', brand: 'Nike' };
    expect((await s.api<Summary>('GET', '/api/billing')).body.data.readOnly).toBe(false);

    // Past the grace period: catalogue and intake refused for staff; consigners and sales untouched.
    await setAccount(ctx, s.store.id, { pastDueSince: new Date(Date.now() - 8 * DAY) });
    const refused = await s.api('POST', '/api/products', product);
    expect([refused.status, refused.body.error]).toEqual([402, READ_ONLY_MESSAGE]);
    expect((await s.api<Summary>('GET', '/api/billing/notice')).body.data.readOnly).toBe(true);
    const seller = await makeConsigner(ctx, s.store);
    const sellerAdd = await s.api('POST', '/api/inventories', { inventoryFormArray: [] }, seller.token);
    expect(sellerAdd.status).not.toBe(402);
    expect((await s.api('GET', '/api/payouts')).status).toBe(200);

    const paid = await s.api<{ redirectUrl: string | null }>('PUT', '/api/billing/paymentMethod', {
      card: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    expect(paid.body.data.redirectUrl).toBeNull();
    const after = await s.api<Summary>('GET', '/api/billing');
    expect(after.body.data).toMatchObject({
      status: 'active',
      readOnly: false,
      paymentMethod: 'Card ending 4242',
    });
    expect((await invoicesOf(ctx, s.store.id))[0]!.status).toBe('paid');
    expect((await s.api('POST', '/api/products', product)).status).not.toBe(402);
    expect(
      (await mailbox(ctx, s.ownerEmail)).some((m) => m.subject.startsWith('Receipt for Backroom invoice')),
    ).toBe(true);

    const history = await s.api<{ entries: { action: string; actorName: string }[] }>(
      'GET',
      '/api/billing/history',
    );
    const actions = history.body.data.entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'changePlan',
        'invoiceIssued',
        'paymentFailed',
        'paymentMethod',
        'paymentSucceeded',
      ]),
    );
    expect(history.body.data.entries.find((e) => e.action === 'changePlan')!.actorName).not.toBe(
      'Backroom billing',
    );
  });

  it('a declined card leaves the invoice open and the store past due until Pay now with a good card', async () => {
    const s = await shop();
    await s.api('PUT', '/api/billing/paymentMethod', {
      card: { cardNumber: '4000 0000 0000 0341', expiry: '12/39', cvc: '123' },
    });
    await setAccount(ctx, s.store.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await runInvoices(ctx.deps.db, { config: billingOf(ctx) });
    await ctx.worker.drain();
    const [invoice] = await invoicesOf(ctx, s.store.id);
    expect(invoice).toMatchObject({ status: 'open', lastError: 'The card was declined.' });
    expect((await accountOf(ctx, s.store.id)).status).toBe('past_due');
    const retry = await s.api<{ invoice: Invoice }>('POST', `/api/billing/invoices/${invoice!.id}/pay`, {});
    expect(retry.body.data.invoice.status).toBe('open');
    await s.api('PUT', '/api/billing/paymentMethod', {
      card: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    expect((await accountOf(ctx, s.store.id)).status).toBe('active');
    const other = await makeStore(ctx);
    const foreign = await call(ctx, {
      method: 'POST',
      url: `/api/billing/invoices/${invoice!.id}/pay`,
      handle: other.handle,
      token: other.ownerToken,
      body: {},
    });
    expect(foreign.status).toBe(404);
  });
});

describe('dunning', () => {
  it('retries a failed charge every three days, e-mailing the owner each time, then leaves it to Pay now', async () => {
    const s = await shop();
    await s.api('PUT', '/api/billing/paymentMethod', {
      card: { cardNumber: '4000000000000341', expiry: '12/39', cvc: '123' },
    });
    await setAccount(ctx, s.store.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await runInvoices(ctx.deps.db, { config: billingOf(ctx) });
    await ctx.worker.drain();
    let [invoice] = await invoicesOf(ctx, s.store.id);
    expect(invoice!.attempts).toBe(1);
    for (let attempt = 2; attempt <= 4; attempt++) {
      [invoice] = await invoicesOf(ctx, s.store.id);
      const due = invoice!.nextRetryAt!;
      expect(due.getTime()).toBeGreaterThan(Date.now() + 2.9 * DAY);
      // Not yet due: this invoice is left alone (the run retries every store's due invoices).
      await runInvoices(ctx.deps.db, { config: billingOf(ctx), now: new Date(due.getTime() - 60_000) });
      expect((await invoicesOf(ctx, s.store.id))[0]!.nextRetryAt).toEqual(due);
      expect(
        (await runInvoices(ctx.deps.db, { config: billingOf(ctx), now: due })).retries,
      ).toBeGreaterThanOrEqual(1);
      await ctx.worker.drain();
      [invoice] = await invoicesOf(ctx, s.store.id);
      expect(invoice!.attempts).toBe(attempt);
      // Each retry runs "now" in the job: the next one is three days after it.
      if (attempt < 4)
        await ctx.deps.db
          .update(billingInvoices)
          .set({ nextRetryAt: new Date(Date.now() + 3 * DAY + 1000) })
          .where(eq(billingInvoices.id, invoice!.id));
    }
    expect(invoice).toMatchObject({ status: 'open', nextRetryAt: null });
    const failures = (await mailbox(ctx, s.ownerEmail)).filter((m) => m.subject.startsWith('Payment failed'));
    expect(failures.length).toBe(4);
  });
});

describe('proration to the cent', () => {
  it('a mid-period change credits the old plan and charges the new one on the next invoice, with tax', async () => {
    const s = await shop();
    await setAccount(ctx, s.store.id, {
      status: 'active',
      currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
      anchorDay: 1,
    });
    const owner = { name: 'Owner', employeeId: null };
    await changePlan(billingDeps(), {
      store: s.store,
      actor: owner,
      planId: 'growth',
      now: new Date('2026-11-16T00:00:00Z'),
    });
    // 15 of 30 days left: credit 49.00 / 2 = 24.50, charge 39.00 / 2 = 19.50.
    expect((await adjustmentsOf(ctx, s.store.id)).map((a) => a.amount)).toEqual([-2450, 1950]);
    const preview = await s.api<Summary>('GET', '/api/billing');
    // 39.00 − 24.50 + 19.50 = 34.00; tax 8.25 % = 2.805 → 2.81.
    expect(preview.body.data.nextInvoice).toMatchObject({ tax: 2.81, total: 36.81 });

    await runInvoices(ctx.deps.db, { config: billingOf(ctx), now: new Date('2026-12-01T00:00:01Z') });
    const [invoice] = await invoicesOf(ctx, s.store.id);
    expect(invoice).toMatchObject({ subtotal: 3400, tax: 281, total: 3681, planName: 'Growth' });
    expect((await adjustmentsOf(ctx, s.store.id)).every((a) => a.invoiceId === invoice!.id)).toBe(true);

    // Back to Starter a third into the next period (Dec has 31 days; 2026-12-11 leaves 21 of 31).
    await changePlan(billingDeps(), {
      store: s.store,
      actor: owner,
      planId: 'starter',
      now: new Date('2026-12-11T00:00:00Z'),
    });
    const pending = (await adjustmentsOf(ctx, s.store.id)).filter((a) => a.invoiceId === null);
    // 3900 × 21/31 = 2641.94 → 2642 credited; 4900 × 21/31 = 3319.35 → 3319 charged.
    expect(pending.map((a) => a.amount)).toEqual([-2642, 3319]);
  });

  it('refuses Starter for a store with two locations', async () => {
    const s = await shop();
    await s.api('PUT', '/api/billing/plan', { planId: 'growth' });
    await s.api('POST', '/api/locations', { name: 'Mall' });
    const res = await s.api('PUT', '/api/billing/plan', { planId: 'starter' });
    expect([res.status, res.body.error]).toEqual([
      422,
      'The Starter plan allows 1 location; this store has 2. Remove locations or choose a larger plan.',
    ]);
    const summary = await s.api<Summary>('GET', '/api/billing');
    expect(summary.body.data.usage.locations).toBe(2);
    expect(summary.body.data.nextInvoice!.lines.map((l) => l.amount)).toEqual([39, 39]);
  });
});

describe('cancel, resume and subscribe again', () => {
  it('cancels at the period end, can resume before it, and a cancelled store subscribes by choosing a plan', async () => {
    const s = await shop();
    await s.api('PUT', '/api/billing/paymentMethod', {
      card: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    expect((await s.api<Summary>('POST', '/api/billing/cancel', {})).body.data).toMatchObject({
      cancelAtPeriodEnd: true,
      nextInvoice: null,
    });
    expect((await s.api('POST', '/api/billing/cancel', {})).status).toBe(422);
    expect((await s.api<Summary>('POST', '/api/billing/resume', {})).body.data.cancelAtPeriodEnd).toBe(false);
    expect((await s.api('POST', '/api/billing/resume', {})).status).toBe(422);
    await s.api('POST', '/api/billing/cancel', {});
    await setAccount(ctx, s.store.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await runInvoices(ctx.deps.db, { config: billingOf(ctx) });
    expect(await invoicesOf(ctx, s.store.id)).toEqual([]);
    const cancelled = await s.api<Summary>('GET', '/api/billing');
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', readOnly: true });
    expect((await s.api('POST', '/api/products', { title: 'X', sku: 'X-1', brand: 'Y' })).status).toBe(402);

    const back = await s.api<Summary>('PUT', '/api/billing/plan', { planId: 'starter' });
    expect(back.body.data).toMatchObject({ status: 'active', readOnly: false });
    const [invoice] = await invoicesOf(ctx, s.store.id);
    expect(invoice).toMatchObject({ status: 'paid', total: 5304 });
  });
});

describe('invoice PDF', () => {
  it('downloads with the number, a line per location and the total; another store cannot', async () => {
    const s = await shop();
    await setAccount(ctx, s.store.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await runInvoices(ctx.deps.db, { config: billingOf(ctx) });
    const [invoice] = await invoicesOf(ctx, s.store.id);
    const res = await ctx.app.inject({
      url: `/api/billing/invoices/${invoice!.id}/pdf`,
      headers: { authorization: `Bearer ${s.ownerToken}`, 'x-store-handle': s.handle },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(path.join(tmpdir(), 'invoice-'));
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, res.rawPayload);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    expect(stdout).toContain(`Invoice ${invoice!.number}`);
    expect(stdout).toContain('Starter plan: Main Store');
    expect(stdout).toMatch(/Tax \(8\.25 %\)\s+\$4\.04/);
    expect(stdout).toMatch(/Total\s+\$53\.04/);

    const other = await makeStore(ctx);
    const foreign = await ctx.app.inject({
      url: `/api/billing/invoices/${invoice!.id}/pdf`,
      headers: { authorization: `Bearer ${other.ownerToken}`, 'x-store-handle': other.handle },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
