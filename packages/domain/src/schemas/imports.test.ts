import { describe, expect, it } from 'vitest';
import {
  detectSource,
  ignoredColumns,
  itemImportRow,
  parseAmount,
  parseImportDate,
  parseSplit,
  suggestMapping,
} from './imports';

describe('import column mapping', () => {
  it('maps a ConsignCloud-style inventory export by its headers and tells where it came from', () => {
    const headers = ['Account', 'Title', 'Size', 'Price', 'Cost Per', 'Inventory Type', 'Split', 'Created'];
    expect(detectSource(headers)).toBe('ConsignCloud');
    expect(suggestMapping('items', headers)).toEqual({
      consignerCode: 'Account',
      title: 'Title',
      size: 'Size',
      price: 'Price',
      cost: 'Cost Per',
      split: 'Split',
      acceptedOn: 'Created',
    });
    expect(ignoredColumns(headers, suggestMapping('items', headers))).toEqual(['Inventory Type']);
  });

  it('never maps a colour onto the second option (Condition in a new store), in any export', () => {
    for (const headers of [
      ['SKU', 'Title', 'Color', 'Size', 'Tag Price', 'Cost Per', 'Split'],
      ['Consignor Email', 'Title', 'Colour', 'Size', 'Price'],
    ]) {
      const mapping = suggestMapping('items', headers);
      expect(mapping.option2).toBeUndefined();
      expect(mapping.condition).toBeUndefined();
      expect(mapping.color).toBe(headers[2]);
    }
    // ConsignCloud's SKU is its tag for the one item; elsewhere SKU is the product's.
    expect(suggestMapping('items', ['SKU', 'Cost Per', 'Split', 'Tag Price']).code).toBe('SKU');
    expect(suggestMapping('items', ['SKU', 'Price']).sku).toBe('SKU');
  });

  it('maps a SimpleConsign-style item file, each header to one field only', () => {
    const headers = [
      'Account #',
      'Item #',
      'Process Date',
      'Brand',
      'Size',
      'Title',
      'Price',
      'User Field 1',
    ];
    expect(detectSource(headers)).toBe('SimpleConsign');
    const mapping = suggestMapping('items', headers);
    expect(mapping).toMatchObject({ consignerCode: 'Account #', acceptedOn: 'Process Date', code: 'Item #' });
    expect(new Set(Object.values(mapping)).size).toBe(Object.values(mapping).length);
    expect(detectSource(['Email', 'Name'])).toBeNull();
  });
});

describe('import cells', () => {
  it('reads amounts with currency signs and thousands separators, and refuses words', () => {
    expect(parseAmount('$1,234.50')).toBe(1234.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('ten')).toBeNaN();
  });

  it("reads a consigner's split as a share of the price", () => {
    expect(parseSplit('60')).toBe(0.6);
    expect(parseSplit('60%')).toBe(0.6);
    expect(parseSplit('0.6')).toBe(0.6);
    expect(parseSplit('')).toBeNull();
    expect(parseSplit('160')).toBe('invalid');
    expect(parseSplit('sixty')).toBe('invalid');
  });

  it('reads ISO and US dates and refuses others', () => {
    expect((parseImportDate('03/31/2024') as Date).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect((parseImportDate('2024-03-31') as Date).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect(parseImportDate('31.03.2024')).toBe('invalid');
  });

  it('says in words what is wrong with an item row', () => {
    const bad = itemImportRow.safeParse({ price: '0', status: 'Sold', acceptedOn: 'yesterday' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Price must be more than 0 and at most 1,000,000',
      'Status must be Active or Pending',
      'Accepted date must be a date such as 2024-03-31',
    ]);
    expect(itemImportRow.parse({ price: '10', status: 'pending' }).status).toBe('Pending');
  });
});
