import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES } from '../src/messages/register';
import { allocate, discountLimitOf, discountRefusal, saleTotals, tenderOutcome } from '../src/register';
import { registerSaleBody } from '../src/schemas/register';

describe('allocate (the sale discount over the lines)', () => {
  it('splits in proportion and always adds up to the amount', () => {
    expect(allocate(1000, [10000, 5000, 5000])).toEqual([500, 250, 250]);
    expect(allocate(100, [3333, 3333, 3334])).toEqual([33, 33, 34]);
    const parts = allocate(1001, [999, 1, 12345, 777]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1001);
  });
  it('never takes more than a line is worth, nor more than the whole', () => {
    expect(allocate(5000, [1000, 2000])).toEqual([1000, 2000]);
    expect(allocate(0, [1000])).toEqual([0]);
    expect(allocate(300, [0, 0])).toEqual([0, 0]);
  });
});

describe('saleTotals', () => {
  it('takes line discounts, then the sale discount, then tax on what is left', () => {
    const t = saleTotals(
      [
        { price: 18000, discount: 1000 },
        { price: 12000, discount: 0 },
      ],
      2900,
      8.25,
    );
    expect(t.subtotal).toBe(30000);
    expect(t.lines.map((l) => l.discount)).toEqual([1000 + 1700, 1200]);
    expect(t.discount).toBe(3900);
    expect(t.net).toBe(26100);
    expect(t.tax).toBe(2153); // 26100 × 8.25 % = 2153.25, rounded half away from zero
    expect(t.total).toBe(28253);
  });
  it('charges no tax at a 0 % rate', () => {
    expect(saleTotals([{ price: 999, discount: 0 }], 0, 0)).toMatchObject({ tax: 0, total: 999 });
  });
});

describe('discountRefusal (the employee limit)', () => {
  const lines = [
    { code: 'a_1', price: 10000, discount: 1000 },
    { code: 'a_2', price: 10000, discount: 0 },
  ];
  it('allows discounts within the limit', () => {
    expect(discountRefusal(lines, 1000, 10)).toBeNull();
  });
  it('refuses a line over the limit, or the whole over the limit, in words', () => {
    expect(discountRefusal([{ code: 'a_1', price: 10000, discount: 1001 }], 0, 10)).toBe(
      REGISTER_MESSAGES.overLimit(10),
    );
    expect(discountRefusal(lines, 1001, 10)).toBe(REGISTER_MESSAGES.overLimit(10));
  });
  it('refuses a discount bigger than the price or the sale', () => {
    expect(discountRefusal([{ code: 'a_1', price: 100, discount: 101 }], 0, 100)).toBe(
      REGISTER_MESSAGES.lineDiscountTooBig('a_1'),
    );
    expect(discountRefusal(lines, 20000, 100)).toBe(REGISTER_MESSAGES.saleDiscountTooBig);
  });
  it('gives the owner every discount; others their own limit or the store default', () => {
    expect(discountLimitOf(true, 5, 10)).toBe(100);
    expect(discountLimitOf(false, 5, 10)).toBe(5);
    expect(discountLimitOf(false, null, 10)).toBe(10);
  });
});

describe('tenderOutcome', () => {
  it('gives change from cash', () => {
    expect(
      tenderOutcome(
        28253,
        [
          { kind: 'card', amount: 20000 },
          { kind: 'cash', amount: 10000 },
        ],
        'USD',
      ),
    ).toEqual({ ok: true, change: 1747, cash: 10000, card: 20000, credit: 0 });
  });
  it('refuses a short payment, naming the amount', () => {
    expect(tenderOutcome(5000, [{ kind: 'cash', amount: 4000 }], 'USD')).toEqual({
      ok: false,
      error: 'The payment is $10.00 short of the total.',
    });
  });
  it('refuses a card paying more than is due', () => {
    expect(tenderOutcome(5000, [{ kind: 'card', amount: 6000 }], 'USD')).toEqual({
      ok: false,
      error: REGISTER_MESSAGES.cardTooMuch,
    });
  });
});

describe('item refusals in words', () => {
  it('names why an item cannot be sold', () => {
    expect(REGISTER_MESSAGES.notSellable('k_1', 'Sold')).toBe('k_1 is already sold.');
    expect(REGISTER_MESSAGES.notSellable('k_1', 'Withdrawn')).toBe('k_1 was withdrawn and cannot be sold.');
    expect(REGISTER_MESSAGES.notSellable('k_1', 'PendingSale')).toBe(
      'k_1 is held for an order and cannot be sold.',
    );
    expect(REGISTER_MESSAGES.notSellable('k_1', 'Pending')).toBe(
      'k_1 is Drop off pending: only Active items can be sold.',
    );
  });
});

describe('registerSaleBody', () => {
  const ok = {
    key: '0b7c2a4e-8c1d-4f7e-9a51-3d2b1c0e9f88',
    lines: [{ id: 1 }],
    tenders: [{ kind: 'cash', amount: 10 }],
  };
  it('takes a sale and lower-cases the receipt address', () => {
    const parsed = registerSaleBody.parse({ ...ok, email: 'Sam@Example.TEST' });
    expect(parsed).toMatchObject({ saleDiscount: 0, email: 'sam@example.test' });
    expect(parsed.lines[0]).toEqual({ id: 1, discount: 0 });
  });
  it('refuses a sale without a key, items or payment', () => {
    expect(registerSaleBody.safeParse({ ...ok, key: 'x' }).success).toBe(false);
    expect(registerSaleBody.safeParse({ ...ok, lines: [] }).error?.issues[0]?.message).toBe(
      'Add an item to the sale',
    );
    expect(registerSaleBody.safeParse({ ...ok, tenders: [{ kind: 'cash', amount: 0 }] }).success).toBe(false);
    expect(registerSaleBody.safeParse({ ...ok, tenders: [{ kind: 'cheque', amount: 1 }] }).success).toBe(
      false,
    );
  });
});

describe('returns and shifts', () => {
  it('spreads the tax over lines so every line returned adds up to the total', async () => {
    const { lineRefunds, refundToTenders } = await import('../src/register-returns');
    expect(
      lineRefunds(
        [
          { price: 6000, discount: 0 },
          { price: 4000, discount: 0 },
        ],
        1000,
      ),
    ).toEqual([6600, 4400]);
    const tenders = [
      { kind: 'card' as const, amount: 6000, reference: 'c', consignerId: null },
      { kind: 'cash' as const, amount: 6000, reference: null, consignerId: null },
    ];
    const first = refundToTenders(6600, tenders, 1000, [0, 0]);
    expect(first.map((p) => [p.kind, p.amount])).toEqual([
      ['card', 6000],
      ['cash', 600],
    ]);
    const second = refundToTenders(4400, tenders, 1000, [6000, 600]);
    expect(second.map((p) => [p.kind, p.amount])).toEqual([['cash', 4400]]);
  });
  it('finds the drawer balanced when the count matches', async () => {
    const { overShort, expectedCash } = await import('../src/register-shifts');
    const f = {
      openingFloat: 10000,
      salesCount: 1,
      subtotal: 2500,
      discounts: 0,
      tax: 0,
      cashSales: 2500,
      cardSales: 0,
      creditSales: 0,
      returnsCount: 0,
      cashRefunds: 0,
      cardRefunds: 0,
      creditRefunds: 0,
      cashIn: 2000,
      cashOut: 1000,
      counted: 13500,
    };
    expect([expectedCash(f), overShort(f), overShort({ ...f, counted: 13000 })]).toEqual([13500, 0, -500]);
  });
});
