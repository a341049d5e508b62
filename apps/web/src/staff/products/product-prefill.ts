import type { Product } from './api/product';
import { productImages } from './api/product';
import type { ProductInput } from './api/save-product';

/** Spec 3 §2.2: Duplicate opens /products/create prefilled through these query parameters. */
const PARAMS = ['title', 'sku', 'stockXId', 'brand', 'category', 'gender', 'image_url'] as const;

export function duplicateUrl(product: Product): string {
  const values: Record<(typeof PARAMS)[number], string | null | undefined> = {
    title: product.title,
    sku: product.sku,
    stockXId: product.stockXId,
    brand: product.brand,
    category: product.category,
    gender: product.gender,
    image_url: productImages(product)[0],
  };
  const query = new URLSearchParams();
  for (const key of PARAMS) {
    const value = values[key];
    if (value) query.set(key, value);
  }
  return `/products/create?${query.toString()}`;
}

/** The create form's starting values from those query parameters. */
export function prefillFromQuery(search: URLSearchParams): Partial<ProductInput> {
  const get = (key: string) => search.get(key)?.trim() || undefined;
  const image = get('image_url');
  return {
    title: get('title'),
    sku: get('sku'),
    stockXId: get('stockXId'),
    brand: get('brand'),
    category: get('category'),
    gender: get('gender'),
    images: image ? [image] : [],
  };
}
