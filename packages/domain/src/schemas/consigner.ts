/** Add consigner (staff invite form, spec 3 §2.6, §5; spec 1 §5): payout fields by payout type. */
import { z } from 'zod';
import {
  BANK_FIELD_LABELS,
  type BankField,
  ROUTING_TYPE_FIELDS,
  ROUTING_TYPES,
  toPayoutType,
} from '../constants';
import { fieldRequired, messages } from '../messages';
import { emailText, LIMITS, optionalText, requiredText } from './common';

const bankDetails = z.strictObject({
  routingType: z.enum(ROUTING_TYPES, { error: fieldRequired('Routing type') }).nullish(),
  accountName: optionalText(),
  accountNumber: optionalText(),
  routingNumber: optionalText(),
  swiftCode: optionalText(),
  ibanNumber: optionalText(),
  bank: optionalText(),
  bankType: optionalText(),
  branchCode: optionalText(),
});

export type ConsignerBankDetails = z.infer<typeof bankDetails>;

const payoutType = z.string({ error: messages.payoutOptionRequired }).transform((v, ctx) => {
  const type = toPayoutType(v);
  if (!type) ctx.addIssue({ code: 'custom', message: messages.payoutOptionRequired });
  return type ?? 'Bank';
});

function requireFields(
  bank: Partial<ConsignerBankDetails>,
  fields: readonly BankField[],
  ctx: z.RefinementCtx,
): void {
  for (const field of fields) {
    if (!bank[field]) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankData', field],
        message: fieldRequired(BANK_FIELD_LABELS[field]),
      });
    }
  }
}

export interface AddConsignerOptions {
  /** Store 32 hides bank type, swift, IBAN and routing fields: bank payouts need name and number only. */
  routingFields?: boolean;
}

/**
 * The add-consigner form. Bank payouts need the fields of their routing type (abaNumber:
 * account name, number and routing number; swiftCode: account name, swift code, and account
 * number or IBAN; ibanNumber: account name and IBAN). Other payout types need one e-mail-like
 * account field (payoutData) and clear all bank data.
 */
export function makeAddConsignerSchema(options: AddConsignerOptions = {}) {
  const routingFields = options.routingFields ?? true;
  return z
    .strictObject({
      firstName: requiredText(fieldRequired('First name'), { max: LIMITS.personName }),
      lastName: requiredText(fieldRequired('Last name'), { max: LIMITS.personName }),
      email: emailText(fieldRequired('Email')),
      phone: requiredText(fieldRequired('Phone'), { max: LIMITS.phone }),
      address: requiredText(fieldRequired('Address'), { max: LIMITS.address }),
      payoutType,
      payoutData: optionalText(),
      bankData: bankDetails.nullish(),
    })
    .superRefine((form, ctx) => {
      if (form.payoutType !== 'Bank') {
        if (!z.email().safeParse(form.payoutData ?? '').success) {
          ctx.addIssue({ code: 'custom', path: ['payoutData'], message: messages.enterValidEmail });
        }
        return;
      }
      const bank: Partial<ConsignerBankDetails> = form.bankData ?? {};
      if (!routingFields) {
        requireFields(bank, ['accountName', 'accountNumber'], ctx);
        return;
      }
      if (!bank.routingType) {
        ctx.addIssue({
          code: 'custom',
          path: ['bankData', 'routingType'],
          message: fieldRequired('Routing type'),
        });
        return;
      }
      const rule = ROUTING_TYPE_FIELDS[bank.routingType];
      requireFields(bank, rule.required, ctx);
      if (rule.oneOf && !rule.oneOf.some((f) => bank[f])) {
        ctx.addIssue({
          code: 'custom',
          path: ['bankData', rule.oneOf[0] as BankField],
          message: fieldRequired(rule.oneOf.map((f) => BANK_FIELD_LABELS[f]).join(' or ')),
        });
      }
    })
    .transform((form) =>
      form.payoutType === 'Bank' ? { ...form, payoutData: null } : { ...form, bankData: null },
    );
}

export const addConsignerSchema = makeAddConsignerSchema();
export type AddConsignerForm = z.infer<typeof addConsignerSchema>;
