import { eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authTokens } from '../db/schema';
import { storeScoped } from './store-scope';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

type Purpose = (typeof authTokens.$inferSelect)['purpose'];

/** A token of a store, by its text (the link's secret). */
interface TokenLookup {
  storeId: number;
  token: string;
  purpose: Purpose;
}

/** A user's tokens of one purpose in a store. */
interface UserTokens {
  storeId: number;
  userId: string;
  purpose: Purpose;
}

export interface CreateLinkTokenOptions extends UserTokens {
  seconds: number;
}

export async function createLinkToken(
  db: DbOrTx,
  { storeId, userId, purpose, seconds }: CreateLinkTokenOptions,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.insert(authTokens).values({
    storeId,
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  return token;
}

/** Marks a one-time token used and returns its user; null when unknown, used, expired or of another store. */
export async function consumeLinkToken(
  db: DbOrTx,
  { storeId, token, purpose }: TokenLookup,
): Promise<{ userId: string; expiresAt: Date; createdAt: Date } | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      storeScoped(
        authTokens,
        storeId,
        eq(authTokens.tokenHash, hashOpaqueToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({
      userId: authTokens.userId,
      expiresAt: authTokens.expiresAt,
      createdAt: authTokens.createdAt,
    });
  return row ?? null;
}

export async function revokeTokens(db: DbOrTx, { storeId, userId, purpose }: UserTokens) {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      storeScoped(
        authTokens,
        storeId,
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

/** The login a live token belongs to, without spending it; null when unknown, used or expired. */
export async function linkTokenOwner(
  db: DbOrTx,
  { storeId, token, purpose }: TokenLookup,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      storeScoped(
        authTokens,
        storeId,
        eq(authTokens.tokenHash, hashOpaqueToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Whether the user holds an unused, unexpired token of this purpose (a verification link already mailed). */
export async function hasLiveToken(db: DbOrTx, { storeId, userId, purpose }: UserTokens) {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      storeScoped(
        authTokens,
        storeId,
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
