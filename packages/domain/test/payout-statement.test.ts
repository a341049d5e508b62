import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BalanceEntry, mergeDeductions, statementDeductions } from '../src/payout-statement';

const fee = (kind: 'earlyWithdrawal' | 'renewal', amount: number, itemCode: string): BalanceEntry => ({
  kind,
  amount,
  itemCode,
  payoutId: null,
});
const recovered = (payoutId: number, amount: number): BalanceEntry => ({
  kind: 'recovered',
  amount: -amount,
  itemCode: null,
  payoutId,
});

describe('payout statement deductions', () => {
  it('tells a recovery as the fees it paid off, oldest first', () => {
    const lines = statementDeductions([
      fee('earlyWithdrawal', 1250, 'A1'),
      fee('renewal', 500, 'B2'),
      recovered(7, 1500),
      recovered(8, 250),
    ]);
    expect(lines.get(7)).toEqual([
      { kind: 'earlyWithdrawal', itemCode: 'A1', amount: 1250, label: 'Early-withdrawal fee (A1)' },
      { kind: 'renewal', itemCode: 'B2', amount: 250, label: 'Consignment renewal fee (B2)' },
    ]);
    expect(lines.get(8)).toEqual([
      { kind: 'renewal', itemCode: 'B2', amount: 250, label: 'Consignment renewal fee (B2)' },
    ]);
  });

  it('a failed payout retried tells its recovery once, not the undone one as well', () => {
    const lines = statementDeductions([
      fee('earlyWithdrawal', 1250, 'A1'),
      recovered(7, 402),
      { kind: 'returned', amount: 402, itemCode: null, payoutId: 7 },
      recovered(7, 402),
    ]);
    expect(lines.get(7)).toEqual([
      { kind: 'earlyWithdrawal', itemCode: 'A1', amount: 402, label: 'Early-withdrawal fee (A1)' },
    ]);
  });

  it('gives a failed payout’s recovery back to the front of the line', () => {
    const lines = statementDeductions([
      fee('earlyWithdrawal', 1250, 'A1'),
      recovered(7, 1250),
      { kind: 'returned', amount: 1250, itemCode: null, payoutId: 7 },
      fee('renewal', 500, 'B2'),
      recovered(9, 1750),
    ]);
    expect(lines.get(9)!.map((l) => [l.label, l.amount])).toEqual([
      ['Early-withdrawal fee (A1)', 1250],
      ['Consignment renewal fee (B2)', 500],
    ]);
  });

  it('names a recovery with no recorded charge as a balance owed', () => {
    expect(statementDeductions([recovered(3, 400)]).get(3)).toEqual([
      { kind: 'balance', itemCode: null, amount: 400, label: 'Balance owed to the store' },
    ]);
  });

  it('always adds up: each payout’s lines sum to what it recovered (property)', () => {
    const entry = fc.oneof(
      fc.record({
        kind: fc.constantFrom('earlyWithdrawal' as const, 'renewal' as const, 'opening' as const),
        amount: fc.integer({ min: 1, max: 50_000 }),
        itemCode: fc.option(fc.stringMatching(/^[A-Z0-9]{4}$/), { nil: null }),
        payoutId: fc.constant(null),
      }),
      fc.record({
        kind: fc.constant('recovered' as const),
        amount: fc.integer({ min: -50_000, max: -1 }),
        itemCode: fc.constant(null),
        payoutId: fc.integer({ min: 1, max: 1000 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (raw) => {
        // Each payout recovers once, as the server writes it.
        const seen = new Set<number>();
        const entries = raw.filter(
          (e) => e.payoutId === null || (!seen.has(e.payoutId) && seen.add(e.payoutId)),
        );
        const lines = statementDeductions(entries);
        for (const e of entries) {
          if (e.kind !== 'recovered') continue;
          const sum = mergeDeductions(lines.get(e.payoutId!) ?? []).reduce((s, l) => s + l.amount, 0);
          expect(sum).toBe(-e.amount);
        }
      }),
    );
  });
});
