import { describe, expect, it } from 'vitest';
import { earlyWithdrawal } from '../src/withdrawal';

const now = new Date('2024-03-10T12:00:00Z');
const input = {
  status: 'Active' as const,
  acceptedOn: '2024-03-05T12:00:00Z',
  now,
  withdrawEarlyDays: 7,
  withdrawFee: 1500,
};

describe('early withdrawal fee', () => {
  it('charges the fee inside the early window after acceptance', () => {
    expect(earlyWithdrawal(input)).toEqual({ isWithdrawnEarly: true, withdrawalFee: 1500 });
    expect(earlyWithdrawal({ ...input, status: 'RequestPriceChange' }).isWithdrawnEarly).toBe(true);
    expect(
      earlyWithdrawal({
        ...input,
        status: 'RequestWithdrawal',
        acceptedOn: new Date('2024-03-04T12:00:01Z'),
      }),
    ).toEqual({ isWithdrawnEarly: true, withdrawalFee: 1500 });
  });

  it('does not charge at or after the cutoff', () => {
    expect(earlyWithdrawal({ ...input, acceptedOn: '2024-03-03T12:00:00Z' })).toEqual({
      isWithdrawnEarly: false,
      withdrawalFee: 0,
    });
  });

  it('does not charge with the defaults (0 days), without acceptance, or for other statuses', () => {
    expect(earlyWithdrawal({ ...input, withdrawEarlyDays: 0 }).isWithdrawnEarly).toBe(false);
    expect(earlyWithdrawal({ ...input, acceptedOn: null }).isWithdrawnEarly).toBe(false);
    expect(earlyWithdrawal({ ...input, acceptedOn: 'not a date' }).isWithdrawnEarly).toBe(false);
    expect(earlyWithdrawal({ ...input, status: 'Pending' }).isWithdrawnEarly).toBe(false);
    expect(earlyWithdrawal({ ...input, status: 'InTransit' }).isWithdrawnEarly).toBe(false);
    expect(earlyWithdrawal({ ...input, status: null }).isWithdrawnEarly).toBe(false);
  });

  it('marks an early withdrawal even when the fee is 0', () => {
    expect(earlyWithdrawal({ ...input, withdrawFee: 0 })).toEqual({
      isWithdrawnEarly: true,
      withdrawalFee: 0,
    });
  });
});
