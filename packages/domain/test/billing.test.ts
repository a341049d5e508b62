import { describe, expect, it } from 'vitest';
import {
  addMonths,
  applyBillingEvent,
  buildInvoice,
  invoiceNumber,
  isReadOnly,
  planRefusal,
  prorate,
  type SubscriptionState,
  shareOf,
  taxBasisPoints,
} from '../src/billing';
import { sandboxCardSchema } from '../src/schemas/billing';

const d = (iso: string) => new Date(iso);

describe('proration to the cent', () => {
  it('halfway through a 30-day month from 49.00 to 117.00 credits 24.50 and charges 58.50', () => {
    const lines = prorate({
      oldAmount: 4900,
      newAmount: 11_700,
      periodStart: d('2026-11-01T00:00:00Z'),
      periodEnd: d('2026-12-01T00:00:00Z'),
      at: d('2026-11-16T00:00:00Z'),
    });
    expect(lines.map((l) => l.amount)).toEqual([-2450, 5850]);
  });

  it('rounds half away from zero: 10 days of 31 on 49.99 is 16.125 → 16.13 either way', () => {
    // 4999 × 10/31 = 1612.58 → 1613; downgrade to 19.99: 1999 × 10/31 = 644.84 → 645.
    const lines = prorate({
      oldAmount: 4999,
      newAmount: 1999,
      periodStart: d('2026-12-01T00:00:00Z'),
      periodEnd: d('2027-01-01T00:00:00Z'),
      at: d('2026-12-22T00:00:00Z'),
    });
    expect(lines.map((l) => l.amount)).toEqual([-1613, 645]);
    expect(shareOf(1, 1, 2)).toBe(1);
    expect(shareOf(-1, 1, 2)).toBe(-1);
    expect(shareOf(3, 1, 4)).toBe(1);
  });

  it('counts seconds: one hour left of a 30-day period on 100.00 is 0.14', () => {
    const lines = prorate({
      oldAmount: 0,
      newAmount: 10_000,
      periodStart: d('2026-11-01T00:00:00Z'),
      periodEnd: d('2026-12-01T00:00:00Z'),
      at: d('2026-11-30T23:00:00Z'),
    });
    // 10000 × 3600 / 2592000 = 13.888… → 14
    expect(lines.map((l) => l.amount)).toEqual([-0, 14]);
  });

  it('charges nothing for the same price, at or after the period end', () => {
    const base = { periodStart: d('2026-11-01T00:00:00Z'), periodEnd: d('2026-12-01T00:00:00Z') };
    expect(prorate({ ...base, oldAmount: 4900, newAmount: 4900, at: d('2026-11-10T00:00:00Z') })).toEqual([]);
    expect(prorate({ ...base, oldAmount: 4900, newAmount: 9800, at: d('2026-12-01T00:00:00Z') })).toEqual([]);
  });

  it('a change at the very start credits and charges the whole period', () => {
    const lines = prorate({
      oldAmount: 4900,
      newAmount: 7800,
      periodStart: d('2026-11-01T00:00:00Z'),
      periodEnd: d('2026-12-01T00:00:00Z'),
      at: d('2026-11-01T00:00:00Z'),
    });
    expect(lines.map((l) => l.amount)).toEqual([-4900, 7800]);
  });
});

