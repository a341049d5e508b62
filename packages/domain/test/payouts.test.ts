import { describe, expect, it } from 'vitest';
import {
  chequeCount,
  groupPayoutByConsigner,
  isAutoPayoutInProgress,
  linePayout,
  needsPayoutConfirmation,
  PAYOUT_ACTION_LABELS,
  type PayoutLine,
  payableLines,
  payoutPrimaryAction,
  payoutTotal,
  showsChequeErrorTag,
  soldItemPayoutLine,
  valuesTotal,
} from '../src/payouts';

describe('cheques', () => {
  it('needs ceil(total / 2000) cheques per consigner', () => {
    expect(chequeCount(0, 'USD')).toBe(0);
    expect(chequeCount(-100, 'USD')).toBe(0);
    expect(chequeCount(1, 'USD')).toBe(1);
    expect(chequeCount(200_000, 'USD')).toBe(1);
    expect(chequeCount(200_001, 'USD')).toBe(2);
    expect(chequeCount(2000, 'JPY')).toBe(1);
    expect(chequeCount(2001, 'JPY')).toBe(2);
    expect(chequeCount(4_000_001, 'KWD')).toBe(3);
  });
});

const lines: PayoutLine[] = [
  { inventoryId: 1, consignerId: 'a', amount: 150_000, kind: 'Sold' },
  { inventoryId: 2, consignerId: 'b', amount: 10_000, kind: 'Sold' },
  { inventoryId: 3, consignerId: 'a', amount: 60_000, kind: 'Buying' },
];

describe('payout grouping', () => {
  it('groups lines per consigner with totals and cheque counts', () => {
    const groups = groupPayoutByConsigner(lines, 'USD');
    expect(groups.map((g) => [g.consignerId, g.total, g.cheques, g.lines.length])).toEqual([
      ['a', 210_000, 2, 2],
      ['b', 10_000, 1, 1],
    ]);
    expect(payoutTotal(lines)).toBe(220_000);
  });

  it('totals payout × quantity for the review bar', () => {
    expect(linePayout(1050, 3)).toBe(3150);
    expect(linePayout(1050, -1)).toBe(0);
    expect(
      valuesTotal([
        { payout: 1050, quantity: 3 },
        { payout: 99, quantity: 1 },
      ]),
    ).toBe(3249);
    expect(valuesTotal([])).toBe(0);
  });

  it('owes a payout line for Sold consigner items only', () => {
    const sold = { id: 9, status: 'Sold', consignerId: 'a', payoutAmount: 17_400 };
    expect(soldItemPayoutLine(sold)).toEqual({
      inventoryId: 9,
      consignerId: 'a',
      amount: 17_400,
      kind: 'Sold',
    });
    expect(soldItemPayoutLine({ ...sold, payoutAmount: null })?.amount).toBe(0);
    expect(soldItemPayoutLine({ ...sold, status: 'Paid' })).toBeNull();
    expect(soldItemPayoutLine({ ...sold, isStoreAccount: true })).toBeNull();
    expect(soldItemPayoutLine({ ...sold, saleType: 'Buying' })).toBeNull();
    expect(soldItemPayoutLine({ ...sold, consignerId: null })).toBeNull();
  });

  it('never pays an item twice', () => {
    const twice = [...lines, { ...lines[0], amount: 1 } as PayoutLine];
    const { lines: ok, skipped } = payableLines(twice, new Set(['2']));
    expect(ok.map((l) => l.inventoryId)).toEqual([1, 3]);
    expect(skipped.map((l) => l.inventoryId)).toEqual([2, 1]);
  });
});

describe('payout detail actions', () => {
  it('offers Retry for Failed, Pay for Buying, Mark as Paid otherwise, nothing once Paid', () => {
    expect(payoutPrimaryAction('Failed')).toBe('retryAutoPayout');
    expect(payoutPrimaryAction('Buying')).toBe('pay');
    expect(payoutPrimaryAction('Pending')).toBe('markPaid');
    expect(payoutPrimaryAction('Paid')).toBe('none');
    expect(PAYOUT_ACTION_LABELS.retryAutoPayout).toBe('Retry Auto Payout');
  });

  it('shows auto payout progress, the cheque error tag and the confirmation for automated stores', () => {
    expect(isAutoPayoutInProgress('Pending', true)).toBe(true);
    expect(isAutoPayoutInProgress('Pending', false)).toBe(false);
    expect(showsChequeErrorTag({ automatedPayout: true, status: 'Failed', chequesIssued: 0 })).toBe(true);
    expect(showsChequeErrorTag({ automatedPayout: true, status: 'Paid', chequesIssued: 0 })).toBe(true);
    // In flight: the cheques are still being written.
    expect(showsChequeErrorTag({ automatedPayout: true, status: 'Pending', chequesIssued: 0 })).toBe(false);
    expect(showsChequeErrorTag({ automatedPayout: true, status: 'Buying', chequesIssued: 0 })).toBe(false);
    expect(showsChequeErrorTag({ automatedPayout: true, status: 'Pending', chequesIssued: 1 })).toBe(false);
    expect(showsChequeErrorTag({ automatedPayout: false, status: 'Failed', chequesIssued: 0 })).toBe(false);
    expect(needsPayoutConfirmation(true)).toBe(true);
    expect(needsPayoutConfirmation(false)).toBe(false);
  });
});
