import { z } from 'zod';
import { cleanString, LIMITS } from './common';
import { emailSchema } from './email';

export { emailSchema };
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password is too long.');

/** One field of the bank details a seller types at sign-up. */
export const bankFieldSchema = cleanString();

export const consignerProfileSchema = z.strictObject({
  firstName: cleanString({ max: LIMITS.personName }).min(1, 'First name is required.'),
  lastName: cleanString({ max: LIMITS.personName }).min(1, 'Last name is required.'),
  phone: cleanString({ max: LIMITS.phone }).optional().default(''),
  address: cleanString({ max: LIMITS.address }).optional().default(''),
  payoutType: z.enum(['Bank', 'Paypal', 'Zelle']).optional(),
  payoutData: cleanString().optional(),
  bankData: z.record(cleanString({ max: 40 }), bankFieldSchema).optional(),
  acceptedTOS: z.boolean().optional().default(false),
});
export type ConsignerProfile = z.infer<typeof consignerProfileSchema>;

export const signupBody = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  /** Seller sign-up sends the profile of the three steps; the consigner is created with the identity. */
  profile: consignerProfileSchema.optional(),
  /** Employee sign-up from an invite link: the login is linked to the employee, its e-mail counts as verified. */
  inviteId: z.uuid('This invite link is not valid.').optional(),
});
export const loginBody = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.'),
  remember: z.boolean().optional().default(false),
});
/** Browsers send nothing (the httpOnly cookie carries the token); API clients may send the cookie's value. */
export const refreshBody = z.strictObject({ refreshToken: z.string().min(10).max(500).optional() });

/**
 * POST /open/auth/verify/send. `unlessSent`: the /verify screen's own send on opening, which mails nothing while
 * an earlier link is still live (sign-up mailed one; a second browser must not mail another, issue 33). Resend
 * leaves it out.
 */
export const verifySendBody = z.strictObject({ unlessSent: z.boolean().optional() });
export const tokenBody = z.strictObject({
  token: z
    .string({ error: 'The link is invalid or has expired.' })
    .min(10, 'The link is invalid or has expired.')
    .max(500, 'The link is invalid or has expired.'),
});
export const forgotBody = z.strictObject({ email: emailSchema });
export const resetBody = z.strictObject({
  token: z
    .string({ error: 'The link is invalid or has expired.' })
    .min(10, 'The link is invalid or has expired.')
    .max(500, 'The link is invalid or has expired.'),
  password: passwordSchema,
});

export const bankDataSchema = z.object({
  accountName: z.string().optional(),
  accountNumber: z.string().optional(),
  swiftCode: z.string().optional(),
  ibanNumber: z.string().optional(),
  routingNumber: z.string().optional(),
  bank: z.string().optional(),
  bankType: z.string().optional(),
  email: z.string().optional(),
  routingType: z.string().optional(),
});
export type BankData = z.infer<typeof bankDataSchema>;
