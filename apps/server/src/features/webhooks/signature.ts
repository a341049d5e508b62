/**
 * Webhook signatures, like Stripe's: `Backroom-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` where the HMAC
 * is of `<t>.<body>` keyed with the endpoint's whole signing secret (`whsec_...`). Receivers recompute it,
 * compare in constant time and refuse timestamps older than a few minutes (replays). docs/api.md shows how.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Backroom-Signature';

export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** One `v1=` per secret: after a secret roll the old secret signs too, so either one verifies. */
export function signatureHeader(secrets: readonly string[], body: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return [`t=${t}`, ...secrets.map((secret) => `v1=${signatureOf(secret, t, body)}`)].join(',');
}

export interface VerifySignatureOptions {
  secret: string;
  header: string | undefined;
  body: string;
  toleranceSeconds?: number;
  now?: Date;
}

/** What a receiver does (used by the tests' sample receiver): true when the header signs this body recently. */
export function verifySignature({
  secret,
  header,
  body,
  toleranceSeconds = 300,
  now = new Date(),
}: VerifySignatureOptions): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.split('=') as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isSafeInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
