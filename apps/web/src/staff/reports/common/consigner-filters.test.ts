import { describe, expect, it } from 'vitest';
import { consignerFilterChoices } from './consigner-filters';

describe('the consigner report filter choices', () => {
  it('offers the statuses and locations of the filter options, locations sent by id', () => {
    const c = consignerFilterChoices({
      statuses: ['Active', 'RequestWithdrawal', ''],
      locations: [
        { id: 3, name: 'Back room', label: 'Back room' },
        { name: 'Window', label: '' },
        { id: 4, name: '' },
      ],
      categories: [],
    });
    expect(c.statuses).toEqual([
      { value: 'Active', label: 'Active' },
      { value: 'RequestWithdrawal', label: 'Withdrawal request' },
    ]);
    expect(c.locations).toEqual([
      { value: '3', label: 'Back room' },
      { value: 'Window', label: 'Window' },
    ]);
  });

  it('takes categories from the filter options, else from the product templates, once each and sorted', () => {
    const options = { statuses: [], locations: [], categories: ['Streetwear'] };
    expect(consignerFilterChoices(options, ['Sneakers']).categories.map((x) => x.value)).toEqual([
      'Streetwear',
    ]);
    expect(
      consignerFilterChoices({ ...options, categories: [] }, ['Sneakers', 'Apparel', 'Sneakers', ''])
        .categories,
    ).toEqual([
      { value: 'Apparel', label: 'Apparel' },
      { value: 'Sneakers', label: 'Sneakers' },
    ]);
    expect(consignerFilterChoices(undefined)).toEqual({ statuses: [], categories: [], locations: [] });
  });
});
