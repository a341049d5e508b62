import { describe, expect, it } from 'vitest';
import { axisAmount, exactAmount, growthDirection, growthText, shortAmount } from './format';

describe('chart axis amounts', () => {
  it('writes amounts below 1,000 with their cents, as everywhere, and K/M above', () => {
    expect(axisAmount(800, 'USD')).toBe('$800.00');
    expect(axisAmount(0, 'USD')).toBe('$0.00');
    expect(axisAmount(-250, 'USD')).toBe('-$250.00');
    expect(axisAmount(1600, 'USD')).toBe('$1.6K');
    expect(axisAmount(2_500_000, 'EUR')).toBe('€2.5M');
  });
});

describe('dashboard tiles and reports', () => {
  it('abbreviates a tile figure from 1,000 and leaves smaller ones their cents', () => {
    expect(shortAmount(800, 'USD')).toBe('$800.00');
    expect(shortAmount(12_345.67, 'USD')).toBe('$12.3K');
    expect(shortAmount(-1_550, 'USD')).toBe('-$1.6K');
  });

  it('spells a report figure out to the cent, as the tile does beneath its abbreviation', () => {
    expect(exactAmount(12_345.67, 'USD')).toBe('$12,345.67');
    expect(exactAmount(0, 'USD')).toBe('$0.00');
    expect(exactAmount(1234, 'JPY')).toBe('¥1,234');
  });
});

describe('percent change on tiles', () => {
  it('gives a change that shows as 0% no direction, so no green arrow sits beside "0%"', () => {
    expect(growthText(0.04)).toBe('0%');
    expect(growthDirection(0.04)).toBe('flat');
    expect(growthDirection(-0.04)).toBe('flat');
    expect(growthDirection(0.05)).toBe('up');
    expect(growthText(0.05)).toBe('+0.1%');
    expect(growthDirection(-66.67)).toBe('down');
    expect(growthText(1355)).toBe('+1.4K%');
  });
});
