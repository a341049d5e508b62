/** Consigner types, the fee rules (spec 3 §2.12, §5). Amounts are major units as typed. */
import { z } from 'zod';
import { messages } from '../messages';
import { nonNegativeNumber, optionalNonNegative, optionalText, requiredText } from './common';

const ruleFields = {
  category: optionalText(),
  categories: z.array(z.string().trim().min(1)).nullish(),
  option1Value: optionalText(),
  option2Value: optionalText(),
  option3Value: optionalText(),
};

/** POST /api/consignerTypes: fees arrive as numbers or numeric strings and leave as numbers. */
export const consignerTypeSchema = z.strictObject({
  accountType: requiredText(messages.consignerTypeRequired),
  sellingFee: nonNegativeNumber(messages.feeRequired).refine((n) => n <= 100, messages.sellingFeeRange),
  minFee: nonNegativeNumber(messages.minFeeRequired),
  flatFee: optionalNonNegative(0),
  isDefault: z.boolean().optional().default(false),
  ...ruleFields,
});

export type ConsignerTypeForm = z.infer<typeof consignerTypeSchema>;

/** PUT /api/consignerTypes/{id} and the inline table: any subset of the fields. */
export const consignerTypeUpdateSchema = z.strictObject({
  accountType: requiredText(messages.consignerTypeRequired).optional(),
  sellingFee: nonNegativeNumber(messages.feeRequired)
    .refine((n) => n <= 100, messages.sellingFeeRange)
    .optional(),
  minFee: nonNegativeNumber(messages.minFeeRequired).optional(),
  flatFee: optionalNonNegative(0).optional(),
  isDefault: z.boolean().optional(),
  ...ruleFields,
});
