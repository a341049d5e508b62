/**
 * Checking a `bk_live_…` key on a request (issue #17.3): the public id finds the row, the secret's hash is
 * compared in constant time, then the per-key rate limit and the last-used time (written at most once a minute).
 */

import { timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, type ApiKeyScope } from '@backroom/domain/api-keys';
import { KEY_MESSAGES } from '@backroom/domain/messages/api-keys';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CounterStore } from '../core/counters';
import type { Principal } from '../core/principal';
import { AttemptLimiter } from '../core/rate-limit';
import { storeScoped } from '../core/store-scope';
import { hashOpaqueToken } from '../core/tokens';
import type { DbOrTx } from '../db/client';
import { perDatabase } from '../db/per-database';
import { employees, users } from '../db/schema';
import { apiKeys } from '../db/schema-api-keys';
import { unauthenticated } from './errors';

const LAST_USED_EVERY_MS = 60_000;

export interface VerifiedKey {
  id: string;
  storeId: number;
  scopes: ApiKeyScope[];
  lastUsedAt: Date | null;
  /** The owner who created the key, as their staff login (one query with the key: no second lookup). */
  owner: Principal;
}

export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

const keyStatement = perDatabase((db: DbOrTx) =>
  db
    .select({
      id: apiKeys.id,
      storeId: apiKeys.storeId,
      scopes: apiKeys.scopes,
      secretHash: apiKeys.secretHash,
      lastUsedAt: apiKeys.lastUsedAt,
      user: users,
      employee: employees,
    })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.storeId, apiKeys.storeId), eq(users.id, apiKeys.createdBy)))
    .leftJoin(
      employees,
      and(eq(employees.storeId, users.storeId), eq(employees.userId, users.id), isNull(employees.deletedAt)),
    )
    .where(and(eq(apiKeys.id, sql.placeholder('id')), isNull(apiKeys.revokedAt)))
    .limit(2)
    .prepare('load_api_key'),
);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export class ApiKeyAuthenticator {
  private readonly limiter: AttemptLimiter;
  constructor(
    private readonly db: DbOrTx,
    requestsPerMinute: number,
    counters: CounterStore,
  ) {
    this.limiter = new AttemptLimiter(counters, 'api-key', requestsPerMinute, 60_000);
  }

  /** The key's row when the key is whole, known, not revoked and its secret matches; 401 otherwise. */
  async verify(token: string): Promise<VerifiedKey> {
    const match = API_KEY_PATTERN.exec(token);
    if (!match) throw unauthenticated(KEY_MESSAGES.invalid);
    const [, id, secret] = match as unknown as [string, string, string];
    const rows = await keyStatement(this.db).execute({ id });
    const hash = hashOpaqueToken(secret);
    const row = rows.find((r) => sameHash(r.secretHash, hash));
    if (!row) throw unauthenticated(KEY_MESSAGES.invalid);
    return {
      id: row.id,
      storeId: row.storeId,
      scopes: row.scopes,
      lastUsedAt: row.lastUsedAt,
      // A key is its creator's staff login, even if that login also has a seller profile in the store.
      owner: {
        userId: row.user.id,
        storeId: row.user.storeId,
        email: row.user.email,
        emailVerified: row.user.emailVerified,
        sessionVersion: row.user.sessionVersion,
        consigner: null,
        employee: row.employee,
      },
    };
  }

  /** Counts the request against the key's limit (429 with Retry-After) and notes when it was last used. */
  async used(key: VerifiedKey, now = new Date()): Promise<void> {
    await this.limiter.hit(key.storeId, key.id, 'requests with this API key', now.getTime());
    if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
    const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS);
    // The condition makes concurrent requests of the same minute write once between them.
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        storeScoped(
          apiKeys,
          key.storeId,
          eq(apiKeys.id, key.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore)),
        ),
      );
  }
}
