import { describe, expect, it } from 'vitest';
import { cardPriceLine } from './card-price';

describe('the price line of a seller item card (phones)', () => {
  it('shows the price of items whose price cannot be edited, with the currency symbol and 2 decimals', () => {
    expect(cardPriceLine({ status: 'Pending', price: 80, requestedPrice: null }, 'USD')).toBe('Price $80.00');
    expect(cardPriceLine({ status: 'Requested', price: 100, requestedPrice: null }, 'USD')).toBe(
      'Price $100.00',
    );
    expect(cardPriceLine({ status: 'Sold', price: 175.5, requestedPrice: null }, 'EUR')).toBe(
      'Price €175.50',
    );
  });

  it('leaves it to the editable price input of an Active item', () => {
    expect(cardPriceLine({ status: 'Active', price: 90, requestedPrice: null }, 'USD')).toBe(null);
  });

  it('adds the price a pending price-change request asks for', () => {
    expect(cardPriceLine({ status: 'RequestPriceChange', price: 120, requestedPrice: 150 }, 'USD')).toBe(
      'Price $120.00 · requested $150.00',
    );
  });

  it('keeps the current price beside the store’s asked price', () => {
    expect(cardPriceLine({ status: 'StoreRequestPriceChange', price: 120, requestedPrice: 90 }, 'USD')).toBe(
      'Price $120.00',
    );
  });
});
