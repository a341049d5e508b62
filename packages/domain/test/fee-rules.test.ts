import { describe, expect, it } from 'vitest';
import {
  type ConsignerTypeRow,
  defaultAccountType,
  resolveFeeRule,
  ruleSpecificity,
  withSingleDefault,
} from '../src/fee-rules';

const row = (over: Partial<ConsignerTypeRow> & { id: number; accountType: string }): ConsignerTypeRow => ({
  sellingFee: 10,
  minFee: 0,
  flatFee: 0,
  isDefault: false,
  ...over,
});

const rows = [
  row({ id: 1, accountType: 'Standard', isDefault: true }),
  row({ id: 2, accountType: 'Standard', category: 'Sneakers', sellingFee: 12 }),
  row({ id: 3, accountType: 'Standard', category: 'Sneakers', option2Value: 'New', sellingFee: 15 }),
  row({ id: 4, accountType: 'VIP', sellingFee: 5 }),
  row({ id: 5, accountType: 'VIP', option1Value: '10', sellingFee: 6 }),
  row({ id: 6, accountType: 'VIP', category: 'Apparel', sellingFee: 7 }),
  row({ id: 7, accountType: 'Partner', categories: ['Bags', 'Watches'], sellingFee: 8 }),
  row({ id: 8, accountType: 'Standard', category: 'Sneakers', option1Value: '9', sellingFee: 16 }),
];

describe('fee rule matching', () => {
  it('picks the applicable row with the most set fields', () => {
    const item = { category: 'Sneakers', option1Value: '10', option2Value: 'New' };
    expect(resolveFeeRule(rows, 'Standard', item)?.id).toBe(3);
    expect(resolveFeeRule(rows, 'Standard', { category: 'Sneakers', option2Value: 'Used' })?.id).toBe(2);
    expect(resolveFeeRule(rows, 'Standard', { category: 'Apparel' })?.id).toBe(1);
  });

  it('breaks ties by the lowest id', () => {
    const item = { category: 'Sneakers', option1Value: '9', option2Value: 'New' };
    expect(resolveFeeRule(rows, 'Standard', item)?.id).toBe(3);
    const reversed = [...rows].reverse();
    expect(resolveFeeRule(reversed, 'Standard', item)?.id).toBe(3);
    expect(resolveFeeRule(reversed, 'VIP', { option1Value: '10', category: 'Apparel' })?.id).toBe(5);
  });

  it('compares values trimmed and without regard to case', () => {
    expect(resolveFeeRule(rows, 'Standard', { category: ' sneakers ', option2Value: 'NEW' })?.id).toBe(3);
  });

  it('matches a row with a categories list on any of them', () => {
    expect(resolveFeeRule(rows, 'Partner', { category: 'Watches' })?.id).toBe(7);
    expect(ruleSpecificity(rows[6] as ConsignerTypeRow, { category: 'Shoes' })).toBe(-1);
  });

  it("falls back to the default type's row without set fields", () => {
    expect(resolveFeeRule(rows, 'Partner', { category: 'Shoes' })?.id).toBe(1);
    expect(resolveFeeRule(rows, 'Deleted type', {})?.id).toBe(1);
    expect(resolveFeeRule(rows, null, {})?.id).toBe(1);
    const twoGeneric = [row({ id: 9, accountType: 'Standard', isDefault: true }), ...rows];
    expect(resolveFeeRule(twoGeneric, 'Partner', { category: 'Shoes' })?.id).toBe(1);
  });

  it('returns null when nothing applies and there is no default', () => {
    const noDefault = rows.map((r) => ({ ...r, isDefault: false }));
    expect(resolveFeeRule(noDefault, 'Partner', { category: 'Shoes' })).toBeNull();
    expect(defaultAccountType(noDefault)).toBeNull();
  });

  it('keeps only one default type', () => {
    const next = withSingleDefault(rows, 4);
    expect(next.filter((r) => r.isDefault).map((r) => r.id)).toEqual([4]);
    expect(defaultAccountType(next)).toBe('VIP');
  });
});
