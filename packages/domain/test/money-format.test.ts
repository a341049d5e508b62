import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatAmount,
  formatMoney,
  formatMoneyForCsv,
  formatStoreTake,
} from '../src/money-format';

/** Intl writes a no-break space between some codes and the number; the tests read it as a plain one. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatMoney: every amount by default', () => {
  it('writes the symbol, thousands separators and two decimals for dollars', () => {
    expect(formatMoney(123_456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(14_000, 'USD')).toBe('$140.00');
    expect(formatMoney(10_687, 'USD')).toBe('$106.87');
  });

  it('writes zero as $0.00, never $0 or $0.0', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
  });

  it('writes a negative amount with a leading minus', () => {
    expect(formatMoney(-5, 'USD')).toBe('-$0.05');
    expect(formatMoney(-1_250, 'USD')).toBe('-$12.50');
  });

  it('writes large amounts in full, to the cent', () => {
    expect(formatMoney(123_456_789_012, 'USD')).toBe('$1,234,567,890.12');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
  });

  it("uses the currency's own minor unit: none for JPY, three for KWD", () => {
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoney(0, 'JPY')).toBe('¥0');
    expect(plain(formatMoney(1235, 'KWD'))).toBe('KWD 1.235');
    expect(formatMoney(1050, 'EUR')).toBe('€10.50');
  });

  it('follows a locale when asked', () => {
    expect(plain(formatMoney(12_550, 'ZAR', 'standard', 'en-ZA'))).toBe('R 125,50');
  });
});

describe("formatMoney 'card': the payout on an item card (one decimal, spec 2 §4)", () => {
  it('rounds half away from zero to one decimal, with separators', () => {
    expect(formatMoney(17_455, 'USD', 'card')).toBe('$174.6');
    expect(formatMoney(17_444, 'USD', 'card')).toBe('$174.4');
    expect(formatMoney(14_000, 'USD', 'card')).toBe('$140.0');
    expect(formatMoney(123_456, 'USD', 'card')).toBe('$1,234.6');
    expect(formatMoney(-17_455, 'USD', 'card')).toBe('-$174.6');
  });

  it('never shows a tiny negative as -$0.0, nor more decimals than the currency has', () => {
    expect(formatMoney(-4, 'USD', 'card')).toBe('$0.0');
    expect(formatMoney(1234, 'JPY', 'card')).toBe('¥1,234');
  });
});

describe("formatMoney 'summary': the summary cards the spec names (K/M/B, one decimal)", () => {
  it('abbreviates from 1,000 and writes smaller amounts in full', () => {
    expect(formatMoney(99_900, 'USD', 'summary')).toBe('$999.00');
    expect(formatMoney(0, 'USD', 'summary')).toBe('$0.00');
    expect(formatMoney(100_000, 'USD', 'summary')).toBe('$1.0K');
    expect(formatMoney(155_000, 'USD', 'summary')).toBe('$1.6K');
    expect(formatMoney(-250_000_000, 'USD', 'summary')).toBe('-$2.5M');
    expect(formatMoney(705_000_000_000, 'USD', 'summary')).toBe('$7.1B');
  });

  it('moves up a unit when rounding reaches 1,000', () => {
    expect(formatMoney(99_995_000, 'USD', 'summary')).toBe('$1.0M');
  });

  it('abbreviates yen by its whole amount', () => {
    expect(formatMoney(1_550, 'JPY', 'summary')).toBe('¥1.6K');
    expect(formatMoney(999, 'JPY', 'summary')).toBe('¥999');
  });
});

describe('formatAmount: an API amount in major units', () => {
  it('reads the exact decimal, numbers and strings alike', () => {
    expect(formatAmount(106.87, 'USD')).toBe('$106.87');
    expect(formatAmount('149.99', 'USD')).toBe('$149.99');
    expect(formatAmount(140, 'USD')).toBe('$140.00');
    expect(formatAmount(1.005, 'USD')).toBe('$1.01');
    expect(formatAmount(-6.4, 'USD')).toBe('-$6.40');
    expect(formatAmount(140, 'USD', 'card')).toBe('$140.0');
    expect(formatAmount(12_345.67, 'USD', 'summary')).toBe('$12.3K');
    expect(formatAmount(1234, 'JPY')).toBe('¥1,234');
  });

  it('shows a dash for a missing amount and leaves a non-number as it came', () => {
    expect(formatAmount(null, 'USD')).toBe('—');
    expect(formatAmount(undefined, 'USD')).toBe('—');
    expect(formatAmount('', 'USD')).toBe('—');
    expect(formatAmount('n/a', 'USD')).toBe('n/a');
  });
});

describe('formatMoneyForCsv: a plain number a spreadsheet sums', () => {
  it("has no symbol and no separators, and the currency's decimals", () => {
    expect(formatMoneyForCsv(123_456, 'USD')).toBe('1234.56');
    expect(formatMoneyForCsv(14_000, 'USD')).toBe('140.00');
    expect(formatMoneyForCsv(0, 'USD')).toBe('0.00');
    expect(formatMoneyForCsv(-640, 'USD')).toBe('-6.40');
    expect(formatMoneyForCsv(123_456_789_012, 'USD')).toBe('1234567890.12');
    expect(formatMoneyForCsv(1234, 'JPY')).toBe('1234');
    expect(formatMoneyForCsv(1235, 'KWD')).toBe('1.235');
  });
});

describe("formatStoreTake (a sold item's fees: price − payout)", () => {
  it('shows a positive take as money and a loss with a minus sign and why', () => {
    expect(formatStoreTake(2360, 'USD')).toBe('$23.60');
    expect(formatStoreTake(0, 'USD')).toBe('$0.00');
    expect(formatStoreTake(-640, 'USD')).toBe('\u2212$6.40 (store absorbed the markdown or discount)');
  });
});

describe('currencySymbol: for input prefixes', () => {
  it('gives the symbol the locale writes', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('JPY')).toBe('¥');
  });
});
