import { describe, expect, it } from 'vitest';
import { axisAmount, growthDirection, growthText, shortAmount } from './format';

describe('chart axis amounts', () => {
  it('writes whole amounts below 1,000 and K/M above, like the ticks beside them', () => {
    expect(axisAmount(800, 'USD')).toBe('$800');
    expect(axisAmount(399.5, 'USD')).toBe('$400');
    expect(axisAmount(0, 'USD')).toBe('$0');
    expect(axisAmount(-250, 'USD')).toBe('-$250');
    expect(axisAmount(1600, 'USD')).toBe('$1.6K');
    expect(axisAmount(2_500_000, 'EUR')).toBe('€2.5M');
  });

  it('leaves the tiles their cents', () => {
    expect(shortAmount(800, 'USD')).toBe('$800.00');
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
