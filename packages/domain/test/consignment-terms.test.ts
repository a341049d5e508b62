import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageSplitOn,
  type ConsignmentTerms,
  conversionPayout,
  dueMarkdown,
  type MarkdownStep,
  markdownPayoutBasis,
  markdownPlan,
  renewedExpiry,
  termDates,
  termOutlook,
  termPhase,
  termsSale,
} from '../src/consignment-terms';
import { addDays } from '../src/dates';
import { computeFees } from '../src/fees';
import { consignmentTermsSchema, termsFromInput } from '../src/schemas/consignment-terms';

/** Cleankickz-like terms: 90 days, 10 % off on day 30 (store absorbs), 25 % on day 60 (shared 50/50). */
const terms: ConsignmentTerms = {
  termDays: 90,
  expiryAction: 'return',
  convertPayoutPercent: 0,
  graceDays: 14,
  renewalFee: 1500,
  minDaysBeforeChange: 30,
  floorPercent: 80,
  noMarkdownFrom: 100_000,
  markdowns: [
    { afterDays: 30, percentOff: 10, absorbedBy: 'store', consignerSharePercent: 0 },
    { afterDays: 60, percentOff: 25, absorbedBy: 'shared', consignerSharePercent: 50 },
  ],
  ageSplits: [
    { fromDay: 1, consignerPercent: 60 },
    { fromDay: 31, consignerPercent: 50 },
    { fromDay: 61, consignerPercent: 40 },
  ],
};

describe('the term calendar', () => {
  it('expires after the term, warns a week before, and ends after the grace period', () => {
    const dates = termDates(terms, '2026-01-01');
    expect(dates).toEqual({ expiresOn: '2026-04-01', warnOn: '2026-03-25', graceEndsOn: '2026-04-15' });
    expect(termPhase(dates, '2026-03-24')).toBe('running');
    expect(termPhase(dates, '2026-03-25')).toBe('expiring');
    expect(termPhase(dates, '2026-04-01')).toBe('inGrace');
    expect(termPhase(dates, '2026-04-15')).toBe('ended');
    expect(termPhase(termDates({ ...terms, graceDays: 0 }, '2026-01-01'), '2026-04-01')).toBe('ended');
  });

  it('renews from the old expiry, or from today when it already passed', () => {
    expect(renewedExpiry(terms, '2026-04-01', '2026-03-28')).toBe('2026-06-30');
    expect(renewedExpiry(terms, '2026-04-01', '2026-04-10')).toBe('2026-07-09');
  });
});

describe('markdowns', () => {
  it('plans each step with its date and price, never below the floor', () => {
    const plan = markdownPlan(terms, '2026-01-01', 20_000);
    expect(plan.map((s) => [s.step, s.of, s.on, s.price])).toEqual([
      [1, 2, '2026-01-31', 18_000],
      [2, 2, '2026-03-02', 16_000], // 25 % off would be 150.00; the floor is 80 % of 200.00
    ]);
    expect(markdownPlan(terms, '2026-01-01', 100_000)).toEqual([]); // exempt at 1,000.00 and above
  });

  it('the daily job applies the latest due step once; a missed month catches up in one change', () => {
    const plan = markdownPlan(terms, '2026-01-01', 20_000);
    expect(dueMarkdown(plan, 0, '2026-01-30')).toBeNull();
    expect(dueMarkdown(plan, 0, '2026-01-31')?.step).toBe(1);
    expect(dueMarkdown(plan, 1, '2026-01-31')).toBeNull();
    expect(dueMarkdown(plan, 0, '2026-03-15')?.step).toBe(2);
    expect(dueMarkdown(plan, 2, '2026-03-15')).toBeNull();
  });

  it('pays the consigner on the price before a store-absorbed step and half of a shared step', () => {
    const plan = markdownPlan({ ...terms, floorPercent: 0 }, '2026-01-01', 20_000);
    expect(markdownPayoutBasis(20_000, plan, 0)).toBe(20_000);
    expect(markdownPayoutBasis(20_000, plan, 1)).toBe(20_000); // 180.00 on the tag, store absorbs 20.00
    // Step 2 lowers 180.00 to 150.00: the consigner bears half of that 30.00.
    expect(markdownPayoutBasis(20_000, plan, 2)).toBe(18_500);
  });
});

describe('payout split by age', () => {
  it('gives the consigner 60 % in days 1-30, 50 % in 31-60, 40 % after', () => {
    expect(ageSplitOn(terms, '2026-01-01', '2026-01-01')).toBe(60);
    expect(ageSplitOn(terms, '2026-01-01', '2026-01-30')).toBe(60);
    expect(ageSplitOn(terms, '2026-01-01', '2026-01-31')).toBe(50);
    expect(ageSplitOn(terms, '2026-01-01', '2026-03-02')).toBe(40);
    expect(ageSplitOn({ ...terms, ageSplits: [] }, '2026-01-01', '2026-03-02')).toBeNull();
  });

  it('a conversion to store stock pays its percent of the listed price', () => {
    expect(conversionPayout({ ...terms, convertPayoutPercent: 35 }, 19_999)).toBe(7_000);
  });
});

