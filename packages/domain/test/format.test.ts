import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  basisPointsAsPercent,
  compareSizes,
  firstNumber,
  pageRangeText,
  percentChange,
  showPager,
  skuForCard,
  skuForPayout,
  skuForTable,
  skuOrNA,
  sortBySize,
} from '../src/format';

describe('K/M/B abbreviation', () => {
  it('uses K from 1,000, M from 1,000,000, B from 1,000,000,000 with one decimal', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(12.345)).toBe('12.35');
    expect(abbreviateNumber(1000)).toBe('1.0K');
    expect(abbreviateNumber(1550)).toBe('1.6K');
    expect(abbreviateNumber(-1550)).toBe('-1.6K');
    expect(abbreviateNumber(2_345_678)).toBe('2.3M');
    expect(abbreviateNumber(7_050_000_000)).toBe('7.1B');
    expect(abbreviateNumber(1_500_000_000_000)).toBe('1500.0B');
  });

  it('moves up a unit when rounding reaches 1,000', () => {
    expect(abbreviateNumber(999_950)).toBe('1.0M');
    expect(abbreviateNumber(-999_950)).toBe('-1.0M');
    expect(abbreviateNumber(999_949)).toBe('999.9K');
  });
});

describe('SKU cuts', () => {
  const sku = 'DD1391-100-WHITE-BLACK';
  it('cuts to 10 in tables, 12 plus an ellipsis on cards, 10 plus "..." in payouts', () => {
    expect(skuForTable(sku)).toBe('DD1391-100');
    expect(skuForCard(sku)).toBe('DD1391-100-W...');
    expect(skuForPayout(sku)).toBe('DD1391-100...');
    expect(skuForPayout('SHORT')).toBe('SHORT');
    expect(skuForTable(null)).toBe('');
  });

  it('shows N/A for a missing SKU on store-request cards', () => {
    expect(skuOrNA(null)).toBe('N/A');
    expect(skuOrNA('  ')).toBe('N/A');
    expect(skuOrNA('ABC')).toBe('ABC');
  });
});

describe('size sort', () => {
  it('sorts by the first number in the value', () => {
    expect(firstNumber('US 10.5')).toBe(10.5);
    expect(firstNumber('XL')).toBeNull();
    expect(firstNumber(undefined)).toBeNull();
    const sizes = ['10', 'US 9.5', 'XL', '4Y', '11 W', 'L', '9.5 (narrow)'];
    expect(sortBySize(sizes, (s) => s)).toEqual(['4Y', '9.5 (narrow)', 'US 9.5', '10', '11 W', 'L', 'XL']);
    expect(sortBySize(['9', '10', '8'], (s) => s, true)).toEqual(['10', '9', '8']);
    expect(compareSizes(null, null)).toBe(0);
  });
});

describe('percent change', () => {
  it('is (current − previous) / previous × 100, or current when previous is 0', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(42, 0)).toBe(42);
    expect(percentChange(50, -100)).toBe(150);
  });
});

describe('pager', () => {
  it('reads "{from}-{to} of {total} items"', () => {
    expect(pageRangeText(1, 10, 35)).toBe('1-10 of 35 items');
    expect(pageRangeText(4, 10, 35)).toBe('31-35 of 35 items');
    expect(pageRangeText(1, 10, 0)).toBe('0-0 of 0 items');
  });

  it('hides for a single page', () => {
    expect(showPager(10, 10)).toBe(false);
    expect(showPager(11, 10)).toBe(true);
  });
});

describe('basisPointsAsPercent', () => {
  it('writes a rate in basis points as a percentage with two decimals', () => {
    expect(basisPointsAsPercent(825)).toBe('8.25');
    expect(basisPointsAsPercent(2000)).toBe('20.00');
    expect(basisPointsAsPercent(5)).toBe('0.05');
    expect(basisPointsAsPercent(0)).toBe('0.00');
  });
});
