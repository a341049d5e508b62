/** Building blocks of the domain's zod schemas. Unknown keys are rejected (z.strictObject). */
// Validation failures in words, the same on server and client: whoever uses a schema has zod's error map installed.
import '../field-messages';
import { z } from 'zod';
import { messages } from '../messages';

import { LIMITS } from './limits';

export { LIMITS };

/** The largest price, fee or amount a shop may type: 1,000,000.00 in major units. */
export const MAX_AMOUNT = 1_000_000;
/** The same in minor units (cents), as stored. */
export const MAX_AMOUNT_MINOR = MAX_AMOUNT * 100;
/** The largest quantity of one line, and the largest count setting (days, labels per sheet...). */
export const MAX_COUNT = 10_000;
/** Row ids are PostgreSQL integers. */
export const MAX_ROW_ID = 2_147_483_647;

/** NUL and the other C0 controls and DEL; a multi-line field allows line breaks and tabs. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (multiline && (code === 10 || code === 13 || code === 9)) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
}

export const tooLong = (max: number) => `Must be at most ${max} characters`;

export interface TextOptions {
  /** Defaults to LIMITS.text. */
  max?: number;
  /** Allows line breaks and tabs (notes, descriptions, terms). */
  multiline?: boolean;
}

/** A trimmed string within `max` characters and free of control characters. */
export const cleanString = (options: TextOptions = {}, error?: string) => {
  const max = options.max ?? LIMITS.text;
  return z
    .string(error ? { error } : undefined)
    .trim()
    .max(max, tooLong(max))
    .refine((v) => !hasControlCharacters(v, options.multiline), messages.noControlCharacters);
};

/**
 * A text filter in a query string (search, location, category, option values...): the same rules as a body's
 * text (trimmed, at most `max` characters, no control characters), so nothing odd reaches the database; blank
 * is no filter.
 */
export const queryText = (max: number = LIMITS.text) =>
  cleanString({ max })
    .optional()
    .transform((v) => v || undefined);

/** A required text: missing, not a string, or blank after trimming all say `message`. */
export const requiredText = (message: string, options: TextOptions = {}) =>
  cleanString(options, message).refine((v) => v.length > 0, message);

/** An optional text; blank becomes null. */
export const optionalText = (options: TextOptions = {}) =>
  cleanString(options)
    .nullish()
    .transform((v) => (v ? v : null));

/** A required text with its label (the form's own words) as the schema's title. */
export const boundedText = (label: string, max: number, options: Omit<TextOptions, 'max'> = {}) =>
  requiredText(`${label} is required`, { ...options, max }).meta({ title: label });

/** A row id in a body or path: a positive PostgreSQL integer. */
export const rowId = (message: string = messages.noSuchId) =>
  z.number().int().positive().max(MAX_ROW_ID, message);
/** A row id from a path or query string. */
export const coercedRowId = () => z.coerce.number().int().positive().max(MAX_ROW_ID, messages.noSuchId);
/** A row id sent as digits. */
export const rowIdDigits = (message: string = messages.noSuchId) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .refine((v) => Number(v) <= MAX_ROW_ID, message);

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
  requiredText(requiredMessage, { max: LIMITS.url }).refine(
    isSafeWebAddress,
    `${label} must be a web address starting with https://.`,
  );

/** An optional web address; blank becomes null. */
export const optionalWebAddress = (label: string) =>
  optionalText({ max: LIMITS.url }).refine(
    (v) => v === null || isSafeWebAddress(v),
    `${label} must be a web address starting with https://.`,
  );

export const emailText = (requiredMessage: string) =>
  requiredText(requiredMessage, { max: LIMITS.email }).pipe(z.email(messages.enterValidEmail));

/** Numbers from forms arrive as numbers or numeric strings; blank is missing. */
function toNumber(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value;
}

/** A required finite number (an amount in major units, a percentage, a count). */
export const requiredNumber = (message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).refine(Number.isFinite, message));

const atMost = (max: number) => `Must be at most ${max.toLocaleString('en-US')}`;

/** A required number from 0 to `max` (an amount in major units unless said otherwise). */
export const nonNegativeNumber = (message: string, max: number = MAX_AMOUNT) =>
  requiredNumber(message)
    .refine((n) => n >= 0, messages.mustNotBeNegative)
    .refine((n) => n <= max, atMost(max));

/** An optional number from 0 to `max`; missing becomes `fallback`. */
export const optionalNonNegative = (fallback: number | null = null, max: number = MAX_AMOUNT) =>
  z.preprocess(
    (v) => (v === null ? undefined : toNumber(v)),
    z
      .number({ error: messages.mustNotBeNegative })
      .refine((n) => Number.isFinite(n) && n >= 0, messages.mustNotBeNegative)
      .refine((n) => n <= max, atMost(max))
      .optional()
      .transform((v) => v ?? fallback),
  );

/** A price or amount in major units: 0 to 1,000,000.00. */
export const money = (message: string) => nonNegativeNumber(message, MAX_AMOUNT);
/** An optional amount in major units; missing becomes `fallback`. */
export const optionalMoney = (fallback: number | null = null) => optionalNonNegative(fallback, MAX_AMOUNT);
/** A percentage, 0 to 100; missing becomes `fallback`. */
export const percent = (fallback = 0) =>
  optionalNonNegative(fallback, Number.POSITIVE_INFINITY).refine(
    (n) => (n ?? 0) <= 100,
    messages.percentRange,
  );
/** A whole count from 0 to `max`; missing becomes `fallback`. */
export const optionalCount = (fallback = 0, max: number = MAX_COUNT) =>
  optionalNonNegative(fallback, max).refine((n) => Number.isInteger(n), messages.wholeNumber);

/** A typed amount already parsed to a number (NaN when not a number): within 0 to MAX_AMOUNT. */
export const withinAmount = (n: number) => !(n > MAX_AMOUNT);

/** An id as stored (integer or string). */
export const idValue = (message: string) =>
  z.union([rowId(message), rowIdDigits(message)], { error: message });
