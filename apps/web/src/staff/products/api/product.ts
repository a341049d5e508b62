/** A catalogue product (spec 3 §3) as the products API answers it; amounts in major units. */
export interface GtinEntry {
  size: string;
  gtin: string;
}

export interface ProductInventory {
  id: number;
  code?: string | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  price?: number | string | null;
  quantity?: number | null;
  status?: string | null;
  location?: string | null;
  subLocation?: string | null;
  consignerId?: number | null;
  consigner?: { id?: number; firstName?: string; lastName?: string; email?: string } | string | null;
}

export interface Product {
  id: number;
  title: string;
  brand: string;
  sku: string;
  stockXId?: string | null;
  shopifyId?: string | null;
  category: string;
  gender?: string | null;
  year?: string | number | null;
  color?: string | null;
  image?: string | null;
  imageList?: string[] | null;
  productTemplateId?: number | null;
  GTIN?: GtinEntry[] | null;
  price?: number | string | null;
  lastSale?: number | string | null;
  currentLowest?: number | string | null;
  inventories?: ProductInventory[] | null;
}

/** GET /api/products/{id}: the product and the other products with its SKU. */
export interface ProductDetail {
  product: Product;
  duplicateProducts: Product[];
  inventories: ProductInventory[];
}

/** Main image first, then the rest, without repeats. */
export function productImages(product: Pick<Product, 'image' | 'imageList'>): string[] {
  const all = [product.image, ...(product.imageList ?? [])].filter((url): url is string => Boolean(url));
  return [...new Set(all)];
}

export function consignerName(inventory: ProductInventory): string {
  const c = inventory.consigner;
  if (!c) return inventory.consignerId ? `#${inventory.consignerId}` : '—';
  if (typeof c === 'string') return c;
  return `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim() || c.email || `#${c.id ?? inventory.consignerId}`;
}

export function consignerIdOf(inventory: ProductInventory): number | null {
  const c = inventory.consigner;
  return inventory.consignerId ?? (c && typeof c === 'object' ? (c.id ?? null) : null);
}