const step = (): fc.Arbitrary<MarkdownStep> =>
  fc.record({
    afterDays: fc.integer({ min: 1, max: 200 }),
    percentOff: fc.integer({ min: 1, max: 90 }),
    absorbedBy: fc.constantFrom('store' as const, 'consigner' as const, 'shared' as const),
    consignerSharePercent: fc.integer({ min: 0, max: 100 }),
  });
const sortedSteps = fc.array(step(), { maxLength: 5 }).map((steps) => {
  const days = [...new Set(steps.map((s) => s.afterDays))].sort((a, b) => a - b);
  const offs = [...new Set(steps.map((s) => s.percentOff))].sort((a, b) => a - b);
  const n = Math.min(days.length, offs.length);
  return steps.slice(0, n).map((s, i) => ({ ...s, afterDays: days[i]!, percentOff: offs[i]! }));
});
const anyTerms = fc.record({
  steps: sortedSteps,
  floorPercent: fc.integer({ min: 0, max: 100 }),
});
const listed = fc.integer({ min: 1, max: 100_000_000 });

describe('markdown properties', () => {
  it('prices never rise from step to step and never go below the floor or 0', () => {
    fc.assert(
      fc.property(anyTerms, listed, ({ steps, floorPercent }, price) => {
        const plan = markdownPlan(
          { ...terms, noMarkdownFrom: null, floorPercent, markdowns: steps },
          '2026-01-01',
          price,
        );
        let previous = price;
        for (const s of plan) {
          expect(s.price).toBeLessThanOrEqual(previous);
          expect(s.price).toBeGreaterThanOrEqual(Math.floor((price * floorPercent) / 100));
          expect(s.price).toBeGreaterThanOrEqual(0);
          previous = s.price;
        }
      }),
    );
  });

  it('a store-absorbed markdown never lowers the payout basis; the basis lies between the tag and the listed price', () => {
    fc.assert(
      fc.property(anyTerms, listed, ({ steps, floorPercent }, price) => {
        const t = { ...terms, noMarkdownFrom: null, floorPercent, markdowns: steps };
        const plan = markdownPlan(t, '2026-01-01', price);
        for (let applied = 0; applied <= plan.length; applied++) {
          const basis = markdownPayoutBasis(price, plan, applied);
          const tag = applied === 0 ? price : plan[applied - 1]!.price;
          expect(basis).toBeLessThanOrEqual(price);
          expect(basis).toBeGreaterThanOrEqual(tag);
          if (plan.slice(0, applied).every((s) => s.absorbedBy === 'store')) expect(basis).toBe(price);
          if (plan.slice(0, applied).every((s) => s.absorbedBy === 'consigner')) expect(basis).toBe(tag);
        }
      }),
    );
  });

  it('a shared markdown splits each reduction by the stated percent, to the cent', () => {
    fc.assert(
      fc.property(
        listed,
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 100 }),
        (price, off, share) => {
          const t = {
            ...terms,
            noMarkdownFrom: null,
            floorPercent: 0,
            markdowns: [
              { afterDays: 10, percentOff: off, absorbedBy: 'shared' as const, consignerSharePercent: share },
            ],
          };
          const plan = markdownPlan(t, '2026-01-01', price);
          const reduction = price - plan[0]!.price;
          const consignerPart = price - markdownPayoutBasis(price, plan, 1);
          expect(Math.abs(consignerPart - (reduction * share) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('running the job every day or only on the last day reaches the same step, and twice a day changes nothing', () => {
    fc.assert(
      fc.property(sortedSteps, fc.integer({ min: 0, max: 250 }), (steps, lastDay) => {
        const plan = markdownPlan({ ...terms, noMarkdownFrom: null, markdowns: steps }, '2026-01-01', 50_000);
        let daily = 0;
        for (let day = 0; day <= lastDay; day++) {
          const today = addDays('2026-01-01', day);
          const due = dueMarkdown(plan, daily, today);
          if (due) daily = due.step;
          expect(dueMarkdown(plan, daily, today)).toBeNull();
        }
        const once = dueMarkdown(plan, 0, addDays('2026-01-01', lastDay))?.step ?? 0;
        expect(once).toBe(daily);
      }),
    );
  });

  it('with the fee engine, a store-absorbed markdown leaves the payout exactly as at the listed price', () => {
    fc.assert(
      fc.property(listed, fc.integer({ min: 1, max: 90 }), (price, off) => {
        const t = {
          ...terms,
          noMarkdownFrom: null,
          floorPercent: 0,
          markdowns: [
            { afterDays: 5, percentOff: off, absorbedBy: 'store' as const, consignerSharePercent: 0 },
          ],
        };
        const plan = markdownPlan(t, '2026-01-01', price);
        const fees = (p: number) =>
          computeFees({
            price: p,
            rule: { sellingFee: 20, minFee: 0, flatFee: 0 },
            payoutFee: 3,
            cleaningFee: 0,
            boxFee: 0,
            vatRate: 0,
            storeChargeTax: false,
            consignerChargeTax: false,
            owed: 0,
          }).payout;
        expect(fees(markdownPayoutBasis(price, plan, 1))).toBe(fees(price));
      }),
    );
  });
});

describe('the terms form', () => {
  const valid = {
    name: 'Standard 90 days',
    termDays: 90,
    expiryAction: 'renew',
    renewalFee: 15,
    markdowns: [
      { afterDays: 30, percentOff: 10, absorbedBy: 'store' },
      { afterDays: 60, percentOff: 25, absorbedBy: 'shared', consignerSharePercent: 50 },
    ],
    ageSplits: [{ fromDay: 1, consignerPercent: 60 }],
  };

  it('reads a store’s terms into minor units', () => {
    const parsed = consignmentTermsSchema.parse(valid);
    const t = termsFromInput(parsed, 'USD');
    expect(t.renewalFee).toBe(1500);
    expect(t.noMarkdownFrom).toBeNull();
    expect(t.markdowns[0]!.consignerSharePercent).toBe(0);
  });

  it('refuses steps out of order, a split not starting on day 1 and a step after the grace period, in words', () => {
    const result = consignmentTermsSchema.safeParse({
      ...valid,
      termDays: 50,
      markdowns: [
        { afterDays: 30, percentOff: 20, absorbedBy: 'store' },
        { afterDays: 60, percentOff: 10, absorbedBy: 'consigner' },
      ],
      ageSplits: [{ fromDay: 5, consignerPercent: 60 }],
    });
    expect(result.success).toBe(false);
    const texts = result.error!.issues.map((i) => i.message);
    expect(texts).toContain('Each markdown step takes off more than the one before it.');
    expect(texts).toContain('A markdown step falls after the term and grace period have ended.');
    expect(texts).toContain('The first payout split starts on day 1.');
  });
});

describe('a sale under the terms', () => {
  const item = { startedOn: '2026-01-01', listed: 20_000, appliedStep: 0, price: 20_000 };

  it('pays on the listed price after a store-absorbed markdown, and the age split sets the fee', () => {
    const sale = termsSale(terms, { ...item, appliedStep: 1, price: 18_000 }, '2026-02-01');
    expect(sale).toEqual({ basis: 20_000, sellingFee: 50 });
  });

  it('a shared markdown lowers the basis by the consigner share only, to the cent', () => {
    // Step 2: 18,000 → 16,000 (floor 80 %), shared 50/50: the consigner bears 1,000.
    const sale = termsSale(terms, { ...item, appliedStep: 2, price: 16_000 }, '2026-03-15');
    expect(sale).toEqual({ basis: 19_000, sellingFee: 60 });
  });

  it('no terms step applied and no split: the price and the rule fee', () => {
    const plain = { ...terms, ageSplits: [] };
    expect(termsSale(plain, item, '2026-01-05')).toEqual({ basis: 20_000, sellingFee: null });
  });

  it('a store-absorbed markdown never lowers the basis below the listed price (property)', () => {
    const storeOnly = {
      ...terms,
      floorPercent: 0,
      markdowns: terms.markdowns.map((m) => ({ ...m, absorbedBy: 'store' as const })),
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 2 }), (listed, step) => {
        const plan = markdownPlan(storeOnly, '2026-01-01', listed);
        const price = step > 0 ? plan[step - 1]!.price : listed;
        return (
          termsSale(storeOnly, { startedOn: '2026-01-01', listed, appliedStep: step, price }, '2026-01-02')
            .basis === listed
        );
      }),
    );
  });
});

describe('the term as the consigner sees it', () => {
  const item = { startedOn: '2026-01-01', expiresOn: '2026-04-01', listed: 20_000, appliedStep: 1 };
  it('counts the days left, names the next markdown and offers renewal only near the end', () => {
    const early = termOutlook(terms, item, '2026-02-01');
    expect(early).toMatchObject({ phase: 'running', daysLeft: 59, canRenew: false, expiryAction: 'return' });
    expect(early.nextMarkdown).toMatchObject({ step: 2, of: 2, on: '2026-03-02', price: 16_000 });
    const late = termOutlook(terms, { ...item, appliedStep: 2 }, '2026-03-28');
    expect(late).toMatchObject({ phase: 'expiring', daysLeft: 4, canRenew: true, nextMarkdown: null });
    expect(termOutlook(terms, item, '2026-04-05')).toMatchObject({
      phase: 'inGrace',
      daysLeft: 0,
      canRenew: true,
    });
  });
});
