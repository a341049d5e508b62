// No zod here: the sign-in page checks the e-mail with this alone (issue 32: zod's core is 14 KB brotli, more than
// the seller's sign-in path could carry within its budget). email.ts builds the schema on the same pattern and
// message, so the page and the server agree (email-check.test.ts).
import { LIMITS } from './limits';

export const EMAIL_INVALID = 'Please enter a valid email.';

/** zod's "practical" e-mail pattern (`zod/v4/core` regexes.email), the one `emailSchema` checks with. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What `emailSchema` would answer for `value`: undefined when it takes it, else its message. */
export function emailProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length > LIMITS.email) return EMAIL_INVALID;
  return EMAIL_PATTERN.test(trimmed.toLowerCase()) ? undefined : EMAIL_INVALID;
}
