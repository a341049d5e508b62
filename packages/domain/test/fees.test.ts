import { describe, expect, it } from 'vitest';
import type { ConsignerTypeRow } from '../src/fee-rules';
import {
  computeFees,
  type FeeInput,
  payoutBasis,
  quoteFees,
  type StoreFeeSettings,
  storeFeeSettings,
  zeroPayoutKind,
} from '../src/fees';

const base: FeeInput = {
  price: 0,
  rule: null,
  payoutFee: 0,
  cleaningFee: 2000,
  boxFee: 2000,
  vatRate: 15,
  storeChargeTax: false,
  consignerChargeTax: false,
  owed: 0,
};

describe('domain.md §2.1 worked examples', () => {
  it('1: 200.00 at 10 % (min 15), transaction 3 %, no VAT', () => {
    const fees = computeFees({
      ...base,
      price: 20_000,
      rule: { sellingFee: 10, minFee: 1500, flatFee: 0 },
      payoutFee: 3,
    });
    expect(fees).toMatchObject({ selling: 2000, transcation: 600, vat: 0, negativeBalance: 0, total: 2600 });
    expect(fees.payout).toBe(17_400);
  });

  it('2: 100.00 with min fee, flat fee, cleaning, 15 % VAT and 50.00 owed', () => {
    const fees = computeFees({
      ...base,
      price: 10_000,
      rule: { sellingFee: 10, minFee: 1500, flatFee: 500 },
      payoutFee: 3,
      cleaning: true,
      storeChargeTax: true,
      consignerChargeTax: true,
      owed: 5000,
    });
    expect(fees).toMatchObject({
      selling: 2000,
      transcation: 300,
      cleaning: 2000,
      box: 0,
      services: 2000,
      vat: 645,
      negativeBalance: 5000,
      total: 9945,
      payout: 55,
    });
  });

  it('3: 30.00 where the fees exceed the price pays out 0', () => {
    const fees = computeFees({
      ...base,
      price: 3000,
      rule: { sellingFee: 20, minFee: 2500, flatFee: 1000 },
      payoutFee: 3,
    });
    expect(fees).toMatchObject({
      selling: 3500,
      transcation: 90,
      vat: 0,
      negativeBalance: 0,
      total: 3590,
      payout: 0,
    });
  });

  it('4: 149.99 at 12.5 % and 2.9 % with 15 % VAT rounds each component', () => {
    const fees = computeFees({
      ...base,
      price: 14_999,
      rule: { sellingFee: 12.5, minFee: 0, flatFee: 0 },
      payoutFee: 2.9,
      storeChargeTax: true,
      consignerChargeTax: true,
    });
    expect(fees).toMatchObject({
      selling: 1875,
      transcation: 435,
      vat: 347,
      negativeBalance: 0,
      total: 2657,
    });
    expect(fees.payout).toBe(12_342);
  });
});

describe('fee engine rules', () => {
  it('charges VAT only when both the store and the consigner charge tax', () => {
    const input = { ...base, price: 10_000, rule: { sellingFee: 10, minFee: 0, flatFee: 0 } };
    expect(computeFees({ ...input, storeChargeTax: true }).vat).toBe(0);
    expect(computeFees({ ...input, consignerChargeTax: true }).vat).toBe(0);
    expect(computeFees({ ...input, storeChargeTax: true, consignerChargeTax: true }).vat).toBe(150);
  });

  it('adds the box fee when a replacement box was requested', () => {
    const fees = computeFees({ ...base, price: 10_000, box: true, cleaning: true, boxFee: 1500 });
    expect(fees).toMatchObject({ cleaning: 2000, box: 1500, services: 3500, total: 3500, payout: 6500 });
  });

  it('takes no more of the balance than the price leaves', () => {
    const fees = computeFees({ ...base, price: 1000, payoutFee: 10, owed: 50_000 });
    expect(fees).toMatchObject({ transcation: 100, negativeBalance: 900, total: 1000, payout: 0 });
    const over = computeFees({
      ...base,
      price: 1000,
      rule: { sellingFee: 0, minFee: 5000, flatFee: 0 },
      owed: 100,
    });
    expect(over.negativeBalance).toBe(0);
  });

  it('charges no selling fee when no rule applies', () => {
    expect(computeFees({ ...base, price: 5000 }).selling).toBe(0);
  });

  it('refuses amounts that are not non-negative whole minor units and negative rates', () => {
    expect(() => computeFees({ ...base, price: 10.5 })).toThrow(RangeError);
    expect(() => computeFees({ ...base, price: -1 })).toThrow(RangeError);
    expect(() => computeFees({ ...base, owed: -1 })).toThrow(RangeError);
    expect(() => computeFees({ ...base, payoutFee: -1 })).toThrow(RangeError);
    expect(() => computeFees({ ...base, vatRate: Number.NaN })).toThrow(RangeError);
    expect(() => computeFees({ ...base, rule: { sellingFee: -2, minFee: 0, flatFee: 0 } })).toThrow(
      RangeError,
    );
    expect(() => computeFees({ ...base, rule: { sellingFee: 2, minFee: 0, flatFee: -5 } })).toThrow(
      RangeError,
    );
  });
});

