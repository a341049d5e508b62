import { messages } from '@backroom/domain/messages';
import { PRODUCT_GENDERS, REQUEST_SUBMIT } from '@web/shared/products/ProductRequestForm';

/** Texts of the product screens that the spec does not word (its own come from @backroom/domain/messages). */
export const productTexts = {
  searchPlaceholder: 'Search by title, SKU or brand',
  genderOptions: PRODUCT_GENDERS,
  mergeRunning: messages.mergingProduct,
  mergeDone: 'Merge finished: the duplicate is now part of this product.',
  inventoryEmpty: 'No inventory for this product yet.',
  duplicatesTitle: 'Duplicate products (same SKU)',
  submittedTitle: 'Products Submitted For Review',
  /** Staff add to the catalogue directly (issue 33: the spec's "Submit Product For Review" misled the owner). */
  createProduct: 'Create product',
  /** Saving a submitted product copied in with Fill approves it. */
  approveProduct: 'Add to catalogue',
  requestTitle: 'Request a product from a template',
  requestSubmit: REQUEST_SUBMIT,
} as const;
