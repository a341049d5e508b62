import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  divRound,
  fromMinor,
  minorToDecimalString,
  parseDecimal,
  percentOf,
  toMinor,
} from '../src/money';

describe('currency minor units', () => {
  it('come from the currency: JPY 0, USD 2, ZAR 2, KWD 3, any case', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('usd')).toBe(2);
    expect(currencyDigits('ZAR')).toBe(2);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('KWD')).toBe(3); // cached
  });
});

describe('toMinor / fromMinor', () => {
  it('converts major amounts exactly, rounding half away from zero', () => {
    expect(toMinor(149.99, 'USD')).toBe(14_999);
    expect(toMinor('20', 'USD')).toBe(2000);
    expect(toMinor(1.005, 'USD')).toBe(101); // a double would give 100.49999...
    expect(toMinor(-1.005, 'USD')).toBe(-101);
    expect(toMinor(1234.5, 'JPY')).toBe(1235);
    expect(toMinor('1.2345', 'KWD')).toBe(1235);
    expect(toMinor(1e21, 'USD')).toBe(1e23);
    expect(toMinor('.5', 'USD')).toBe(50);
  });

  it('refuses what is not a finite decimal', () => {
    expect(() => toMinor('abc', 'USD')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinor('', 'USD')).toThrow(RangeError);
    expect(() => toMinor('.', 'USD')).toThrow(RangeError);
  });

  it('turns minor units back into major numbers and strings', () => {
    expect(fromMinor(14_999, 'USD')).toBe(149.99);
    expect(fromMinor(-5, 'USD')).toBe(-0.05);
    expect(fromMinor(1235, 'JPY')).toBe(1235);
    expect(fromMinor(1235, 'KWD')).toBe(1.235);
    expect(minorToDecimalString(5, 'USD')).toBe('0.05');
    expect(minorToDecimalString(1235, 'USD', 1)).toBe('12.4');
    expect(minorToDecimalString(-1235, 'USD', 1)).toBe('-12.4');
    expect(minorToDecimalString(1235, 'USD', 0)).toBe('12');
    expect(minorToDecimalString(1235, 'JPY', 2)).toBe('1235.00');
  });
});

describe('exact arithmetic', () => {
  it('reads decimals as written, including exponents', () => {
    expect(parseDecimal('12.5')).toEqual({ int: 125n, scale: 1 });
    expect(parseDecimal(1e-7)).toEqual({ int: 1n, scale: 7 });
    expect(parseDecimal('2e3')).toEqual({ int: 2000n, scale: 0 });
    expect(parseDecimal('-0.25')).toEqual({ int: -25n, scale: 2 });
  });

  it('rounds division half away from zero', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(-4n, 3n)).toBe(-1n);
  });

  it('takes decimal percentages of minor amounts', () => {
    expect(percentOf(14_999, 12.5)).toBe(1875); // 18.74875 → 18.75
    expect(percentOf(14_999, 2.9)).toBe(435); // 4.34971 → 4.35
    expect(percentOf(2310, 15)).toBe(347); // 3.465 → 3.47
    expect(percentOf(0, 99)).toBe(0);
  });
});
