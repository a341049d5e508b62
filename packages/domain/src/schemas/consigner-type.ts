/** Consigner types, the fee rules (spec 3 §2.12, §5). Amounts are major units as typed. */
import { z } from 'zod';
import { messages } from '../messages';
import {
  cleanString,
  LIMITS,
  money,
  nonNegativeNumber,
  optionalMoney,
  optionalText,
  requiredText,
} from './common';

const ruleFields = {
  category: optionalText(),
  categories: z.array(cleanString().min(1)).max(500).nullish(),
  option1Value: optionalText(),
  option2Value: optionalText(),
  option3Value: optionalText(),
};

/** POST /api/consignerTypes: fees arrive as numbers or numeric strings and leave as numbers. */
/** A type's name: bounded like every name, and unique per store regardless of case (checked by the server). */
export const consignerTypeName = requiredText(messages.consignerTypeRequired, { max: LIMITS.name });

export const consignerTypeSchema = z.strictObject({
  accountType: consignerTypeName,
  sellingFee: nonNegativeNumber(messages.feeRequired, Number.POSITIVE_INFINITY).refine(
    (n) => n <= 100,
    messages.sellingFeeRange,
  ),
  minFee: money(messages.minFeeRequired),
  flatFee: optionalMoney(0),
  isDefault: z.boolean().optional().default(false),
  ...ruleFields,
});

export type ConsignerTypeForm = z.infer<typeof consignerTypeSchema>;

/** PUT /api/consignerTypes/{id} and the inline table: any subset of the fields. */
export const consignerTypeUpdateSchema = z.strictObject({
  accountType: consignerTypeName.optional(),
  sellingFee: nonNegativeNumber(messages.feeRequired, Number.POSITIVE_INFINITY)
    .refine((n) => n <= 100, messages.sellingFeeRange)
    .optional(),
  minFee: money(messages.minFeeRequired).optional(),
  flatFee: optionalMoney(0).optional(),
  isDefault: z.boolean().optional(),
  ...ruleFields,
});
