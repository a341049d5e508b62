/** Creating, listing and revoking a store's API keys (issue #17.3). The secret leaves the server once. */
import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyCreate, type ApiKeyScope } from '@backroom/domain/api-keys';
import type { ApiKey } from '@backroom/domain/contract/api-keys';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import { hashOpaqueToken } from '../../core/tokens';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { apiKeys } from '../../db/schema-api-keys';
import { notFound } from '../../http/errors';

const NOT_FOUND = 'API key not found.';

type KeyRow = typeof apiKeys.$inferSelect;

function toApiKey(row: KeyRow, createdBy: string): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    preview: `${API_KEY_PREFIX}${row.id}_…`,
    createdAt: row.createdAt.toISOString(),
    createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new key: the public id (64 bits, finds the row) and the secret (256 bits, only its hash is kept). */
function newKey(): { id: string; secret: string; key: string } {
  const id = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { id, secret, key: `${API_KEY_PREFIX}${id}_${secret}` };
}

export async function createApiKey(
  db: DbOrTx,
  {
    storeId,
    owner,
    input,
  }: {
    storeId: number;
    owner: { userId: string; email: string };
    input: { name: string; scopes: ApiKeyCreate['scopes'] };
  },
): Promise<{ key: ApiKey; secret: string }> {
  const made = newKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      storeId,
      id: made.id,
      name: input.name,
      scopes: [...new Set(input.scopes)] as ApiKeyScope[],
      secretHash: hashOpaqueToken(made.secret),
      createdBy: owner.userId,
    })
    .returning();
  return { key: toApiKey(row!, owner.email), secret: made.key };
}

/** Every key of the store, newest first, revoked ones included (they show when they stopped working). */
export async function listApiKeys(db: DbOrTx, storeId: number): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, email: users.email })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.storeId, apiKeys.storeId), eq(users.id, apiKeys.createdBy)))
    .where(storeScoped(apiKeys, storeId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => toApiKey(r.key, r.email));
}

/** Revoking is immediate and final; revoking a revoked key again changes nothing. */
export async function revokeApiKey(db: DbOrTx, storeId: number, id: string): Promise<ApiKey> {
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(storeScoped(apiKeys, storeId, eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  const [found] = (await listApiKeys(db, storeId)).filter((k) => k.id === id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}
