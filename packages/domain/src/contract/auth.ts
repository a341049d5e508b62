/** Answers of the identity calls (spec 1 §3, docs/api.md "Identity"). No answer carries a refresh token. */
import { z } from 'zod';
import { EMPLOYEE_ROLES } from '../access';
import { refreshBody, verifySendBody } from '../schemas/auth';

export const SIGNUP_STEPS = ['verifyEmail', 'acceptInvite', 'createProfile', 'acceptTerms'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** The signed-in user (spec 1 §3 dbUser). */
export const dbUser = z
  .object({
    /** The consigner's or employee's id; 0 for a login without a profile yet. */
    id: z.number().int(),
    userId: z.string(),
    storeId: z.number().int(),
    email: z.string(),
    name: z.string(),
    kind: z.enum(['consigner', 'employee']).nullable(),
    role: z.enum(EMPLOYEE_ROLES).nullable(),
    accessControls: z.array(z.string()),
    acceptedTOS: z.boolean(),
    isActive: z.boolean(),
    emailVerified: z.boolean(),
    /** The seller's bank details by field name (accountName, accountNumber, bank, ...). */
    bankData: z.record(z.string(), z.string().nullable()).nullable(),
    /**
     * What the login still has to do before the app opens, in order: verify the e-mail, accept the employee
     * invite waiting for its address (pendingInviteId), create its seller profile, accept the store's terms;
     * null when done.
     */
    nextStep: z.enum(SIGNUP_STEPS).nullable(),
    /** The open employee invite for this verified address, when the login has no profile yet. */
    pendingInviteId: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        id: 12,
        userId: '0b7c4a52-3c1e-4d0e-9a57-0c1f0e0f4a11',
        storeId: 3,
        email: 'ana@example.com',
        name: 'Ana Lopez',
        kind: 'consigner',
        role: null,
        accessControls: [],
        acceptedTOS: true,
        isActive: true,
        emailVerified: true,
        bankData: { accountName: 'Ana Lopez', accountNumber: '12345678' },
        nextStep: null,
        pendingInviteId: null,
      },
    ],
  });
export type DbUser = z.output<typeof dbUser>;

/** Sign-up and sign-in: the access token and the user; the refresh token is only in the httpOnly cookie. */
export const authSession = z.object({
  token: z.string(),
  /** Seconds the access token is valid. */
  expiresIn: z.number().int(),
  user: dbUser,
});
export type AuthSession = z.output<typeof authSession>;

/** A refresh: the next access token (the next refresh token is in the cookie). */
export const refreshedSession = z.object({ token: z.string(), expiresIn: z.number().int() });
export type RefreshedSession = z.output<typeof refreshedSession>;

export const verificationSent = z.object({
  /** False when the address was verified already (nothing is mailed). */
  sent: z.boolean(),
  emailVerified: z.boolean(),
});
export type VerificationSent = z.output<typeof verificationSent>;

export const emailVerified = z.object({ emailVerified: z.literal(true) });
export type EmailVerified = z.output<typeof emailVerified>;

/** A sentence to show: "Email instructions sent to …", "Password has been updated". */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswer>;

/** POST /open/auth/reset: the password is set and the login is signed in (the refresh token in the cookie). */
export const passwordResetAnswer = authSession.extend({ message: z.string() });
export type PasswordResetAnswer = z.output<typeof passwordResetAnswer>;

export const verifySendRequestBody = verifySendBody.nullish();

export const logoutBody = refreshBody.nullish();

export const refreshRequestBody = refreshBody.nullish();

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { forgotBody, loginBody, resetBody, signupBody, tokenBody } from '../schemas/auth';
