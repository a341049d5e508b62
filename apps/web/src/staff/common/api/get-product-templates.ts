/** Moved to shared (the seller app reads templates too). */
export {
  getProductTemplates,
  productTemplatesQueryOptions,
  useProductTemplates,
} from '@web/shared/api/get-product-templates';
