/** Building blocks of the domain's zod schemas. Unknown keys are rejected (z.strictObject). */
import { z } from 'zod';
import { messages } from '../messages';

/** A required text: missing, not a string, or blank after trimming all say `message`. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** An optional text; blank becomes null. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A web address a page may link to or load: http(s), or a path on this site (the store's uploads, the bundled
 * images). Never `javascript:`, `data:` or a protocol-relative `//host`, which would run or load foreign content.
 */
export function isSafeWebAddress(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return ![...value].some((c) => c.charCodeAt(0) < 32 || c === '\\');
  return /^https?:\/\/[^\s/?#\\@]+(?:[/?#]\S*)?$/i.test(value);
}

/** A required web address (see isSafeWebAddress); `label` names the field in the message. */
export const requiredWebAddress = (requiredMessage: string, label: string) =>
  requiredText(requiredMessage).refine(
    isSafeWebAddress,
    `${label} must be a web address starting with https://.`,
  );

/** An optional web address; blank becomes null. */
export const optionalWebAddress = (label: string) =>
  optionalText().refine(
    (v) => v === null || isSafeWebAddress(v),
    `${label} must be a web address starting with https://.`,
  );

export const emailText = (requiredMessage: string) =>
  requiredText(requiredMessage).pipe(z.email(messages.enterValidEmail));

/** Numbers from forms arrive as numbers or numeric strings; blank is missing. */
function toNumber(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value;
}

/** A required finite number (an amount in major units, a percentage, a count). */
export const requiredNumber = (message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).refine(Number.isFinite, message));

/** A required number that must not be negative. */
export const nonNegativeNumber = (message: string) =>
  requiredNumber(message).refine((n) => n >= 0, messages.mustNotBeNegative);

/** An optional number ≥ 0; missing becomes `fallback`. */
export const optionalNonNegative = (fallback: number | null = null) =>
  z.preprocess(
    (v) => (v === null ? undefined : toNumber(v)),
    z
      .number({ error: messages.mustNotBeNegative })
      .refine((n) => Number.isFinite(n) && n >= 0, messages.mustNotBeNegative)
      .optional()
      .transform((v) => v ?? fallback),
  );

/** An id as stored (integer or string). */
export const idValue = (message: string) =>
  z.union([z.number().int().positive(), z.string().trim().min(1)], { error: message });
