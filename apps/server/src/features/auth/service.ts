import type { DbUser } from '@backroom/domain/contract/auth';
import { AUTH_MESSAGES } from '@backroom/domain/messages/auth';
import type { ConsignerProfile } from '@backroom/domain/schemas/auth';
import { eq, sql } from 'drizzle-orm';
import {
  consumeLinkToken,
  createLinkToken,
  hasLiveToken,
  linkTokenOwner,
  revokeTokens,
} from '../../core/link-tokens';
import { loadPrincipal, meOf } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_SECONDS,
  RESET_TOKEN_SECONDS,
  type TokenSigner,
  VERIFY_TOKEN_SECONDS,
} from '../../core/tokens';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { badInput, conflict, isUniqueViolation, unauthenticated } from '../../http/errors';
import { queueEmail } from '../../mail/outbox';
import { hashPassword, verifyPassword } from './passwords';
import { attachConsigner, checkedSignupPayout, linkEmployee, openInviteFor } from './signup-steps';

/** A new session; the routes put refreshToken into the httpOnly cookie, never into the answer's body. */
export interface Session {
  token: string;
  refreshToken: string;
  remember: boolean;
  expiresIn: number;
}

async function issueSession(
  db: DbOrTx,
  signer: TokenSigner,
  storeId: number,
  user: { id: string; sessionVersion: number },
  remember: boolean,
): Promise<Session> {
  const token = await signer.sign({ userId: user.id, storeId, sessionVersion: user.sessionVersion });
  const refreshToken = await createLinkToken(db, {
    storeId,
    userId: user.id,
    purpose: 'refresh',
    seconds: remember ? REFRESH_SECONDS.remember : REFRESH_SECONDS.session,
  });
  return { token, refreshToken, remember, expiresIn: ACCESS_TOKEN_SECONDS };
}

async function currentUser(db: DbOrTx, storeId: number, userId: string): Promise<DbUser> {
  const principal = await loadPrincipal(db, storeId, userId);
  if (!principal) throw unauthenticated();
  return meOf(db, principal);
}

async function sendVerification(db: DbOrTx, store: StoreRow, userId: string, email: string, appUrl: string) {
  const token = await createLinkToken(db, {
    storeId: store.id,
    userId,
    purpose: 'verify',
    seconds: VERIFY_TOKEN_SECONDS,
  });
  await queueEmail(db, {
    storeId: store.id,
    to: email,
    subject: `Verify your email for ${store.name}`,
    text: `Confirm your email address to start using ${store.name}:\n${appUrl}/verify?token=${token}\n\nThe link is valid for 3 days.`,
  });
}

export interface SignupInput {
  email: string;
  password: string;
  profile?: ConsignerProfile;
  inviteId?: string;
}

interface SignupOptions {
  signer: TokenSigner;
  store: StoreRow;
  input: SignupInput;
  appUrl: string;
}

/**
 * Creates a login. With a seller profile the consigner is created in the same transaction; with an employee
 * invite the login is linked to the employee and counts as verified (the mailed invite link proved the address).
 */
export async function signup(
  db: Db,
  { signer, store, input, appUrl }: SignupOptions,
): Promise<Session & { user: DbUser }> {
  checkedSignupPayout(store, input.profile);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const invite = input.inviteId
        ? await openInviteFor(tx, { storeId: store.id, inviteId: input.inviteId, email: input.email })
        : null;
      const [user] = await tx
        .insert(users)
        .values({ storeId: store.id, email: input.email, passwordHash, emailVerified: Boolean(invite) })
        .returning({ id: users.id, sessionVersion: users.sessionVersion });
      const login = { userId: user!.id, email: input.email };
      if (invite) await linkEmployee(tx, { storeId: store.id, employeeId: invite.id, userId: login.userId });
      else {
        await attachConsigner(tx, { store, login, profile: input.profile });
        await sendVerification(tx, store, login.userId, input.email, appUrl);
      }
      const session = await issueSession(tx, signer, store.id, user!, false);
      return { ...session, user: await currentUser(tx, store.id, login.userId) };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_store_email_uq')) throw conflict(AUTH_MESSAGES.emailTaken);
    if (isUniqueViolation(err, 'consigners_store_email_uq')) throw conflict(AUTH_MESSAGES.emailTaken);
    throw err;
  }
}

export async function login(
  db: Db,
  {
    signer,
    store,
    input,
  }: { signer: TokenSigner; store: StoreRow; input: { email: string; password: string; remember: boolean } },
): Promise<Session & { user: DbUser }> {
  const [user] = await db
    .select()
    .from(users)
    .where(storeScoped(users, store.id, eq(users.email, input.email)))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw unauthenticated(AUTH_MESSAGES.wrongCredentials);
  const dbUser = await currentUser(db, store.id, user.id);
  return { ...(await issueSession(db, signer, store.id, user, input.remember)), user: dbUser };
}

/** Locks the login's row: sign-out and refresh of one login take turns, so no refresh outlives a sign-out. */
async function lockLogin(tx: DbOrTx, storeId: number, userId: string) {
  const [row] = await tx
    .select({ id: users.id, sessionVersion: users.sessionVersion })
    .from(users)
    .where(storeScoped(users, storeId, eq(users.id, userId)))
    .for('update');
  return row ?? null;
}

