import type {
  DuplicateProduct,
  GtinEntry,
  ProductCard,
  ProductDetail as ProductDetailAnswer,
  ProductInventory,
  Product as SavedProduct,
} from '@backroom/domain/contract/products';

/** A catalogue product (spec 3 §3) as the products API answers it; amounts in major units. */
export type { DuplicateProduct, GtinEntry, ProductCard, ProductInventory, SavedProduct };

/** The full product of GET /api/products/{id}, with its prices and inventory units. */
export type Product = ProductDetailAnswer['product'];

/** GET /api/products/{id}: the product, the other products with its SKU, and its inventory units. */
export interface ProductDetail {
  product: Product;
  duplicateProducts: DuplicateProduct[];
  inventories: ProductInventory[];
}

/** Main image first, then the rest, without repeats. */
export function productImages(product: { image: string | null; imageList?: string[] }): string[] {
  const all = [product.image, ...(product.imageList ?? [])].filter((url): url is string => Boolean(url));
  return [...new Set(all)];
}

export function consignerName(inventory: ProductInventory): string {
  const c = inventory.consigner;
  return `${c.firstName} ${c.lastName}`.trim() || `#${c.id}`;
}

export function consignerIdOf(inventory: ProductInventory): number {
  return inventory.consignerId;
}