describe('sold price and discounts', () => {
  it('pays out on price minus discount unless the store absorbs discounts', () => {
    expect(payoutBasis(10_000, 1500, false)).toBe(8500);
    expect(payoutBasis(10_000, 1500, true)).toBe(10_000);
    expect(payoutBasis(10_000, null, false)).toBe(10_000);
    expect(payoutBasis(1000, 5000, false)).toBe(0);
  });
});

const rows: ConsignerTypeRow[] = [
  { id: 1, accountType: 'Standard', sellingFee: 10, minFee: 1500, flatFee: 0, isDefault: true },
  { id: 2, accountType: 'VIP', sellingFee: 5, minFee: 0, flatFee: 0, isDefault: false },
];

const settings: StoreFeeSettings = {
  payoutFee: 3,
  vatRate: 15,
  chargeTax: false,
  cleaningFee: 2000,
  boxFee: 2000,
  absorbDiscount: false,
};

describe('quoteFees (POST /api/inventories/fees)', () => {
  const consigner = { isStoreAccount: false, accountType: 'VIP', chargeTax: false, balanceOwed: 0 };

  it("prices with the consigner's type and the store's settings", () => {
    const fees = quoteFees({ price: 20_000, consigner, item: {}, consignerTypes: rows, store: settings });
    expect(fees).toMatchObject({ selling: 1000, transcation: 600, payout: 18_400, storeOwned: false });
  });

  it('uses the sold price for a discounted sale and cleaning/box services when asked', () => {
    const fees = quoteFees({
      price: 20_000,
      discount: 10_000,
      consigner,
      item: {},
      consignerTypes: rows,
      store: settings,
      services: { cleaning: true, box: true },
    });
    expect(fees).toMatchObject({ selling: 500, transcation: 300, services: 4000, payout: 5200 });
  });

  it('skips fees for store-owned consigners: payout carries the cost', () => {
    const owned = { ...consigner, isStoreAccount: true };
    const fees = quoteFees({
      price: 20_000,
      cost: 9000,
      consigner: owned,
      item: {},
      consignerTypes: rows,
      store: settings,
    });
    expect(fees).toEqual({
      selling: 0,
      transcation: 0,
      cleaning: 0,
      box: 0,
      services: 0,
      vat: 0,
      negativeBalance: 0,
      total: 0,
      payout: 9000,
      storeOwned: true,
    });
    expect(
      quoteFees({ price: 1, consigner: owned, item: {}, consignerTypes: [], store: settings }).payout,
    ).toBe(0);
  });
});

describe('store fee settings from configuration', () => {
  it('converts major units to minor and applies the defaults (cleaning and box 20)', () => {
    expect(storeFeeSettings({}, 'USD')).toEqual({
      payoutFee: 0,
      vatRate: 0,
      chargeTax: false,
      cleaningFee: 2000,
      boxFee: 2000,
      absorbDiscount: false,
    });
    expect(
      storeFeeSettings(
        {
          payoutFee: '2.9',
          vatRate: 15,
          chargeTax: true,
          cleaningFee: '12.5',
          boxFee: '',
          absorbDiscount: true,
        },
        'JPY',
      ),
    ).toEqual({
      payoutFee: 2.9,
      vatRate: 15,
      chargeTax: true,
      cleaningFee: 13,
      boxFee: 20,
      absorbDiscount: true,
    });
    expect(storeFeeSettings({ payoutFee: 'abc', vatRate: -3, cleaningFee: -5 }, 'USD')).toMatchObject({
      payoutFee: 0,
      vatRate: 0,
      cleaningFee: 0,
    });
  });
});

describe('zero-payout notes', () => {
  const zero = computeFees({ ...base, price: 1000, rule: { sellingFee: 0, minFee: 2000, flatFee: 0 } });
  it('names the note a screen shows', () => {
    expect(zeroPayoutKind(zero)).toBe('zeroPayoutWithSellingFee');
    expect(zeroPayoutKind(computeFees({ ...base, price: 0 }))).toBe('zeroPayout');
    expect(zeroPayoutKind(computeFees({ ...base, price: 100 }))).toBe('none');
    expect(zeroPayoutKind({ ...zero, storeOwned: true })).toBe('none');
  });
});
