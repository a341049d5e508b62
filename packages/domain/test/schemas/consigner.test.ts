import { describe, expect, it } from 'vitest';
import { addConsignerSchema, makeAddConsignerSchema } from '../../src/schemas/consigner';
import { issues } from './helpers';

const person = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+27 21 555 0100',
  address: '1 Long Street, Cape Town',
};

describe('add consigner', () => {
  it('requires the personal fields', () => {
    const r = addConsignerSchema.safeParse({ payoutType: 'Bank' });
    expect(issues(r)).toEqual(
      expect.arrayContaining([
        ['firstName', 'First name is required'],
        ['lastName', 'Last name is required'],
        ['email', 'Email is required'],
        ['phone', 'Phone is required'],
        ['address', 'Address is required'],
      ]),
    );
    expect(
      issues(
        addConsignerSchema.safeParse({ ...person, email: 'nope', payoutType: 'Zelle', payoutData: 'a@b.co' }),
      ),
    ).toEqual([['email', 'Please enter a valid email']]);
  });

  it('abaNumber needs account name, account number and routing number', () => {
    const r = addConsignerSchema.safeParse({
      ...person,
      payoutType: 'Bank',
      bankData: { routingType: 'abaNumber', accountName: 'Ada' },
    });
    expect(issues(r)).toEqual([
      ['bankData.accountNumber', 'Account Number is required'],
      ['bankData.routingNumber', 'Routing Number is required'],
    ]);
    const ok = addConsignerSchema.parse({
      ...person,
      payoutType: 'bank',
      payoutData: 'left over',
      bankData: {
        routingType: 'abaNumber',
        accountName: 'Ada',
        accountNumber: '123',
        routingNumber: '021000021',
      },
    });
    expect(ok).toMatchObject({
      payoutType: 'Bank',
      payoutData: null,
      bankData: { routingNumber: '021000021' },
    });
  });

  it('swiftCode needs account name, swift code, and account number or IBAN', () => {
    const base = { ...person, payoutType: 'Bank' };
    const missing = addConsignerSchema.safeParse({
      ...base,
      bankData: { routingType: 'swiftCode', accountName: 'Ada', swiftCode: 'ABSAZAJJ' },
    });
    expect(issues(missing)).toEqual([
      ['bankData.accountNumber', 'Account Number or IBAN Number is required'],
    ]);
    expect(
      addConsignerSchema.safeParse({
        ...base,
        bankData: { routingType: 'swiftCode', accountName: 'Ada', swiftCode: 'X', ibanNumber: 'GB1' },
      }).success,
    ).toBe(true);
  });

  it('ibanNumber needs account name and IBAN; a routing type is needed at all', () => {
    const base = { ...person, payoutType: 'Bank' };
    expect(
      issues(
        addConsignerSchema.safeParse({ ...base, bankData: { routingType: 'ibanNumber', accountName: ' ' } }),
      ),
    ).toEqual([
      ['bankData.accountName', 'Account Name is required'],
      ['bankData.ibanNumber', 'IBAN Number is required'],
    ]);
    expect(issues(addConsignerSchema.safeParse(base))).toEqual([
      ['bankData.routingType', 'Routing type is required'],
    ]);
    expect(issues(addConsignerSchema.safeParse({ ...base, bankData: { routingType: 'bic' } }))).toEqual([
      ['bankData.routingType', 'Routing type is required'],
    ]);
  });

  it('store 32 (no routing fields) needs account name and number only', () => {
    const sa = makeAddConsignerSchema({ routingFields: false });
    expect(
      issues(sa.safeParse({ ...person, payoutType: 'Bank', bankData: { bank: 'Capitec Bank' } })),
    ).toEqual([
      ['bankData.accountName', 'Account Name is required'],
      ['bankData.accountNumber', 'Account Number is required'],
    ]);
    const ok = sa.parse({
      ...person,
      payoutType: 'Bank',
      bankData: {
        accountName: 'Ada',
        accountNumber: '1',
        bank: 'Capitec Bank',
        bankType: 'Savings Account',
        branchCode: '470010',
      },
    });
    expect(ok.bankData).toMatchObject({ bank: 'Capitec Bank', branchCode: '470010', swiftCode: null });
  });

  it('other payout types need an e-mail-like account and clear all bank data', () => {
    expect(issues(addConsignerSchema.safeParse({ ...person, payoutType: 'PayPal' }))).toEqual([
      ['payoutData', 'Please enter a valid email'],
    ]);
    const ok = addConsignerSchema.parse({
      ...person,
      payoutType: 'PayPal',
      payoutData: 'ada@paypal.me',
      bankData: { routingType: 'abaNumber', accountNumber: '123' },
    });
    expect(ok).toMatchObject({ payoutType: 'Paypal', payoutData: 'ada@paypal.me', bankData: null });
  });

  it('refuses unknown payout types and unknown keys', () => {
    expect(issues(addConsignerSchema.safeParse({ ...person, payoutType: 'Cheque' }))).toContainEqual([
      'payoutType',
      'Payout option is required',
    ]);
    expect(
      addConsignerSchema.safeParse({ ...person, payoutType: 'Zelle', payoutData: 'a@b.co', isAdmin: true })
        .success,
    ).toBe(false);
  });
});
