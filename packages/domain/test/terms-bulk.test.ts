import { describe, expect, it } from 'vitest';
import type { ConsignmentTerms } from '../src/consignment-terms';
import { bulkOutcome, bulkRefusal } from '../src/terms-bulk';

const terms: ConsignmentTerms = {
  termDays: 40,
  expiryAction: 'return',
  convertPayoutPercent: 50,
  graceDays: 7,
  renewalFee: 1200,
  minDaysBeforeChange: 0,
  floorPercent: 0,
  noMarkdownFrom: null,
  markdowns: [],
  ageSplits: [],
};
const item = (expiresOn: string, status = 'Active', t = terms) => ({
  status,
  term: { terms: t, expiresOn, listed: 10_000 },
});

describe('which items a bulk terms action touches', () => {
  const today = '2026-03-10';
  it('acts from the warning week (7 days before expiry) on, through grace and after', () => {
    for (const action of ['renew', 'return', 'convert'] as const) {
      expect(bulkRefusal(action, item('2026-03-17'), today)).toBeNull();
      expect(bulkRefusal(action, item('2026-03-01'), today)).toBeNull();
      expect(bulkRefusal(action, item('2026-03-18'), today)).toEqual({
        reason: 'notExpiringYet',
        daysLeft: 8,
      });
    }
  });
  it('leaves items off terms, waiting for return, sold, and conversions that would pay nothing', () => {
    expect(bulkRefusal('renew', { status: 'Active', term: null }, today)).toEqual({ reason: 'notOnTerms' });
    expect(bulkRefusal('return', item('2026-03-12', 'RequestWithdrawal'), today)?.reason).toBe(
      'waitingForReturn',
    );
    expect(bulkRefusal('convert', item('2026-03-12', 'Sold'), today)?.reason).toBe('notLive');
    const free = { ...terms, convertPayoutPercent: 0 };
    expect(bulkRefusal('convert', item('2026-03-12', 'Active', free), today)?.reason).toBe(
      'noConversionPayout',
    );
    expect(bulkRefusal('return', item('2026-03-12', 'Active', free), today)).toBeNull();
  });
  it('says in words what was done and skipped, with counts per reason', () => {
    const out = bulkOutcome('convert', 2, [{ code: 'A1', reason: 'notExpiringYet', daysLeft: 10 }], 0);
    expect(out.message).toBe(
      '2 items converted to store stock. 1 item skipped: 1 not expiring yet (A1, 10 days left).',
    );
    expect(out.skippedBy).toMatchObject({ notExpiringYet: 1, notOnTerms: 0 });
  });
});
