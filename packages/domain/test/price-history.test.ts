import { describe, expect, it } from 'vitest';
import { markdownBorneBy, priceHistory, priceHistoryLine } from '../src/price-history';

const row = (
  id: number,
  action: string,
  fields: [string, unknown, unknown][],
  at = `2026-01-0${id}T09:00:00Z`,
) => ({
  id,
  createdAt: at,
  action,
  modifiedFields: fields.map(([variableChanged, beforeValue, afterValue]) => ({
    variableChanged,
    beforeValue,
    afterValue,
  })),
});

describe('an item’s price history from its log', () => {
  it('keeps price changes and markdowns, with payout and who bore it, oldest first', () => {
    const entries = priceHistory([
      row(3, 'Automatic markdown, step 2 of 3', [
        ['price', 15_000, 13_500],
        ['payoutAmount', 13_224, 12_476],
        ['markdownBorneBy', null, 'consigner'],
      ]),
      row(1, 'add', [['price', null, 16_000]]),
      row(2, 'acceptInventoryPrice', [
        ['status', 'RequestPriceChange', 'Active'],
        ['price', 16_000, 15_000],
        ['payoutAmount', 14_000, 13_224],
      ]),
      row(4, 'update', [['notes', null, 'scuffed']]),
    ]);
    expect(entries.map((e) => e.id)).toEqual([2, 3]);
    expect(entries[1]).toMatchObject({
      kind: 'markdown',
      step: 2,
      of: 3,
      oldPrice: 15_000,
      newPrice: 13_500,
      payoutBefore: 13_224,
      payoutAfter: 12_476,
      borneBy: 'consigner',
    });
    expect(priceHistoryLine(entries[1]!, 'USD', 'consigner')).toBe(
      'Markdown 2 of 3: $150.00 → $135.00 · your payout $132.24 → $124.76 · borne by you',
    );
    expect(priceHistoryLine(entries[1]!, 'USD', 'staff')).toBe(
      'Markdown 2 of 3: $150.00 → $135.00 · payout $132.24 → $124.76 · borne by the consigner',
    );
    expect(priceHistoryLine(entries[0]!, 'USD', 'consigner')).toBe(
      'Price change accepted: $160.00 → $150.00 · your payout $140.00 → $132.24',
    );
  });

  it('says nothing of a payout a markdown logged before issue 29 did not record', () => {
    const [old] = priceHistory([row(1, 'Automatic markdown, step 1 of 1', [['price', 20_000, 18_000]])]);
    expect(old).toMatchObject({ payoutBefore: null, payoutAfter: null, borneBy: null });
    expect(priceHistoryLine(old!, 'USD', 'consigner')).toBe('Markdown 1 of 1: $200.00 → $180.00');
  });

  it('names who bore a markdown from the consigner’s part of the reduction', () => {
    expect(markdownBorneBy(2_000, 0)).toBe('store');
    expect(markdownBorneBy(2_000, 2_000)).toBe('consigner');
    expect(markdownBorneBy(2_000, 500)).toBe('shared');
    expect(
      priceHistoryLine(
        {
          ...priceHistory([row(1, 'Automatic markdown, step 1 of 1', [['price', 20_000, 18_000]])])[0]!,
          borneBy: 'shared',
        },
        'USD',
        'consigner',
      ),
    ).toBe('Markdown 1 of 1: $200.00 → $180.00 · shared by you and the store');
  });
});
