import { describe, expect, it } from 'vitest';
import { isAccessControl } from '../src/access-controls';
import { BANK_ACCOUNT_TYPES, SOUTH_AFRICAN_BANKS } from '../src/banks';
import {
  CURRENCY_CODES,
  CUSTOM_BARCODE_OPTIONS,
  DEFAULT_INVENTORY_SORT,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  hidesRoutingFields,
  INVENTORY_SORT_OPTIONS,
  isCurrencyCode,
  LABEL_OPTIONS,
  normalizePageSize,
  PAGE_SIZES,
  PAYMENT_TYPE_LABELS,
  PAYOUT_OPTIONS,
  payoutTypeLabel,
  ROUTING_TYPE_FIELDS,
  SIGNUP_INFO_OPTIONS,
  SIZE_TYPES,
  toPayoutType,
  uploadItemCode,
  wantsEmail,
} from '../src/constants';

describe('tables', () => {
  it('offer page sizes 10 to 500, 10 by default on page 1', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100, 250, 500]);
    expect([DEFAULT_PAGE_SIZE, DEFAULT_PAGE]).toEqual([10, 1]);
    expect(normalizePageSize('250')).toBe(250);
    expect(normalizePageSize(1000)).toBe(10);
    expect(normalizePageSize(undefined)).toBe(10);
  });

  it('sort inventory newest updated first by default', () => {
    expect(INVENTORY_SORT_OPTIONS).toHaveLength(11);
    expect(DEFAULT_INVENTORY_SORT).toBe('newestUpdated');
  });
});

describe('option lists', () => {
  it('match the spec', () => {
    expect(PAYOUT_OPTIONS).toEqual(['PayPal', 'Zelle', 'Bank']);
    expect(SIGNUP_INFO_OPTIONS).toEqual(['Email', 'Full Name', 'Full Address', 'Username', 'Phone']);
    expect(SIZE_TYPES).toEqual(['US M', 'US W', 'UK', 'EU', 'JP', 'KR']);
    expect(CUSTOM_BARCODE_OPTIONS).toEqual(['SKU', 'Code', 'GTIN', 'None']);
    expect(LABEL_OPTIONS).toContain('Scan To Shop');
    expect(LABEL_OPTIONS).toContain('Payout Fee');
    expect(PAYMENT_TYPE_LABELS.auto).toBe('Checkbooks');
  });

  it('map payout options onto stored payout types', () => {
    expect(toPayoutType('PayPal')).toBe('Paypal');
    expect(toPayoutType(' bank ')).toBe('Bank');
    expect(toPayoutType('Venmo')).toBeNull();
  });

  it('know every ISO 4217 currency through Intl', () => {
    expect(CURRENCY_CODES.length).toBeGreaterThan(100);
    expect(isCurrencyCode('zar')).toBe(true);
    expect(isCurrencyCode('KWD')).toBe(true);
    expect(isCurrencyCode('ABC')).toBe(false);
  });
});

describe('banks', () => {
  it('list about 37 South African banks, unique, with the big five', () => {
    expect(SOUTH_AFRICAN_BANKS.length).toBeGreaterThanOrEqual(35);
    expect(new Set(SOUTH_AFRICAN_BANKS).size).toBe(SOUTH_AFRICAN_BANKS.length);
    for (const bank of [
      'ABSA Bank',
      'First National Bank',
      'Nedbank',
      'Standard Bank',
      'Capitec Bank',
      'TymeBank',
    ]) {
      expect(SOUTH_AFRICAN_BANKS).toContain(bank);
    }
  });

  it('list the account types', () => {
    expect(BANK_ACCOUNT_TYPES).toHaveLength(7);
    expect(BANK_ACCOUNT_TYPES[0]).toBe('Current (cheque/bond) Account');
  });

  it('say which fields each routing type needs', () => {
    expect(ROUTING_TYPE_FIELDS.abaNumber.required).toEqual(['accountName', 'accountNumber', 'routingNumber']);
    expect(ROUTING_TYPE_FIELDS.swiftCode.oneOf).toEqual(['accountNumber', 'ibanNumber']);
    expect(ROUTING_TYPE_FIELDS.ibanNumber.required).toEqual(['accountName', 'ibanNumber']);
    expect(hidesRoutingFields('32')).toBe(true);
    expect(hidesRoutingFields(31)).toBe(false);
  });
});

describe('odds and ends', () => {
  it('honour e-mail notification flags, wanted unless switched off', () => {
    expect(wantsEmail(null, 'onPayout')).toBe(true);
    expect(wantsEmail({ onPayout: false }, 'onPayout')).toBe(false);
    expect(wantsEmail({ onPayout: false }, 'onProductSold')).toBe(true);
    // Issue 29: the markdown notice is on until the consigner turns it off, like every other.
    expect(wantsEmail(null, 'onMarkdown')).toBe(true);
    expect(wantsEmail({ onPayout: true }, 'onMarkdown')).toBe(true);
    expect(wantsEmail({ onMarkdown: false }, 'onMarkdown')).toBe(false);
  });

  it('make upload codes of the handle and six digits', () => {
    expect(uploadItemCode('sole', () => 0)).toBe('sole_100000');
    expect(uploadItemCode('sole', () => 0.999_999_9)).toBe('sole_999999');
  });

  it('recognise access controls', () => {
    expect(isAccessControl('InStoreApp')).toBe(true);
    expect(isAccessControl('Billing')).toBe(false);
  });
});

describe('payoutTypeLabel (issue 33)', () => {
  it('writes PayPal, not the stored Paypal', () => {
    expect(payoutTypeLabel('Paypal')).toBe('PayPal');
    expect(payoutTypeLabel('Bank')).toBe('Bank');
    expect(payoutTypeLabel(null)).toBe('');
  });
});
