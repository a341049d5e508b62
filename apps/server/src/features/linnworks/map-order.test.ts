import { describe, expect, it } from 'vitest';
import { lineMatch, toIncomingOrder } from './map-order';
import type { LinnworksOrder, LinnworksOrderLine } from './provider';

const line = (overrides: Partial<LinnworksOrderLine> = {}): LinnworksOrderLine => ({
  rowId: 'row-1',
  sku: 'DD1391-100',
  itemNumber: '',
  title: 'Dunk Low',
  quantity: 1,
  pricePerUnit: 120,
  discountValue: 0,
  options: [],
  ...overrides,
});

const order = (lines: LinnworksOrderLine[], overrides: Partial<LinnworksOrder> = {}): LinnworksOrder => ({
  orderId: 'a1b2',
  numOrderId: 5001,
  reference: null,
  source: 'EBAY',
  receivedDate: new Date('2026-11-01T10:00:00Z'),
  processedDate: new Date('2026-11-02T10:00:00Z'),
  cancelled: false,
  currency: 'USD',
  customer: { name: 'Ann Buyer', email: 'ann@example.test', phone: null },
  lines,
  ...overrides,
});

describe('Linnworks lines to our items', () => {
  it('takes the size from the channel option, else from the end of the SKU', () => {
    expect(lineMatch(line({ options: [{ property: 'Size', value: '9.5' }] })).skuSizes).toEqual([
      { sku: 'DD1391-100', size: '9.5' },
    ]);
    expect(lineMatch(line({ sku: 'DD1391-100-10.5' })).skuSizes).toEqual([
      { sku: 'DD1391-100', size: '10.5' },
      { sku: 'DD1391-100-10.5', size: null },
    ]);
    expect(lineMatch(line({ sku: 'HOODIE_XL' })).skuSizes[0]).toEqual({ sku: 'HOODIE', size: 'XL' });
  });

  it('tries the SKU and the item number as item codes', () => {
    expect(lineMatch(line({ sku: 'shop_1a2b', itemNumber: 'INV-7' })).codes).toEqual(['shop_1a2b', 'INV-7']);
  });
});

describe('a Linnworks order as an incoming order', () => {
  it('is paid, named after its Linnworks number, one line per unit, money in minor units', () => {
    const incoming = toIncomingOrder(
      order([line({ quantity: 2, pricePerUnit: 99.99, discountValue: 10 })]),
      'USD',
    );
    expect(incoming).toMatchObject({
      channel: 'linnworks',
      externalId: 'a1b2',
      name: 'LW-5001',
      stage: 'paid',
    });
    expect(incoming.customer).toEqual({ first_name: 'Ann Buyer', email: 'ann@example.test' });
    expect(incoming.lines.map((l) => [l.externalId, l.price, l.discount])).toEqual([
      ['row-1#1', 9999, 500],
      ['row-1#2', 9999, 500],
    ]);
  });

  it('is cancelled when Linnworks cancelled it, and never carries amounts a money column cannot hold', () => {
    const incoming = toIncomingOrder(
      order([line({ pricePerUnit: 1e30, discountValue: -5 })], { cancelled: true }),
      'JPY',
    );
    expect(incoming.stage).toBe('cancelled');
    expect(incoming.lines[0]!.price).toBe(1_000_000);
    expect(incoming.lines[0]!.discount).toBe(0);
  });

  it('drops control characters (PostgreSQL refuses NUL) and clips long text to the column limits', () => {
    const incoming = toIncomingOrder(
      order([line({ title: `Dunk\u0000 Low${'!'.repeat(300)}`, sku: 'A\u0007B' })]),
      'USD',
    );
    expect(incoming.lines[0]!.title).toBe(`Dunk Low${'!'.repeat(192)}`);
    expect(incoming.lines[0]!.match?.codes).toEqual(['AB']);
  });
});
