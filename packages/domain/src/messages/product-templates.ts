/** Messages of the product-templates area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/product-templates/service.ts
export const TEMPLATE_MESSAGES = { notFound: 'Product template not found.' } as const;
