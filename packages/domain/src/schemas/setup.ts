/**
 * The first hour of a new store (issue 33): putting the setup checklist away, and the quick add of a one-off item
 * (the product and the item in one form; the catalogue is completed later).
 */
import { z } from 'zod';
import { fieldRequired } from '../messages';
import { optionalText, optionalWebAddress, requiredText, rowId } from './common';
import { type LineTemplate, makeAddInventoryLineSchema } from './inventory';

/** PUT /api/stores/current/setupChecklist. */
export const setupChecklistUpdate = z.strictObject({
  dismissed: z.boolean({ error: 'Dismissed must be true or false' }),
});
export type SetupChecklistUpdate = z.infer<typeof setupChecklistUpdate>;

/**
 * The product half of a quick add: a title, and a photo when there is one. The template defaults to the store's
 * only (or first) template; brand, category and gender default to the template's or stay blank for later.
 */
export const quickAddProductSchema = z.strictObject({
  title: requiredText(fieldRequired('Title')),
  image: optionalWebAddress('Photo'),
  productTemplateId: rowId('Please select a product template').nullish(),
  sku: optionalText(),
  brand: optionalText(),
  category: optionalText(),
  gender: optionalText(),
  /** The item's fields, checked against the chosen template by makeQuickAddSchema. */
  item: z.unknown(),
});

/** POST /api/inventories/quickAdd: the product half and one Add Inventory line (staff: location and consigner). */
export function makeQuickAddSchema(template: LineTemplate) {
  return quickAddProductSchema.extend({ item: makeAddInventoryLineSchema(template, { staff: true }) });
}
export type QuickAddBody = z.input<ReturnType<typeof makeQuickAddSchema>>;
