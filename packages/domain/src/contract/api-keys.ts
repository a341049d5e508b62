/** Answers of the API key calls (issue #17.3). The secret is in the create answer only, never stored. */
import { z } from 'zod';
import { API_KEY_SCOPES } from '../api-keys';
import { timestamp } from './common';

export const apiKey = z.object({
  id: z.string().meta({ description: 'The public id: the part of the key after `bk_live_`.' }),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The key's first characters, to tell keys apart: `bk_live_<public id>_…`. */
  preview: z.string(),
  createdAt: timestamp,
  createdBy: z.string().meta({ description: 'The e-mail of the owner who created it.' }),
  /** Updated at most once a minute. */
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
export type ApiKey = z.output<typeof apiKey>;

export const apiKeysAnswer = z.object({ keys: z.array(apiKey) });

export const apiKeyCreated = z.object({
  key: apiKey,
  secret: z.string().meta({
    description: 'The whole key, `bk_live_…`: shown this once; only its hash is stored.',
  }),
});

export const apiKeyIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/, 'API key not found.'),
});

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { apiKeyCreateSchema } from '../api-keys';
