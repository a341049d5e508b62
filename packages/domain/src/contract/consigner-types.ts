/** Answers of the consigner types calls (spec 3 §3 ConsignerType, the fee plans). Money in major units. */
import { z } from 'zod';
import { cleanString } from '../schemas/common';

export const consignerType = z
  .object({
    id: z.number().int(),
    accountType: z.string(),
    /** Percent of the price. */
    sellingFee: z.number(),
    minFee: z.number(),
    flatFee: z.number(),
    isDefault: z.boolean(),
    category: z.string().nullable(),
    /** The row applies to any of these categories (with `category`). */
    categories: z.array(z.string()).nullable(),
    option1Value: z.string().nullable(),
    option2Value: z.string().nullable(),
    option3Value: z.string().nullable(),
    /** The consignment terms of this type's consigners (null: the store's default terms). */
    consignmentTermsId: z.number().int().nullable(),
  })
  .meta({
    examples: [
      {
        id: 2,
        accountType: 'Default',
        sellingFee: 20,
        minFee: 10,
        flatFee: 0,
        isDefault: true,
        category: null,
        categories: null,
        option1Value: null,
        option2Value: null,
        option3Value: null,
        consignmentTermsId: null,
      },
    ],
  });
export type ConsignerType = z.output<typeof consignerType>;

export const consignerTypesAnswer = z.object({ consignerTypes: z.array(consignerType) });
export type ConsignerTypesAnswer = z.output<typeof consignerTypesAnswer>;

/** The rows of one account type and the one that stands for it (its generic row, else the first). */
export const accountTypeAnswer = z.object({
  consignerType: consignerType,
  consignerTypes: z.array(consignerType),
});

export const accountTypeParams = z.object({ accountType: cleanString({ max: 200 }).min(1) });

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { consignerTypeSchema, consignerTypeUpdateSchema } from '../schemas/consigner-type';
