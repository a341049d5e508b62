import { z } from 'zod';
import { cleanString, hasControlCharacters, LIMITS } from './common';

/** Spec 1 §5 platform signup; one message for every invalid field, as the spec says. */
export const PLATFORM_SIGNUP_INVALID = 'Please enter a valid email, name and handle.';
export const PLATFORM_HANDLE_EMPTY = 'Please enter a valid handle.';
export const PLATFORM_HANDLE_UNKNOWN = "Handle doesn't exist.";
export const HANDLE_TAKEN = 'That handle is already taken. Please choose another.';
export const HANDLE_RULES =
  'A handle uses 3 to 40 lower-case letters, digits and dashes, and starts and ends with a letter or digit.';

export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;
const RESERVED = new Set(['www', 'api', 'open', 'admin', 'app', 'dev', 'static', 'mail', 'platform']);

export function normalizeHandle(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidHandle(handle: string): boolean {
  return HANDLE_PATTERN.test(handle) && !handle.includes('--') && !RESERVED.has(handle);
}

/**
 * A handle suggested from the company name (issue 33: one field less to type): "Kicks & Co." → "kicks-co". Empty
 * when the name has too few letters or digits; the owner can always change it.
 */
export function handleFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return isValidHandle(slug) ? slug : '';
}

export const createStoreBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, PLATFORM_SIGNUP_INVALID)
    .max(LIMITS.name, PLATFORM_SIGNUP_INVALID)
    .refine((v) => !hasControlCharacters(v), PLATFORM_SIGNUP_INVALID),
  email: z.string().trim().toLowerCase().pipe(z.email(PLATFORM_SIGNUP_INVALID)),
  handle: z
    .string()
    .transform(normalizeHandle)
    .refine((h) => h.length > 0, PLATFORM_SIGNUP_INVALID)
    .refine(isValidHandle, HANDLE_RULES),
  shop: cleanString().optional().nullable(),
  accessToken: cleanString({ max: 500 }).optional().nullable(),
  platform: cleanString({ max: 40 }).optional().nullable(),
});
export type CreateStoreBody = z.infer<typeof createStoreBody>;

/** A store asked for by its handle or by a domain it serves (a host name is at most 253 characters). */
export const storeDomainParams = z.object({
  domain: cleanString({ max: 253 })
    .toLowerCase()
    .min(1, PLATFORM_HANDLE_EMPTY)
    .meta({ title: 'Store address' }),
});
