/**
 * The two exports of Settings (issue 28.2): the owner's data as spreadsheets (no input), and the archive that
 * moves the store, which carries the sign-in secrets only encrypted with a passphrase the owner chooses, or
 * leaves them out (the logins are reset by the move).
 */
// Validation failures in words, the same on server and client: whoever uses a schema has zod's error map installed.
import '../field-messages';
import { z } from 'zod';

export const ARCHIVE_PASSPHRASE = { min: 12, max: 200 } as const;

export const archivePassphrase = z
  .string({ error: 'Type the passphrase that will protect the sign-in secrets.' })
  .min(ARCHIVE_PASSPHRASE.min, `The passphrase must be at least ${ARCHIVE_PASSPHRASE.min} characters.`)
  .max(ARCHIVE_PASSPHRASE.max, `The passphrase must be at most ${ARCHIVE_PASSPHRASE.max} characters.`)
  .refine((p) => p.trim().length >= ARCHIVE_PASSPHRASE.min, {
    message: `The passphrase must have at least ${ARCHIVE_PASSPHRASE.min} characters that are not spaces.`,
  });

export const storeMoveExportSchema = z.discriminatedUnion(
  'secrets',
  [
    z.strictObject({ secrets: z.literal('encrypted'), passphrase: archivePassphrase }),
    z.strictObject({ secrets: z.literal('omitted') }),
  ],
  {
    error:
      'Choose whether the archive carries the sign-in secrets encrypted with a passphrase ("encrypted") or leaves them out ("omitted").',
  },
);
export type StoreMoveExportInput = z.input<typeof storeMoveExportSchema>;

/** The areas of "Download my data": one CSV each, in this order. */
export const DATA_EXPORT_AREAS = [
  'consigners',
  'inventory',
  'products',
  'orders',
  'order-lines',
  'payouts',
  'payout-items',
  'employees',
  'locations',
  'consigner-types',
] as const;
export type DataExportArea = (typeof DATA_EXPORT_AREAS)[number];
