/**
 * The sign-in secrets of a store archive (docs/security.md "Store exports"): password hashes, reset, refresh and
 * verification tokens, API keys, e-mails that carry sign-in links, and the sealed provider secrets. They never
 * sit in the archive's plain table files. Either the owner chose a passphrase and they travel in ONE entry,
 * secrets.enc, encrypted with AES-256-GCM under a key scrypt derives from that passphrase, or they are left out
 * and the logins are reset by the move. Sealed secrets are opened with the exporting installation's key and
 * sealed again with the importing one's (both bind the store id, which the move changes).
 */
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { isSealed, type SecretBox } from '../../security/secret-box';
import { shopifyTokenContext } from '../../storefront/shopify-token';
import { linnworksSecretContext } from '../linnworks';
import { secretContext as webhookSecretContext } from '../webhooks';
import { ArchiveRefused } from './format';

export const SECRETS_FILE = 'secrets.enc';

/** Tables that are secrets through and through: only in secrets.enc, or not in the archive at all. */
export const SECRET_TABLES: ReadonlySet<string> = new Set([
  'auth_tokens',
  'api_keys',
  'linnworks_connections',
  // Queued and sent e-mails hold verification and password-reset links.
  'outbox_emails',
]);

/** Columns of other tables that hold a secret: null in the table file, the value in secrets.enc. */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  stores: ['storefront_access_token'],
  users: ['password_hash'],
  webhook_endpoints: ['secret_sealed', 'previous_secret_sealed'],
};

/** Sealed columns (security/secret-box.ts) and the context each is bound to. */
export const SEALED_COLUMNS: Readonly<Record<string, Record<string, (storeId: number) => string>>> = {
  stores: { storefront_access_token: shopifyTokenContext },
  webhook_endpoints: { secret_sealed: webhookSecretContext, previous_secret_sealed: webhookSecretContext },
  linnworks_connections: {
    application_secret_sealed: (id) => linnworksSecretContext(id, 'applicationSecret'),
    installation_token_sealed: (id) => linnworksSecretContext(id, 'installationToken'),
  },
};

export interface KdfParams {
  kdf: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
}

export type ManifestSecrets =
  | { mode: 'omitted' }
  | ({ mode: 'encrypted'; cipher: 'aes-256-gcm'; iv: string; rows: number } & KdfParams);

const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
const maxmem = 128 * SCRYPT.N * SCRYPT.r * 2;

export function deriveKey(passphrase: string, params: KdfParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase.normalize('NFC'),
      Buffer.from(params.salt, 'base64'),
      32,
      { N: params.N, r: params.r, p: params.p, maxmem: Math.max(maxmem, 128 * params.N * params.r * 2) },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

/** A new salt and the key the passphrase gives with it (the export request derives it; the job encrypts). */
export async function newArchiveKey(passphrase: string): Promise<{ key: Buffer; params: KdfParams }> {
  const params: KdfParams = { kdf: 'scrypt', ...SCRYPT, salt: randomBytes(16).toString('base64') };
  return { key: await deriveKey(passphrase, params), params };
}

/** One line of secrets.enc: a whole row of a secret table, or the secret columns of a row (by its `id`). */
export type SecretLine =
  | { t: string; row: Record<string, unknown> }
  | { t: string; id: unknown; values: Record<string, unknown> };

/** A row of `table` in the store, and the box its provider secrets are sealed with. */
interface SecretRowOptions {
  table: string;
  row: Record<string, unknown>;
  storeId: number;
  box: SecretBox;
}

/** Opens a row's sealed values with the exporting installation's box (a value sealed before sealing existed reads as is). */
export function openSealed({ table, row, storeId, box }: SecretRowOptions) {
  const sealed = SEALED_COLUMNS[table] ?? {};
  for (const [column, context] of Object.entries(sealed)) {
    const value = row[column];
    if (typeof value === 'string' && isSealed(value)) row[column] = box.open(value, context(storeId));
  }
  return row;
}

/** Seals a row's secret values with the importing installation's box, bound to the new store. */
export function seal({ table, row, storeId, box }: SecretRowOptions) {
  const sealed = SEALED_COLUMNS[table] ?? {};
  for (const [column, context] of Object.entries(sealed)) {
    const value = row[column];
    if (typeof value === 'string') row[column] = box.seal(value, context(storeId));
  }
  return row;
}

export function encryptSecrets(lines: SecretLine[], key: Buffer, params: KdfParams) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(SECRETS_FILE));
  const plain = Buffer.from(lines.map((l) => JSON.stringify(l)).join('\n'));
  const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  const manifest: ManifestSecrets = {
    mode: 'encrypted',
    cipher: 'aes-256-gcm',
    iv: iv.toString('base64'),
    rows: lines.length,
    ...params,
  };
  return { body, manifest };
}

export const WRONG_PASSPHRASE =
  "The passphrase does not open this archive's sign-in secrets (a wrong passphrase, or the archive was changed).";

export async function decryptSecrets(
  body: Buffer,
  manifest: Extract<ManifestSecrets, { mode: 'encrypted' }>,
  passphrase: string,
): Promise<SecretLine[]> {
  if (body.length < 16) throw new ArchiveRefused(`${SECRETS_FILE} is cut short.`);
  // A made-up manifest must not make the import spend minutes or gigabytes deriving a key.
  if (manifest.kdf !== 'scrypt' || !(manifest.N <= 2 ** 20 && manifest.r <= 16 && manifest.p <= 4))
    throw new ArchiveRefused(
      'The archive manifest names key-derivation parameters this installation refuses.',
    );
  const key = await deriveKey(passphrase, manifest).catch(() => {
    throw new ArchiveRefused(
      'The archive manifest names key-derivation parameters this installation refuses.',
    );
  });
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(manifest.iv, 'base64'));
    decipher.setAAD(Buffer.from(SECRETS_FILE));
    decipher.setAuthTag(body.subarray(body.length - 16));
    plain = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
  } catch {
    throw new ArchiveRefused(WRONG_PASSPHRASE);
  }
  const text = plain.toString('utf8');
  return text ? text.split('\n').map((l) => JSON.parse(l) as SecretLine) : [];
}