/** Rotates the refresh token: the old one is spent, so a stolen copy works at most once. */
export async function refresh(
  db: Db,
  { signer, store, refreshToken }: { signer: TokenSigner; store: StoreRow; refreshToken: string },
) {
  return db.transaction(async (tx) => {
    const owner = await linkTokenOwner(tx, { storeId: store.id, token: refreshToken, purpose: 'refresh' });
    const login = owner ? await lockLogin(tx, store.id, owner) : null;
    const spent = login
      ? await consumeLinkToken(tx, { storeId: store.id, token: refreshToken, purpose: 'refresh' })
      : null;
    if (!login || !spent) throw unauthenticated(AUTH_MESSAGES.refreshInvalid);
    // A remembered session was issued with the long lifetime; keep it remembered.
    const remember = spent.expiresAt.getTime() - spent.createdAt.getTime() > REFRESH_SECONDS.session * 1000;
    return issueSession(tx, signer, store.id, login, remember);
  });
}

/** Ends every session of the login: its refresh tokens are revoked and its access tokens refused from now on. */
export async function endAllSessions(db: DbOrTx, storeId: number, userId: string) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(storeScoped(users, storeId, eq(users.id, userId)));
  await revokeTokens(db, { storeId, userId, purpose: 'refresh' });
}

/** Sign-out: the login is the bearer token's, or (API clients) the one of the refresh token given. */
export async function logout(db: Db, store: StoreRow, who: { userId?: string; refreshToken?: string }) {
  await db.transaction(async (tx) => {
    const userId =
      who.userId ??
      (who.refreshToken
        ? await linkTokenOwner(tx, { storeId: store.id, token: who.refreshToken, purpose: 'refresh' })
        : null);
    if (userId) await endAllSessions(tx, store.id, userId);
  });
}

interface ResendVerificationOptions {
  store: StoreRow;
  userId: string;
  appUrl: string;
  unlessSent?: boolean;
}

export async function resendVerification(
  db: Db,
  { store, userId, appUrl, unlessSent = false }: ResendVerificationOptions,
) {
  const [user] = await db
    .select()
    .from(users)
    .where(storeScoped(users, store.id, eq(users.id, userId)));
  if (!user) throw unauthenticated();
  if (user.emailVerified) return { sent: false, emailVerified: true };
  if (unlessSent && (await hasLiveToken(db, { storeId: store.id, userId, purpose: 'verify' }))) {
    return { sent: false, emailVerified: false };
  }
  await db.transaction(async (tx) => {
    await revokeTokens(tx, { storeId: store.id, userId, purpose: 'verify' });
    await sendVerification(tx as unknown as Db, store, userId, user.email, appUrl);
  });
  return { sent: true, emailVerified: false };
}

export async function confirmVerification(db: Db, store: StoreRow, token: string) {
  return db.transaction(async (tx) => {
    const spent = await consumeLinkToken(tx, { storeId: store.id, token, purpose: 'verify' });
    if (!spent) throw badInput(AUTH_MESSAGES.linkInvalid);
    await tx
      .update(users)
      .set({ emailVerified: true })
      .where(storeScoped(users, store.id, eq(users.id, spent.userId)));
    return { emailVerified: true as const };
  });
}

/** Same answer whether or not the address has an account, so it cannot be used to probe for accounts. */
export async function forgotPassword(
  db: Db,
  { store, email, appUrl }: { store: StoreRow; email: string; appUrl: string },
) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(storeScoped(users, store.id, eq(users.email, email)));
  if (user) {
    await db.transaction(async (tx) => {
      const token = await createLinkToken(tx, {
        storeId: store.id,
        userId: user.id,
        purpose: 'reset',
        seconds: RESET_TOKEN_SECONDS,
      });
      await queueEmail(tx, {
        storeId: store.id,
        to: email,
        subject: `Reset your ${store.name} password`,
        text: `Someone asked to reset the password of this account. If it was you, choose a new password here:\n${appUrl}/reset?token=${token}\n\nThe link is valid for 1 hour. If it was not you, ignore this e-mail.`,
      });
    });
  }
  return { message: AUTH_MESSAGES.emailInstructionsSent(email) };
}

/** Sets the password; the link proved the mailbox, so the address counts as verified. Other sessions end. */
interface ResetPasswordOptions {
  signer: TokenSigner;
  store: StoreRow;
  token: string;
  password: string;
}

/**
 * Sets the password with a mailed token and ends every earlier session; the link proved the mailbox, so the
 * answer is a new session too (issue 33: the owner's welcome link signs them in, no second sign-in).
 */
export async function resetPassword(
  db: Db,
  { signer, store, token, password }: ResetPasswordOptions,
): Promise<Session & { user: DbUser; message: string }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const spent = await consumeLinkToken(tx, { storeId: store.id, token, purpose: 'reset' });
    if (!spent) throw badInput(AUTH_MESSAGES.linkInvalid);
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true })
      .where(storeScoped(users, store.id, eq(users.id, spent.userId)));
    await endAllSessions(tx, store.id, spent.userId);
    const login = await lockLogin(tx, store.id, spent.userId);
    if (!login) throw badInput(AUTH_MESSAGES.linkInvalid);
    const session = await issueSession(tx, signer, store.id, login, false);
    return {
      ...session,
      user: await currentUser(tx, store.id, spent.userId),
      message: AUTH_MESSAGES.passwordUpdated,
    };
  });
}
