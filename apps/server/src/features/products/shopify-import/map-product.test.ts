import { describe, expect, it } from 'vitest';
import type { CatalogueVariant } from '../../../storefront/catalogue';
import { shopifySearchQuery } from '../../../storefront/shopify-catalogue';
import { mapShopifyProduct, productSku, variantSize } from './map-product';

const variant = (sku: string, size: string | null, barcode = ''): CatalogueVariant => ({
  id: sku || 'v',
  sku,
  barcode,
  options: size === null ? [{ name: 'Title', value: 'Default Title' }] : [{ name: 'Size', value: size }],
});
const template = { id: 1, brand: 'Template brand', category: 'Template category', option1: 'Size' };
const product = (variants: CatalogueVariant[]) => ({
  id: '1',
  title: '  Dunk Low Panda ',
  vendor: '',
  productType: '',
  images: ['https://cdn.shopify.com/a.jpg'],
  variants,
});

describe('one SKU for a Shopify product', () => {
  it('is the shared SKU, else the common style code, else the first variant’s', () => {
    expect(productSku([variant('DD1391-100', '9'), variant('DD1391-100', '10')])).toBe('DD1391-100');
    expect(productSku([variant('DD1391-100-9', '9'), variant('DD1391-100-10', '10')])).toBe('DD1391-100');
    expect(productSku([variant('AB-9', '9'), variant('XY-10', '10')])).toBe('AB-9');
    expect(productSku([variant('', '9')])).toBe('');
  });
});

describe('sizes', () => {
  it('reads the option named like the template’s option 1, or the only real option', () => {
    expect(variantSize(variant('A', '9.5'), 'size')).toBe('9.5');
    expect(
      variantSize({ id: 'v', sku: 'A', barcode: '', options: [{ name: 'US Size', value: '11' }] }, 'Size'),
    ).toBe('11');
    expect(
      variantSize(
        {
          id: 'v',
          sku: 'A',
          barcode: '',
          options: [
            { name: 'Color', value: 'Black' },
            { name: 'Size', value: 'M' },
          ],
        },
        'Size',
      ),
    ).toBe('M');
    expect(variantSize(variant('A', null), 'Size')).toBeNull();
  });
});

describe('mapping a product', () => {
  it('fills brand and category from the template when Shopify has none, and pairs barcodes with sizes', () => {
    const mapped = mapShopifyProduct(
      product([variant('S-9', '9', '111'), variant('S-10', '10', '111'), variant('S-11', '11', '')]),
      template,
    );
    expect(mapped).toEqual({
      ok: true,
      product: {
        title: 'Dunk Low Panda',
        brand: 'Template brand',
        sku: 'S-9',
        category: 'Template category',
        images: ['https://cdn.shopify.com/a.jpg'],
        sizes: ['9', '10', '11'],
        GTIN: [{ size: '9', gtin: '111' }],
        warnings: ['Barcode 111 is on two variants; kept for the first.'],
      },
    });
  });

  it('refuses a product without any SKU, in words', () => {
    expect(mapShopifyProduct(product([variant('', '9')]), template)).toEqual({
      ok: false,
      reason: 'No SKU: give its variants a SKU in Shopify, then import it again.',
    });
  });
});

describe('Shopify search words', () => {
  it('drops Shopify’s search syntax from what staff type; one word also matches SKUs', () => {
    expect(shopifySearchQuery('  ')).toBeNull();
    expect(shopifySearchQuery('DD1391')).toBe('DD1391 OR sku:DD1391*');
    expect(shopifySearchQuery('dunk (low) "panda"')).toBe('dunk low panda');
    expect(shopifySearchQuery('vendor:nike')).toBe('vendor nike');
  });
});
