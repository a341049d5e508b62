/**
 * The first hour of a new store (issue 33): putting the setup checklist away, and the quick add of a one-off item
 * (the product and the item in one form; the catalogue is completed later).
 */
import { z } from 'zod';
import { fieldRequired } from '../messages';
import { emailText, LIMITS, optionalText, optionalWebAddress, requiredText, rowId } from './common';
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
  /**
   * A walk-in consigner met at the counter, added with the item (their payout details come later, from the
   * seller portal they are invited to); the item's consigner is then this one.
   */
  walkIn: z
    .strictObject({
      firstName: requiredText(fieldRequired('First name'), { max: LIMITS.name }),
      lastName: requiredText(fieldRequired('Last name'), { max: LIMITS.name }),
      email: emailText(fieldRequired('Email')),
    })
    .nullish(),
  /** The item's fields, checked against the chosen template by makeQuickAddSchema. */
  item: z.unknown(),
});

/** What the item's consigner reads while a walk-in consigner is being added with it (the server puts the new id). */
export const WALK_IN_CONSIGNER = 'walk-in';

function withWalkIn(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const body = raw as { walkIn?: unknown; item?: unknown };
  if (!body.walkIn || !body.item || typeof body.item !== 'object') return raw;
  return { ...body, item: { ...body.item, consigner: WALK_IN_CONSIGNER } };
}

/** POST /api/inventories/quickAdd: the product half and one Add Inventory line (staff: location and consigner). */
export function makeQuickAddSchema(template: LineTemplate) {
  return z.preprocess(
    withWalkIn,
    quickAddProductSchema.extend({ item: makeAddInventoryLineSchema(template, { staff: true }) }),
  );
}
export type QuickAddBody = z.input<typeof quickAddProductSchema>;
