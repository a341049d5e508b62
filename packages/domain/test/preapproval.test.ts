import { describe, expect, it } from 'vitest';
import { hasPriceAlert, isPreapproved, lowestPriceForVariant } from '../src/preapproval';

const items = [
  { productId: 1, option1Value: '10', option2Value: 'New', status: 'Active', price: 20_000 },
  { productId: 1, option1Value: '10', option2Value: 'New', status: 'Active', price: 18_000 },
  { productId: 1, option1Value: '10', option2Value: 'New', status: 'Sold', price: 9000 },
  { productId: 1, option1Value: '10', option2Value: 'Used', status: 'Active', price: 8000 },
  { productId: 1, option1Value: '11', option2Value: 'New', status: 'Active', price: 7000 },
  {
    productId: 1,
    option1Value: '10',
    option2Value: 'New',
    option3Value: 'Box',
    status: 'Active',
    price: 6000,
  },
  { productId: 2, option1Value: '10', option2Value: 'New', status: 'Active', price: 5000 },
];

describe('getLowestPriceForVariant', () => {
  it('is the lowest Active price of the same product and option values', () => {
    expect(lowestPriceForVariant(items, { productId: '1', option1Value: '10', option2Value: 'New' })).toBe(
      18_000,
    );
    expect(lowestPriceForVariant(items, { productId: 1, option1Value: '12' })).toBeNull();
  });
});

describe('preapproval', () => {
  const on = { autoPreapproval: true, minApproval: 1000, maxApproval: 500 };

  it('is off unless the store turned autoPreapproval on', () => {
    expect(isPreapproved(100, 100, { ...on, autoPreapproval: false })).toBe(false);
  });

  it('preapproves everything when both bounds are 0, even without a reference', () => {
    expect(isPreapproved(99_999, null, { autoPreapproval: true, minApproval: 0, maxApproval: 0 })).toBe(true);
  });

  it('needs the price within [reference − min, reference + max]', () => {
    expect(isPreapproved(9000, 10_000, on)).toBe(true);
    expect(isPreapproved(10_500, 10_000, on)).toBe(true);
    expect(isPreapproved(8999, 10_000, on)).toBe(false);
    expect(isPreapproved(10_501, 10_000, on)).toBe(false);
    expect(isPreapproved(10_000, null, on)).toBe(false);
  });
});

describe('price alert', () => {
  it('warns when the price is above the reference minus warnAmount', () => {
    expect(hasPriceAlert(9600, 10_000, { warnAmount: 500 })).toBe(true);
    expect(hasPriceAlert(9500, 10_000, { warnAmount: 500 })).toBe(false);
  });

  it('is off with warnAmount 0 or no positive reference', () => {
    expect(hasPriceAlert(99_999, 10_000, { warnAmount: 0 })).toBe(false);
    expect(hasPriceAlert(99_999, 0, { warnAmount: 500 })).toBe(false);
    expect(hasPriceAlert(99_999, null, { warnAmount: 500 })).toBe(false);
  });
});
