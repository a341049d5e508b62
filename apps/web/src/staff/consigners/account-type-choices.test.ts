import { describe, expect, it } from 'vitest';
import type { ConsignerType } from '../common/api/types';
import { accountTypeChoices } from './account-type-choices';

const row = (id: number, accountType: string, fields: Partial<ConsignerType> = {}): ConsignerType => ({
  id,
  accountType,
  sellingFee: 10,
  minFee: 0,
  flatFee: 0,
  isDefault: false,
  category: null,
  categories: null,
  option1Value: null,
  option2Value: null,
  option3Value: null,
  consignmentTermsId: null,
  ...fields,
});

describe('account type choices', () => {
  it('offers each type once, as its generic row, even when category rules of it come first', () => {
    const rows = [
      row(1, 'Standard', { isDefault: true }),
      row(2, 'VIP', { category: 'Sneakers', sellingFee: 12 }),
      row(3, 'VIP', { sellingFee: 8 }),
      row(4, 'VIP', { option1Value: '10' }),
      row(5, 'Standard', { categories: ['Boots'] }),
    ];
    expect(accountTypeChoices(rows).map((r) => [r.id, r.accountType])).toEqual([
      [1, 'Standard'],
      [3, 'VIP'],
    ]);
  });

  it('falls back to the first row of a type that only has rules', () => {
    const rows = [row(7, 'Wholesale', { category: 'Apparel' }), row(6, 'Wholesale', { option2Value: 'New' })];
    expect(accountTypeChoices(rows).map((r) => r.id)).toEqual([6]);
  });
});
