import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFees, type FeeBreakdown, type FeeInput } from '../src/fees';

/** An independent reference: decimal.js, rounding half away from zero (ROUND_HALF_UP). */
function reference(input: FeeInput): Omit<FeeBreakdown, 'storeOwned'> {
  const D = (v: number) => new Decimal(String(v));
  const pct = (amount: Decimal, rate: number) =>
    amount.times(D(rate)).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const price = D(input.price);
  const selling = input.rule
    ? Decimal.max(pct(price, input.rule.sellingFee), D(input.rule.minFee)).plus(input.rule.flatFee)
    : new Decimal(0);
  const transcation = pct(price, input.payoutFee);
  const cleaning = input.cleaning ? D(input.cleaningFee) : new Decimal(0);
  const box = input.box ? D(input.boxFee) : new Decimal(0);
  const services = cleaning.plus(box);
  const vat =
    input.storeChargeTax && input.consignerChargeTax
      ? pct(selling.plus(transcation).plus(services), input.vatRate)
      : new Decimal(0);
  const left = price.minus(selling).minus(transcation).minus(services).minus(vat);
  const negativeBalance = Decimal.min(D(input.owed), Decimal.max(0, left));
  const total = selling.plus(transcation).plus(services).plus(vat).plus(negativeBalance);
  const payout = Decimal.max(0, price.minus(total));
  return {
    selling: selling.toNumber(),
    transcation: transcation.toNumber(),
    cleaning: cleaning.toNumber(),
    box: box.toNumber(),
    services: services.toNumber(),
    vat: vat.toNumber(),
    negativeBalance: negativeBalance.toNumber(),
    total: total.toNumber(),
    payout: payout.toNumber(),
  };
}

/** Percentages with up to three decimals (12.5, 2.9, 7.125). */
const rate = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000);
const money = (max: number) => fc.integer({ min: 0, max });

const feeInput: fc.Arbitrary<FeeInput> = fc.record({
  price: money(100_000_000),
  rule: fc.option(fc.record({ sellingFee: rate, minFee: money(500_000), flatFee: money(100_000) }), {
    nil: null,
  }),
  payoutFee: rate,
  cleaning: fc.boolean(),
  box: fc.boolean(),
  cleaningFee: money(10_000),
  boxFee: money(10_000),
  vatRate: rate,
  storeChargeTax: fc.boolean(),
  consignerChargeTax: fc.boolean(),
  owed: money(1_000_000),
});

const COMPONENTS = [
  'selling',
  'transcation',
  'cleaning',
  'box',
  'services',
  'vat',
  'negativeBalance',
  'total',
  'payout',
] as const;

describe('fee engine properties', () => {
  it('matches the decimal.js reference on 10,000 random inputs', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const { storeOwned, ...fees } = computeFees(input);
        expect(storeOwned).toBe(false);
        expect(fees).toEqual(reference(input));
      }),
      { numRuns: 10_000 },
    );
  });

  it('never gives a negative payout or component, and only whole minor units', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const fees = computeFees(input);
        for (const key of COMPONENTS) {
          expect(fees[key]).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(fees[key])).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('payout + total = price whenever the payout is positive', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const fees = computeFees(input);
        if (fees.payout > 0) expect(fees.payout + fees.total).toBe(input.price);
      }),
      { numRuns: 2000 },
    );
  });

  it('the payout never increases when a fee rate or fee amount increases', () => {
    const raise = fc.integer({ min: 0, max: 50_000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(feeInput, raise, money(100_000), (input, up, more) => {
        const before = computeFees(input).payout;
        const rule = input.rule ?? { sellingFee: 0, minFee: 0, flatFee: 0 };
        const variants: FeeInput[] = [
          { ...input, payoutFee: input.payoutFee + up },
          { ...input, vatRate: input.vatRate + up },
          { ...input, rule: { ...rule, sellingFee: rule.sellingFee + up } },
          { ...input, rule: { ...rule, minFee: rule.minFee + more } },
          { ...input, rule: { ...rule, flatFee: rule.flatFee + more } },
          { ...input, cleaningFee: input.cleaningFee + more, boxFee: input.boxFee + more },
        ];
        for (const v of variants) expect(computeFees(v).payout).toBeLessThanOrEqual(before);
      }),
      { numRuns: 2000 },
    );
  });
});
