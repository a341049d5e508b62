/**
 * The e-mail address of a sign-in, a sign-up or an invite, written with zod's tree-shakable API (`zod/mini`). Used
 * inside the classic schemas like any other: both APIs build the same core schemas. The sign-in page checks the
 * same pattern and message without zod (email-check.ts).
 */
import * as z from 'zod/mini';
import { EMAIL_INVALID, EMAIL_PATTERN } from './email-check';
import { LIMITS } from './limits';

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(LIMITS.email, EMAIL_INVALID), z.toLowerCase()),
  z.email({ pattern: EMAIL_PATTERN, error: EMAIL_INVALID }),
);
