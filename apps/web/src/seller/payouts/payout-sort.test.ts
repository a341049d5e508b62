import { describe, expect, it } from 'vitest';
import { sortPayoutLines } from './payout-sort';

const lines = [
  { id: 1, price: 250, soldOn: '2026-11-20T10:00:00Z' },
  { id: 2, price: 310, soldOn: '2026-11-18T10:00:00Z' },
  { id: 3, price: 175, soldOn: '2026-11-22T10:00:00Z' },
  { id: 4, price: 310, soldOn: null },
];
const ids = (sorted: { id: number }[]) => sorted.map((l) => l.id);

describe('payout cards on a phone, sortable by price and date like the table', () => {
  it('sorts by date sold, newest first by default and oldest first on request', () => {
    expect(ids(sortPayoutLines(lines, 'dateDesc'))).toEqual([3, 1, 2, 4]);
    expect(ids(sortPayoutLines(lines, 'dateAsc'))).toEqual([4, 2, 1, 3]);
  });

  it('sorts by price, equal prices newest sold first', () => {
    expect(ids(sortPayoutLines(lines, 'priceDesc'))).toEqual([2, 4, 1, 3]);
    expect(ids(sortPayoutLines(lines, 'priceAsc'))).toEqual([3, 1, 2, 4]);
  });

  it('leaves the list it was given as it was', () => {
    sortPayoutLines(lines, 'priceAsc');
    expect(ids(lines)).toEqual([1, 2, 3, 4]);
  });
});
