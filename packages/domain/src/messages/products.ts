/** Messages of the products area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/products/service.ts
export const PRODUCT_MESSAGES = {
  notFound: 'Product not found.',
  unknownTemplate: 'Select a product template',
  gtinTaken: (gtin: string, title: string) => `GTIN ${gtin} is already used by ${title}.`,
  gtinTwice: (gtin: string) => `GTIN ${gtin} is listed twice.`,
  shopifyIdTaken: 'This Shopify ID is already linked to another product.',
} as const;
