import { describe, expect, it } from 'vitest';
import { MemoryBudget } from './budget';

const sized = (budget: MemoryBudget, kind: string) =>
  budget.cache<string, { bytes: number }>(kind, (v) => v.bytes);

describe('MemoryBudget', () => {
  it('evicts the least recently used entry of any kind when a new one does not fit', () => {
    const budget = new MemoryBudget(1000);
    const indexes = sized(budget, 'indexes');
    const pages = sized(budget, 'pages');
    indexes.set('store 1', { bytes: 400 });
    pages.set('store 2 page 1', { bytes: 300 });
    indexes.set('store 3', { bytes: 200 });
    // Store 1's index was read last, so the page (older) leaves, not the index.
    expect(indexes.get('store 1')).toBeDefined();
    pages.set('store 4 page 1', { bytes: 300 });
    expect(pages.get('store 2 page 1')).toBeUndefined();
    expect(indexes.get('store 1')).toBeDefined();
    expect(indexes.get('store 3')).toBeDefined();
    expect(pages.get('store 4 page 1')).toBeDefined();

    const use = budget.use();
    expect(use.bytes).toBe(900);
    expect(use.entries).toBe(3);
    expect(use.evictions).toBe(1);
    expect(use.kinds.pages).toEqual({ bytes: 300, entries: 1, evictions: 1, refused: 0 });
    expect(use.kinds.indexes).toEqual({ bytes: 600, entries: 2, evictions: 0, refused: 0 });
  });

  it('evicts in least-recently-used order across kinds until the new entry fits', () => {
    const budget = new MemoryBudget(1000);
    const a = sized(budget, 'a');
    const b = sized(budget, 'b');
    a.set('1', { bytes: 250 });
    b.set('2', { bytes: 250 });
    a.set('3', { bytes: 250 });
    b.set('4', { bytes: 250 });
    a.get('1');
    b.set('5', { bytes: 500 });
    expect([a.get('1'), b.get('2'), a.get('3'), b.get('4'), b.get('5')].map(Boolean)).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(budget.use().bytes).toBeLessThanOrEqual(1000);
  });

  it('refuses an entry larger than the whole budget and keeps what it held', () => {
    const budget = new MemoryBudget(1000);
    const pages = sized(budget, 'pages');
    pages.set('small', { bytes: 100 });
    pages.set('huge', { bytes: 100 });
    expect(pages.set('huge', { bytes: 1001 })).toBe(false);
    expect(pages.get('huge')).toBeUndefined();
    expect(pages.get('small')).toBeDefined();
    expect(budget.use()).toMatchObject({ bytes: 100, entries: 1, evictions: 0, refused: 1 });
  });

  it('keeps the same key of two caches apart, replaces a key in place, and clears one cache only', () => {
    const budget = new MemoryBudget(1000);
    const one = sized(budget, 'pages');
    const two = sized(budget, 'pages');
    one.set('k', { bytes: 10 });
    two.set('k', { bytes: 20 });
    one.set('k', { bytes: 30 });
    expect(one.get('k')?.bytes).toBe(30);
    expect(two.get('k')?.bytes).toBe(20);
    expect(budget.use()).toMatchObject({ bytes: 50, entries: 2 });
    one.clear();
    expect(one.get('k')).toBeUndefined();
    expect(two.get('k')?.bytes).toBe(20);
    expect(budget.use()).toMatchObject({ bytes: 20, entries: 1 });
  });

  it('empties when resized, so the new limit holds at once', () => {
    const budget = new MemoryBudget(1000);
    const pages = sized(budget, 'pages');
    pages.set('a', { bytes: 800 });
    budget.resize(500);
    expect(pages.get('a')).toBeUndefined();
    expect(budget.use()).toMatchObject({ maxBytes: 500, bytes: 0, entries: 0 });
  });
});
