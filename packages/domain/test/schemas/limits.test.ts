import { describe, expect, it } from 'vitest';
import { consignerProfileSchema } from '../../src/schemas/auth';
import { LIMITS, money, optionalText, percent, requiredText } from '../../src/schemas/common';
import { makeAddConsignerSchema } from '../../src/schemas/consigner';
import { consignerTypeSchema } from '../../src/schemas/consigner-type';
import { employeeInviteSchema } from '../../src/schemas/employee';
import { priceChangeSchema } from '../../src/schemas/inventory';
import { storeSettingsSchema } from '../../src/schemas/settings';

/** Issue 13 §7 and 14 §4: one limit per field, no control characters, amounts a shop can mean. */
describe('text fields', () => {
  it('refuse NUL and other control characters, allowing line breaks only where multi-line', () => {
    expect(requiredText('Name is required').safeParse('Bad\u0000Name').success).toBe(false);
    expect(requiredText('Name is required').safeParse('Bell\u0007').success).toBe(false);
    expect(requiredText('Name is required').safeParse('two\nlines').success).toBe(false);
    expect(optionalText({ multiline: true }).safeParse('two\nlines').success).toBe(true);
    expect(optionalText({ multiline: true }).safeParse('nul\u0000').success).toBe(false);
    expect(requiredText('Name is required').safeParse('Ünïcode ✓').success).toBe(true);
  });

  it('limit a first name to the same length in sign-up, the staff form and the employee invite', () => {
    const at = 'a'.repeat(LIMITS.personName);
    const over = `${at}a`;
    const person = { lastName: 'L', email: 'a@b.test', phone: '1', address: 'x', payoutType: 'Paypal' };
    const staffForm = makeAddConsignerSchema();
    const ok = (firstName: string) => [
      consignerProfileSchema.safeParse({ firstName, lastName: 'L' }).success,
      staffForm.safeParse({ ...person, firstName, payoutData: 'a@b.test' }).success,
      employeeInviteSchema.safeParse({ firstName, lastName: 'L', email: 'a@b.test' }).success,
    ];
    expect(ok(at)).toEqual([true, true, true]);
    expect(ok(over)).toEqual([false, false, false]);
  });
});

describe('numbers', () => {
  it('take amounts from 0 to 1,000,000.00 and percentages from 0 to 100', () => {
    expect(money('Price is required').safeParse(1_000_000).success).toBe(true);
    for (const n of [1_000_000.01, 1e15, 2 ** 53, 1e308, -1]) {
      expect(money('Price is required').safeParse(n).success, String(n)).toBe(false);
    }
    expect(percent().safeParse(100).success).toBe(true);
    expect(percent().safeParse(100.01).success).toBe(false);
    expect(priceChangeSchema.safeParse({ requestedPrice: 21_474_837 }).success).toBe(false);
    expect(priceChangeSchema.safeParse({ requestedPrice: 999_999.99 }).success).toBe(true);
  });

  it('bound every fee of a consigner type and the store settings', () => {
    const type = consignerTypeSchema.safeParse({
      accountType: 'A',
      sellingFee: 5,
      minFee: 1e15,
      flatFee: 2 ** 53,
    });
    expect(type.error?.issues.map((i) => i.path.join('.'))).toEqual(['minFee', 'flatFee']);
    const settings = storeSettingsSchema.safeParse({ cleaningFee: 1e308, withdrawEarlyDays: 1e9 });
    const paths = settings.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['cleaningFee', 'withdrawEarlyDays']));
  });
});
