/**
 * API keys of the open REST API (issue #17.3): what a key may do is a list of scopes, one read and one write per
 * area of the API. The server maps every route to one scope (or to none: not for keys); the settings screen and
 * the OpenAPI document show the same words.
 */
import { z } from 'zod';
import { fieldRequired } from './messages';
import { LIMITS, requiredText } from './schemas/common';

export const API_KEY_AREAS = [
  'inventory',
  'catalogue',
  'consigners',
  'orders',
  'payouts',
  'reports',
] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

/** Reports only answer questions: they have no write scope. */
export const API_KEY_SCOPES = [
  'inventory:read',
  'inventory:write',
  'catalogue:read',
  'catalogue:write',
  'consigners:read',
  'consigners:write',
  'orders:read',
  'orders:write',
  'payouts:read',
  'payouts:write',
  'reports:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

const AREA_WORDS: Record<ApiKeyArea, string> = {
  inventory: 'inventory (items, locations, labels, scans)',
  catalogue: 'catalogue (products, templates, images)',
  consigners: 'consigners (profiles, fee plans, terms)',
  orders: 'orders',
  payouts: 'payouts',
  reports: 'reports',
};

/** "Read orders", "Write inventory (items, …)": how a scope reads on the screen and in messages. */
export function scopeWords(scope: ApiKeyScope): string {
  const [area, access] = scope.split(':') as [ApiKeyArea, 'read' | 'write'];
  return `${access === 'read' ? 'Read' : 'Write'} ${AREA_WORDS[area]}`;
}

/** A key is `bk_live_<public id>_<secret>`: the public id finds the row, the secret is compared by its hash. */
export const API_KEY_PREFIX = 'bk_live_';
export const API_KEY_PATTERN = /^bk_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export const apiKeyCreateSchema = z.strictObject({
  name: requiredText(fieldRequired('Name'), { max: LIMITS.name }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Choose scopes from the list' }), {
      error: 'Choose at least one scope',
    })
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length, 'Choose each scope once')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Choose each scope once'),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** The 403 of a key without the scope a route needs: in words, naming the scope to add. */
export const missingScopeMessage = (scope: ApiKeyScope) =>
  `This API key may not do this: it needs the scope "${scope}" (${scopeWords(scope)}). The store owner can create a key with it in Settings → API keys.`;
export const notForKeysMessage =
  'API keys cannot be used for this call: it is for people signed in to the app.';
