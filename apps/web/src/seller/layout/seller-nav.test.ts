import { describe, expect, it } from 'vitest';
import { sellerNavPath } from './seller-nav';

describe('sellerNavPath', () => {
  it('highlights Inventory on item pages, not Products (issue 33)', () => {
    expect(sellerNavPath('/productItem/12')).toBe('/inventory');
    expect(sellerNavPath('/inventories/7')).toBe('/inventory');
    expect(sellerNavPath('/products/12')).toBe('/');
    expect(sellerNavPath('/payouts')).toBe('/payouts');
  });
});
