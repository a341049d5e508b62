/** Answers of the product templates calls (spec 3 §3 ProductTemplate). */
import { z } from 'zod';

export const productTemplate = z
  .object({
    id: z.number().int(),
    title: z.string(),
    brand: z.string(),
    category: z.string(),
    gender: z.string().nullable(),
    /** Grams. */
    weight: z.number().int().nullable(),
    option1: z.string(),
    option2: z.string().nullable(),
    option3: z.string().nullable(),
    option1Values: z.array(z.string()),
    option2Values: z.array(z.string()),
    option3Values: z.array(z.string()),
    /** Whether products or inventory use the template (then it cannot be deleted); not on a change's answer. */
    inUse: z.boolean().optional(),
  })
  .meta({
    examples: [
      {
        id: 1,
        title: 'Sneakers',
        brand: '',
        category: 'Sneakers',
        gender: null,
        weight: null,
        option1: 'Size',
        option2: 'Condition',
        option3: null,
        option1Values: ['8', '9', '10'],
        option2Values: ['New', 'Used'],
        option3Values: [],
        inUse: true,
      },
    ],
  });
export type ProductTemplate = z.output<typeof productTemplate>;

export const productTemplatesAnswer = z.object({ productTemplates: z.array(productTemplate) });
export type ProductTemplatesAnswer = z.output<typeof productTemplatesAnswer>;

export const productTemplateDeleted = z.object({ deleted: z.literal(true) });
export type ProductTemplateDeleted = z.output<typeof productTemplateDeleted>;

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { productTemplateSchema } from '../schemas/product-template';
