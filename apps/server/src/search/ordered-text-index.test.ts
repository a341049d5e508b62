import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryBudget } from '../memory/budget';
import { OrderedTextIndex, StoreIndexCache } from './ordered-text-index';

const rows = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  text: `air jordan ${i + 1} sku-${i + 1}`,
  exact: `sku-${i + 1}`,
  group: i % 3 === 0 ? 'submitted' : 'active',
}));
const query = { words: [] as string[][], offset: 0, limit: 5, countLimit: 100 };

describe('OrderedTextIndex', () => {
  let index: OrderedTextIndex;
  beforeAll(async () => {
    index = await OrderedTextIndex.build(rows);
  });

  it('keeps the list order, puts the exact key first and counts every match', () => {
    const found = index.find({ ...query, words: [['sku-2']], exact: 'sku-25' });
    // sku-2, sku-20..29 match; sku-25 comes first, then the rest in list order.
    expect(found).toEqual({ ids: [25, 2, 20, 21, 22], total: 11, totalCapped: false });
  });

  it('needs every word, any of its alternatives', () => {
    expect(index.find({ ...query, words: [['jordan'], ['sku-7 ', 'sku-30']] }).ids).toEqual([30]);
    expect(index.find({ ...query, words: [['jordan'], ['nope']] }).total).toBe(0);
  });

  it('filters by group, pages by offset and caps the count', () => {
    expect(index.find({ ...query, group: 'submitted' }).ids).toEqual([1, 4, 7, 10, 13]);
    expect(index.find({ ...query, offset: 25 }).ids).toEqual([26, 27, 28, 29, 30]);
    expect(index.find({ ...query, countLimit: 12 })).toEqual({
      ids: [1, 2, 3, 4, 5],
      total: 12,
      totalCapped: true,
    });
  });

  it('finds short words and words no trigram narrows the same way', () => {
    expect(index.find({ ...query, words: [['7']] }).ids).toEqual([7, 17, 27]);
    expect(index.find({ ...query, words: [['n 2'], ['9']] }).ids).toEqual([29]);
    expect(index.find({ ...query, words: [['jordan 3'], ['sku-30', 'qqq']] }).ids).toEqual([30]);
    expect(index.find({ ...query, words: [['qqq']] })).toEqual({ ids: [], total: 0, totalCapped: false });
    expect(index.find({ ...query, words: [['sku-30', 'qqq', 'sku-29', 'n 29']] }).ids).toEqual([29, 30]);
    expect(index.find({ ...query, words: [['sku-30', '9']] }).ids).toEqual([9, 19, 29, 30]);
  });

  it('matches an id typed as digits besides the text', () => {
    expect(index.find({ ...query, words: [['zzz']], id: 9 }).ids).toEqual([9]);
  });
});

describe('StoreIndexCache', () => {
  it('builds once for concurrent refreshes and holds the version it was built at', async () => {
    let loads = 0;
    const cache = new StoreIndexCache('test indexes', async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return { version: `v${loads}`, rows };
    });
    expect(cache.peek(1)).toBeUndefined();
    await Promise.all([cache.refresh(1), cache.refresh(1), cache.refresh(1)]);
    expect(loads).toBe(1);
    expect(cache.peek(1)?.version).toBe('v1');
    await cache.refresh(1);
    expect(cache.peek(1)?.version).toBe('v2');
  });

  it('keeps answering nothing (so SQL answers) when a build fails', async () => {
    const cache = new StoreIndexCache('test indexes', async () => {
      throw new Error('database away');
    });
    await cache.refresh(7);
    expect(cache.peek(7)).toBeUndefined();
  });

  it('leaves a list larger than the whole cache to SQL and does not reload it at once', async () => {
    let loads = 0;
    const cache = new StoreIndexCache(
      'test indexes',
      async () => {
        loads++;
        return { version: 'v1', rows };
      },
      { budget: new MemoryBudget(100), tooLargeRetryMs: 60_000 },
    );
    await cache.refresh(3);
    await cache.refresh(3);
    expect(cache.peek(3)).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('starts no more builds at once than allowed (an evicted store waits for its next search)', async () => {
    let loads = 0;
    const cache = new StoreIndexCache(
      'test indexes',
      async () => {
        loads++;
        await new Promise((r) => setTimeout(r, 10));
        return { version: 'v1', rows };
      },
      { budget: new MemoryBudget(1_000_000), maxBuilds: 1 },
    );
    await Promise.all([cache.refresh(1), cache.refresh(2)]);
    expect(loads).toBe(1);
    expect(cache.peek(1)?.version).toBe('v1');
    expect(cache.peek(2)).toBeUndefined();
    await cache.refresh(2);
    expect(cache.peek(2)?.version).toBe('v1');
  });
});
