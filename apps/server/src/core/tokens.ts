import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** How many verified access tokens a server process remembers (TokenSigner.verify). */
const VERIFIED_TOKENS_KEPT = 10_000;
export const REFRESH_SECONDS = { session: 12 * 3600, remember: 30 * 24 * 3600 } as const;
export const VERIFY_TOKEN_SECONDS = 3 * 24 * 3600;
export const RESET_TOKEN_SECONDS = 3600;
export const WELCOME_TOKEN_SECONDS = 7 * 24 * 3600;

export interface AccessClaims {
  userId: string;
  storeId: number;
  /** The login's session version when the token was issued; sign-out and password reset raise it. */
  sessionVersion?: number;
}

export class TokenSigner {
  // A WebCrypto key imported once: raw bytes or a KeyObject make jose import a key on every call (a KeyObject
  // costs ~90 µs more per verification, raw bytes ~3x /api/me).
  private readonly key: Promise<webcrypto.CryptoKey>;
  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      Buffer.from(secret, 'utf8'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: AccessClaims, seconds = ACCESS_TOKEN_SECONDS): Promise<string> {
    return new SignJWT({ sid: claims.storeId, sv: claims.sessionVersion ?? 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(await this.key);
  }

  /**
   * Tokens this process has verified, until they expire: a browser sends the same access token with every call for
   * its 15 minutes, and checking its signature again each time (WebCrypto, a thread-pool round trip) was an eighth
   * of a GET /api/me (issue 35). Only verified tokens are kept, so a forgery is checked (and refused) every time.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  /** null for anything forged, expired or malformed. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'number') return null;
      const sessionVersion = typeof payload.sv === 'number' ? payload.sv : 0;
      const claims = { userId: payload.sub, storeId: payload.sid, sessionVersion };
      if (typeof payload.exp === 'number') this.remember(token, claims, payload.exp * 1000);
      return claims;
    } catch {
      return null;
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAtMs: number) {
    // Oldest first out (a Map keeps insertion order); 10,000 tokens are about 4 MB.
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims: Object.freeze(claims), expiresAtMs });
  }
}

/** Opaque one-time tokens for links and refresh; only the hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}