describe('invoice maths', () => {
  const plan = { name: 'Growth', pricePerLocation: 3900 };

  it('bills a line per location, adds adjustments and 8.25 % tax rounded to the cent', () => {
    const draft = buildInvoice({
      plan,
      locations: ['Main Street', 'Mall'],
      adjustments: [{ description: 'Credit', amount: -1234 }],
      taxBasisPoints: taxBasisPoints('8.25'),
    });
    expect(draft.lines.map((l) => l.description)).toEqual([
      'Growth plan: Main Street',
      'Growth plan: Mall',
      'Credit',
    ]);
    expect(draft.subtotal).toBe(6566);
    // 6566 × 0.0825 = 541.695 → 542
    expect(draft.tax).toBe(542);
    expect(draft.total).toBe(7108);
    expect(draft.creditCarried).toBe(0);
  });

  it('a store without locations pays for one; a credit larger than the charges is carried', () => {
    const draft = buildInvoice({
      plan,
      locations: [],
      adjustments: [{ description: 'Credit', amount: -5000 }],
      taxBasisPoints: 2000,
    });
    expect(draft.lines[0]!.description).toBe('Growth plan: Store');
    expect(draft).toMatchObject({ subtotal: 0, tax: 0, total: 0, creditCarried: 1100 });
  });

  it('reads tax percentages exactly and numbers invoices per store', () => {
    expect(taxBasisPoints('0')).toBe(0);
    expect(taxBasisPoints('20')).toBe(2000);
    expect(taxBasisPoints('7.5')).toBe(750);
    expect(() => taxBasisPoints('101')).toThrow();
    expect(() => taxBasisPoints('1.234')).toThrow();
    expect(invoiceNumber(42, 7)).toBe('BR-42-0007');
  });

  it('months keep their anchor day and clamp to short months', () => {
    expect(addMonths(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(d('2026-02-28T10:00:00Z'), 1, 31).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addMonths(d('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('refuses a plan whose location limit the store exceeds', () => {
    const starter = {
      id: 'starter',
      name: 'Starter',
      pricePerLocation: 4900,
      maxLocations: 1,
      description: '',
    };
    expect(planRefusal(starter, 1)).toBeNull();
    expect(planRefusal(starter, 2)).toMatch(/allows 1 location; this store has 2/);
  });
});

describe('subscription state machine', () => {
  const trial: SubscriptionState = { status: 'trialing', cancelAtPeriodEnd: false, pastDueSince: null };
  const at = d('2026-11-10T00:00:00Z');
  const step = (state: SubscriptionState, ...events: Parameters<typeof applyBillingEvent>[1][]) =>
    events.reduce((s, e) => {
      const result = applyBillingEvent(s, e);
      if (!result.ok) throw new Error(result.message);
      return result.state;
    }, state);

  it('trial → active when the first invoice is paid', () => {
    expect(step(trial, { type: 'periodEnded' }, { type: 'paymentSucceeded', openInvoicesLeft: 0 })).toEqual({
      status: 'active',
      cancelAtPeriodEnd: false,
      pastDueSince: null,
    });
  });

  it('a failed payment makes it past due from the first failure; paying everything ends it at once', () => {
    const pastDue = step(
      trial,
      { type: 'periodEnded' },
      { type: 'paymentFailed', at },
      { type: 'paymentFailed', at: d('2026-11-12T00:00:00Z') },
    );
    expect(pastDue).toEqual({ status: 'past_due', cancelAtPeriodEnd: false, pastDueSince: at });
    expect(step(pastDue, { type: 'paymentSucceeded', openInvoicesLeft: 1 }).status).toBe('past_due');
    expect(step(pastDue, { type: 'paymentSucceeded', openInvoicesLeft: 0 })).toMatchObject({
      status: 'active',
      pastDueSince: null,
    });
  });

  it('read-only only after the grace period, and when cancelled', () => {
    const pastDue: SubscriptionState = { status: 'past_due', cancelAtPeriodEnd: false, pastDueSince: at };
    expect(isReadOnly(pastDue, d('2026-11-16T23:59:59Z'), 7)).toBe(false);
    expect(isReadOnly(pastDue, d('2026-11-17T00:00:00Z'), 7)).toBe(true);
    expect(isReadOnly({ ...trial, status: 'active' }, d('2030-01-01T00:00:00Z'), 0)).toBe(false);
    expect(isReadOnly({ ...trial, status: 'cancelled' }, at, 7)).toBe(true);
  });

  it('cancel at period end, resume, and the refusals in words', () => {
    const active: SubscriptionState = { status: 'active', cancelAtPeriodEnd: false, pastDueSince: null };
    const cancelling = step(active, { type: 'cancel' });
    expect(cancelling.cancelAtPeriodEnd).toBe(true);
    expect(applyBillingEvent(cancelling, { type: 'cancel' })).toMatchObject({ ok: false });
    expect(step(cancelling, { type: 'resume' })).toEqual(active);
    expect(applyBillingEvent(active, { type: 'resume' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/nothing to resume/),
    });
    const cancelled = step(cancelling, { type: 'periodEnded' });
    expect(cancelled.status).toBe('cancelled');
    expect(applyBillingEvent(cancelled, { type: 'changePlan' })).toMatchObject({ ok: false });
    expect(step(cancelled, { type: 'subscribe' }).status).toBe('active');
    expect(applyBillingEvent(active, { type: 'subscribe' })).toMatchObject({ ok: false });
  });
});

describe('sandbox card form', () => {
  it('keeps digits only and refuses bad numbers, dates and codes', () => {
    const ok = sandboxCardSchema.parse({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
    expect(ok.cardNumber).toBe('4242424242424242');
    expect(sandboxCardSchema.safeParse({ cardNumber: '4242', expiry: '12/39', cvc: '123' }).success).toBe(
      false,
    );
    expect(
      sandboxCardSchema.safeParse({ cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' }).success,
    ).toBe(false);
    expect(
      sandboxCardSchema.safeParse({ cardNumber: '4242424242424242', expiry: '13/30', cvc: '12' }).success,
    ).toBe(false);
  });
});

describe('dunning schedule', () => {
  it('retries three days after each failure, three times after the first attempt', async () => {
    const { nextRetryAt } = await import('../src/billing');
    const failed = new Date('2026-11-10T08:00:00Z');
    expect(nextRetryAt(failed, 1)?.toISOString()).toBe('2026-11-13T08:00:00.000Z');
    expect(nextRetryAt(failed, 3)?.toISOString()).toBe('2026-11-13T08:00:00.000Z');
    expect(nextRetryAt(failed, 4)).toBeNull();
  });
});
