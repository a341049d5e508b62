/**
 * Provider secrets at rest (Linnworks application secret and token, ...): AES-256-GCM with a random 96-bit IV.
 * The key comes from SECRETS_KEY, else from JWT_SECRET, through HKDF so the same string never serves as both a
 * signing and an encryption key. The store id and field name are bound in as associated data: a ciphertext
 * copied into another store's row or another column does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

export function createSecretBox(secret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'backroom', 'provider-secrets v1', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unreadable secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** Where the secret box's key comes from (the environment). */
export interface SecretsConfig {
  SECRETS_KEY?: string;
  jwtSecret: string;
}

export function secretBoxFor(env: SecretsConfig): SecretBox {
  return createSecretBox(env.SECRETS_KEY ?? env.jwtSecret);
}

/** Whether a stored value is a sealed secret (as opposed to a value written before it was sealed). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}:`);
}
