/**
 * Linnworks connection (issue #15 part 3): the application id and secret of the Linnworks app and the token
 * Linnworks gives the store when it installs the app. All three are Linnworks ids (GUIDs). On an update a blank
 * secret or token keeps the saved one, so the form never has to show them again.
 */
import { z } from 'zod';
import { LINNWORKS_MESSAGES } from '../messages/linnworks';
import { cleanString } from './common';

/** 32 hex digits, with or without the dashes: how Linnworks shows its ids. */
const GUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

const linnworksId = (label: string) =>
  cleanString({ max: 36 }, LINNWORKS_MESSAGES.required(label))
    .refine((v) => v.length > 0, LINNWORKS_MESSAGES.required(label))
    .refine((v) => v.length === 0 || GUID.test(v), LINNWORKS_MESSAGES.badId(label))
    .meta({ title: label });

/** A secret field: blank (or absent) keeps the saved value; otherwise a Linnworks id. */
const optionalLinnworksId = (label: string) =>
  cleanString({ max: 36 })
    .refine((v) => v.length === 0 || GUID.test(v), LINNWORKS_MESSAGES.badId(label))
    .optional()
    .transform((v) => (v ? v : null))
    .meta({ title: label });

/** PUT /api/linnworks: the first save needs all three; later ones may leave the secret and token blank. */
export const linnworksSettingsSchema = z.strictObject({
  applicationId: linnworksId('Application ID'),
  applicationSecret: optionalLinnworksId('Application secret'),
  installationToken: optionalLinnworksId('Installation token'),
});

export type LinnworksSettingsForm = z.input<typeof linnworksSettingsSchema>;
export type LinnworksSettings = z.output<typeof linnworksSettingsSchema>;

/** Where an order came from, in the words of the Orders screen. */
export const ORDER_SOURCE_LABELS: Record<string, string> = {
  local: 'Shop',
  shopify: 'Shopify',
  linnworks: 'Linnworks',
  register: 'Register',
};

export function orderSourceLabel(channel: string): string {
  return ORDER_SOURCE_LABELS[channel] ?? channel;
}

/** The last sync as the Orders screen shows it. */
export const linnworksLastSyncSchema = z.object({
  at: z.string(),
  status: z.enum(['ok', 'failed']),
  error: z.string().nullable(),
  /** Orders Linnworks listed, orders new to Backroom, lines that found no item, lines flagged (sold elsewhere). */
  found: z.number().int(),
  created: z.number().int(),
  unmatched: z.number().int(),
  flagged: z.number().int(),
});

/** POST /api/orders/linnworkOrders and GET /api/orders/linnworkOrders. */
export const linnworksSyncStatusSchema = z.object({
  configured: z.boolean(),
  /** A sync is queued to run now or running. */
  syncing: z.boolean(),
  /** The sync job this call started or found, to follow with GET /api/jobs/{id}. */
  jobId: z.number().int().nullable(),
  lastSync: linnworksLastSyncSchema.nullable(),
});

/** GET/PUT /api/linnworks: the connection without its secrets. */
export const linnworksConnectionSchema = z.object({
  configured: z.boolean(),
  /** `local`: this server uses the local test Linnworks (development), not Linnworks itself. */
  provider: z.enum(['local', 'linnworks']),
  /** The local test account's ids (only with the local test Linnworks), so anyone can connect it. */
  testCredentials: z
    .object({ applicationId: z.string(), applicationSecret: z.string(), installationToken: z.string() })
    .nullable(),
  applicationId: z.string().nullable(),
  hasSecret: z.boolean(),
  hasToken: z.boolean(),
  /** Orders processed before this time are in Backroom. */
  syncedThrough: z.string().nullable(),
  lastSync: linnworksLastSyncSchema.nullable(),
});

export type LinnworksLastSync = z.infer<typeof linnworksLastSyncSchema>;
export type LinnworksSyncStatus = z.infer<typeof linnworksSyncStatusSchema>;
export type LinnworksConnection = z.infer<typeof linnworksConnectionSchema>;
