import { z } from 'zod';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email.'));
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password is too long.');

export const consignerProfileSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required.').max(100),
  lastName: z.string().trim().min(1, 'Last name is required.').max(100),
  phone: z.string().trim().max(40).optional().default(''),
  address: z.string().trim().max(300).optional().default(''),
  payoutType: z.enum(['Bank', 'Paypal', 'Zelle']).optional(),
  payoutData: z.string().trim().max(200).optional(),
  bankData: z.record(z.string(), z.string().max(200)).optional(),
  acceptedTOS: z.boolean().optional().default(false),
});
export type ConsignerProfile = z.infer<typeof consignerProfileSchema>;

export const signupBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  /** Seller sign-up sends the profile of the three steps; the consigner is created with the identity. */
  profile: consignerProfileSchema.optional(),
});
export const loginBody = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.'),
  remember: z.boolean().optional().default(false),
});
export const refreshBody = z.object({ refreshToken: z.string().min(10) });
export const tokenBody = z.object({ token: z.string().min(10, 'The link is invalid or has expired.') });
export const forgotBody = z.object({ email: emailSchema });
export const resetBody = z.object({ token: z.string().min(10), password: passwordSchema });

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

/** GET /api/me: the signed-in user (spec 1 §3 dbUser). */
export interface DbUser {
  id: number;
  userId: string;
  storeId: number;
  email: string;
  name: string;
  kind: 'consigner' | 'employee' | null;
  role: 'Admin' | 'Staff' | null;
  accessControls: string[];
  acceptedTOS: boolean;
  isActive: boolean;
  emailVerified: boolean;
  bankData: BankData | null;
}
