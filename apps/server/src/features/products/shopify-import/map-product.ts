/**
 * What a Shopify product becomes in Backroom (issue 15 §2): title, vendor as brand, one SKU for the product,
 * images, product type as category, each variant's size (the template's option 1) and its barcode as that
 * size's GTIN. Pure, so the rules are tested without a shop.
 */
import { LIMITS } from '@backroom/domain/schemas/common';
import type { CatalogueProduct, CatalogueVariant } from '../../../storefront/catalogue';

export interface TemplateForImport {
  id: number;
  brand: string;
  category: string;
  option1: string;
}

export interface MappedProduct {
  title: string;
  brand: string;
  sku: string;
  category: string;
  images: string[];
  /** The sizes the variants stand for, in the shop's order. */
  sizes: string[];
  GTIN: { size: string; gtin: string }[];
  warnings: string[];
}

export type Mapping = { ok: true; product: MappedProduct } | { ok: false; reason: string };

export const IMPORT_REASONS = {
  noSku: 'No SKU: give its variants a SKU in Shopify, then import it again.',
  noTitle: 'No title in Shopify.',
  notFound: 'Not found in Shopify: it was deleted or is not a product.',
} as const;

/** Products with no options of their own carry Shopify's placeholder option. */
const DEFAULT_OPTION = /^default title$/i;
const SEPARATORS = /[\s\-_/.]+$/;
const MAX_IMAGES = 50;

const clip = (value: string, max: number = LIMITS.text) => value.slice(0, max).trim();

/**
 * One SKU for the product: the variants' SKU when they share one, else what their SKUs have in common
 * ("DD1391-100-9", "DD1391-100-10" → "DD1391-100"), else the first variant's.
 */
export function productSku(variants: readonly CatalogueVariant[]): string {
  const skus = [...new Set(variants.map((v) => v.sku).filter(Boolean))];
  if (skus.length <= 1) return skus[0] ?? '';
  let prefix = skus[0]!;
  for (const sku of skus) {
    while (!sku.toLowerCase().startsWith(prefix.toLowerCase())) prefix = prefix.slice(0, -1);
  }
  const common = prefix.replace(SEPARATORS, '');
  return common.length >= 3 ? common : skus[0]!;
}

/** The variant's value of the template's first option (Size), or its only real option. */
export function variantSize(variant: CatalogueVariant, optionName: string): string | null {
  const options = variant.options.filter((o) => !DEFAULT_OPTION.test(o.value));
  const named = options.find((o) => o.name.trim().toLowerCase() === optionName.trim().toLowerCase());
  const value = (named ?? (options.length === 1 ? options[0] : undefined))?.value.trim();
  return value ? clip(value) : null;
}

export function mapShopifyProduct(source: CatalogueProduct, template: TemplateForImport): Mapping {
  const title = clip(source.title);
  if (!title) return { ok: false, reason: IMPORT_REASONS.noTitle };
  const sku = clip(productSku(source.variants));
  if (!sku) return { ok: false, reason: IMPORT_REASONS.noSku };
  const warnings: string[] = [];
  const sizes: string[] = [];
  const GTIN: MappedProduct['GTIN'] = [];
  const seenGtins = new Set<string>();
  for (const variant of source.variants) {
    const size = variantSize(variant, template.option1);
    if (size && !sizes.includes(size)) sizes.push(size);
    const gtin = clip(variant.barcode);
    if (!gtin) continue;
    if (!size) {
      warnings.push(`Barcode ${gtin} skipped: its variant has no ${template.option1}.`);
    } else if (seenGtins.has(gtin)) {
      warnings.push(`Barcode ${gtin} is on two variants; kept for the first.`);
    } else {
      seenGtins.add(gtin);
      GTIN.push({ size, gtin });
    }
  }
  return {
    ok: true,
    product: {
      title,
      brand: clip(source.vendor) || template.brand,
      sku,
      category: clip(source.productType) || template.category,
      images: source.images.filter((url) => url.length <= LIMITS.url).slice(0, MAX_IMAGES),
      sizes,
      GTIN,
      warnings,
    },
  };
}
