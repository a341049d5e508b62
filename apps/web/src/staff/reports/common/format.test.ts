import { describe, expect, it } from 'vitest';
import { axisAmount, shortAmount } from './format';

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
