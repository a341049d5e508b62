/** Request bodies of the consigners calls (spec 1 §7, spec 3 §2.5). */

import { z } from 'zod';
import { EMAIL_NOTIFICATION_FLAGS } from '../constants';
import { fieldRequired, messages } from '../messages';
import { cleanString, coercedRowId, emailText, LIMITS, optionalText, requiredText } from '../schemas/common';

/** The fields of a consigner's bank details (payoutData), in the form's order. */
export const BANK_KEYS = [
  'routingType',
  'accountName',
  'accountNumber',
  'routingNumber',
  'swiftCode',
  'ibanNumber',
  'bank',
  'bankType',
  'branchCode',
] as const;

const bankField = () => cleanString().nullish();
const bankDataBody = z.strictObject(
  Object.fromEntries(BANK_KEYS.map((k) => [k, bankField()])) as Record<
    (typeof BANK_KEYS)[number],
    ReturnType<typeof bankField>
  >,
);

const flags = z.strictObject(
  Object.fromEntries(EMAIL_NOTIFICATION_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
    (typeof EMAIL_NOTIFICATION_FLAGS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);

/**
 * PUT /api/consigners/{id} (spec 1 §7): any subset of the fields. Staff may change everything; a consigner
 * only their profile, notifications, and payout details while none are on file (checked in the service).
 * `storeId` is accepted for compatibility and ignored: the store is the request's.
 */
export const consignerUpdateBody = z.strictObject({
  email: emailText(fieldRequired('Email')).optional(),
  firstName: requiredText(fieldRequired('First name'), { max: LIMITS.personName }).optional(),
  lastName: requiredText(fieldRequired('Last name'), { max: LIMITS.personName }).optional(),
  phone: cleanString({ max: LIMITS.phone }).optional(),
  address: cleanString({ max: LIMITS.address }).optional(),
  idNumber: optionalText(),
  accountName: optionalText(),
  accountNumber: optionalText(),
  bank: optionalText(),
  bankType: optionalText(),
  branchCode: optionalText(),
  payoutType: cleanString({ max: 40 }).optional(),
  payoutData: optionalText(),
  bankData: bankDataBody.nullish(),
  accountType: requiredText(messages.consignerTypeRequired, { max: LIMITS.name }).optional(),
  consignerTypeId: coercedRowId().optional(),
  marketplaceLocation: z.boolean().optional(),
  acceptedTOS: z.boolean().optional(),
  isActive: z.boolean().optional(),
  chargeTax: z.boolean().optional(),
  emailNotifications: flags.optional(),
  isRecalculateInventoryPayout: z.boolean().optional(),
  storeId: z.union([z.number(), z.string()]).optional(),
});

export type ConsignerUpdate = z.infer<typeof consignerUpdateBody>;

/**
 * POST /api/consigners and createFromAdmin take the add-consigner form, whose rules depend on a store setting
 * (simplifiedBankForm), so the body is checked in the handler with the store's schema.
 */
export const consignerFormBody = z.looseObject({});
