/** The owner's billing forms: one schema each, used by the server's routes and the web forms. */
// Validation failures in words, the same on server and client: whoever uses a schema has zod's error map installed.
import '../field-messages';
import { z } from 'zod';
import { BILLING_MESSAGES } from '../messages/billing';

export const changePlanSchema = z.strictObject({
  planId: z
    .string({ error: BILLING_MESSAGES.choosePlan })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, BILLING_MESSAGES.choosePlan)
    .meta({ title: 'Plan' }),
});
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** MM/YY still valid this month (cards expire at the end of their month). */
export function expiryPassed(expiry: string, now = new Date()): boolean {
  const [mm, yy] = expiry.split('/').map(Number) as [number, number];
  const year = 2000 + yy;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && mm < now.getUTCMonth() + 1);
}

/**
 * The sandbox provider's card form (the Stripe provider collects cards on Stripe's hosted page instead). Only
 * the last four digits are kept; the sandbox treats Stripe's "charge declined" test card as a card that fails.
 */
export const sandboxCardSchema = z.strictObject({
  cardNumber: z
    .string({ error: BILLING_MESSAGES.cardNumber })
    .max(40, BILLING_MESSAGES.cardNumber)
    .transform(digitsOnly)
    .refine((v) => /^\d{12,19}$/.test(v), BILLING_MESSAGES.cardNumber)
    .meta({ title: 'Card number' }),
  expiry: z
    .string({ error: BILLING_MESSAGES.expiry })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, BILLING_MESSAGES.expiry)
    .refine((v) => !expiryPassed(v), BILLING_MESSAGES.expired)
    .meta({ title: 'Expiry' }),
  cvc: z
    .string({ error: BILLING_MESSAGES.cvc })
    .trim()
    .regex(/^\d{3,4}$/, BILLING_MESSAGES.cvc)
    .meta({ title: 'Security code' }),
});
export type SandboxCardInput = z.input<typeof sandboxCardSchema>;

/** Set the payment method: the sandbox takes the card here; Stripe answers a hosted page's address instead. */
export const paymentMethodSchema = z.strictObject({
  card: sandboxCardSchema.optional(),
});
