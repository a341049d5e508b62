/** Product form and product request (spec 3 §2.2-2.3, §5). */
import { z } from 'zod';
import { fieldRequired, messages } from '../messages';
import {
  cleanString,
  idValue,
  isSafeWebAddress,
  LIMITS,
  optionalText,
  optionalWebAddress,
  requiredText,
} from './common';

const gtinEntry = z.strictObject({
  size: requiredText(messages.selectAnOption),
  gtin: requiredText(fieldRequired('GTIN')),
});

/** POST /api/products and PUT /api/products/{id}. */
export const productSchema = z.strictObject({
  title: requiredText(fieldRequired('Title')),
  sku: requiredText(fieldRequired('SKU')),
  brand: requiredText(fieldRequired('Brand')),
  category: requiredText(fieldRequired('Category')),
  gender: requiredText(fieldRequired('Gender')),
  productTemplateId: idValue(messages.selectProductTemplate),
  images: z
    .array(
      cleanString({ max: LIMITS.url })
        .min(1)
        .refine(isSafeWebAddress, 'Images must be uploaded or web addresses starting with https://.'),
      { error: messages.uploadAtLeastOneImage },
    )
    .min(1, messages.uploadAtLeastOneImage)
    .max(50),
  stockXId: optionalText(),
  shopifyId: optionalText(),
  year: optionalText(),
  color: optionalText(),
  GTIN: z.array(gtinEntry).max(500).optional().default([]),
});

export type ProductForm = z.infer<typeof productSchema>;

/** A product submitted for review from a template (POST /api/products/submittedProducts). */
export const productRequestSchema = z.strictObject({
  title: requiredText(fieldRequired('Title')),
  productTemplateId: idValue(messages.selectProductTemplate),
  sku: optionalText(),
  brand: optionalText(),
  category: optionalText(),
  gender: optionalText(),
  image: optionalWebAddress('Image'),
});

export type ProductRequestForm = z.infer<typeof productRequestSchema>;

/** POST /api/products/merge: the source product goes into a different target. */
export const mergeProductsSchema = z
  .strictObject({
    fromProductId: idValue(messages.selectProduct),
    toProductId: idValue(messages.selectProduct),
  })
  .refine((v) => String(v.fromProductId) !== String(v.toProductId), {
    message: messages.selectProduct,
    path: ['toProductId'],
  });
