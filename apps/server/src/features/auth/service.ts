import { emailInstructionsSent, messages } from '@backroom/domain/messages';
import type { ConsignerProfile, DbUser } from '@backroom/domain/schemas/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consigners, consignerTypes, users } from '../../db/schema';
import { badInput, conflict, isUniqueViolation, unauthenticated } from '../../http/errors';
import type { StoreRow } from '../../http/store-resolution';
import { queueEmail } from '../../mail/outbox';
import { checkedPayout } from '../consigners/payout-details';
import { consumeLinkToken, createLinkToken, revokeTokens } from './link-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { loadPrincipal, toDbUser } from './principal';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_SECONDS,
  RESET_TOKEN_SECONDS,
  type TokenSigner,
  VERIFY_TOKEN_SECONDS,
} from './tokens';

export const AUTH_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  emailTaken: 'An account with this email already exists in this store. Please sign in.',
  linkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  refreshInvalid: 'Your session has expired. Please sign in again.',
  emailInstructionsSent,
  passwordUpdated: messages.passwordUpdated,
} as const;

export interface Session {
  token: string;
  refreshToken: string;
  expiresIn: number;
  user: DbUser;
}

async function issueSession(
  db: Db,
  signer: TokenSigner,
  storeId: number,
  userId: string,
  remember: boolean,
): Promise<Omit<Session, 'user'>> {
  const token = await signer.sign({ userId, storeId });
  const refreshToken = await createLinkToken(
    db,
    storeId,
    userId,
    'refresh',
    remember ? REFRESH_SECONDS.remember : REFRESH_SECONDS.session,
  );
  return { token, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
}

async function currentUser(db: Db, storeId: number, userId: string): Promise<DbUser> {
  const principal = await loadPrincipal(db, storeId, userId);
  if (!principal) throw unauthenticated();
  return toDbUser(principal);
}

async function sendVerification(db: Db, store: StoreRow, userId: string, email: string, appUrl: string) {
  const token = await createLinkToken(db, store.id, userId, 'verify', VERIFY_TOKEN_SECONDS);
  await queueEmail(db, {
    storeId: store.id,
    to: email,
    subject: `Verify your email for ${store.name}`,
    text: `Confirm your email address to start using ${store.name}:\n${appUrl}/verify?token=${token}\n\nThe link is valid for 3 days.`,
  });
}

/** Creates a login; with a seller profile the consigner is created in the same transaction. */
export async function signup(
  db: Db,
  signer: TokenSigner,
  store: StoreRow,
  input: { email: string; password: string; profile?: ConsignerProfile },
  appUrl: string,
): Promise<Session> {
  // The payout step follows the same bank rules as Settings, so nothing incomplete gets locked in.
  const payout = input.profile?.payoutType
    ? checkedPayout(store, {
        payoutType: input.profile.payoutType,
        payoutData: input.profile.payoutData ?? null,
        bankData: input.profile.bankData ?? null,
      })
    : null;
  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ storeId: store.id, email: input.email, passwordHash })
        .returning({ id: users.id });
      // A consigner the staff created before (createFromAdmin) is linked to the new login.
      const [existing] = await tx
        .select({ id: consigners.id })
        .from(consigners)
        .where(
          and(
            eq(consigners.storeId, store.id),
            eq(consigners.email, input.email),
            isNull(consigners.userId),
            isNull(consigners.deletedAt),
            eq(consigners.isStoreAccount, false),
          ),
        )
        .limit(1);
      if (existing) {
        await tx.update(consigners).set({ userId: user!.id }).where(eq(consigners.id, existing.id));
      } else if (input.profile) {
        const p = input.profile;
        const [defaultType] = await tx
          .select({ id: consignerTypes.id })
          .from(consignerTypes)
          .where(and(eq(consignerTypes.storeId, store.id), eq(consignerTypes.isDefault, true)))
          .limit(1);
        await tx.insert(consigners).values({
          storeId: store.id,
          userId: user!.id,
          consignerTypeId: defaultType?.id ?? null,
          email: input.email,
          firstName: p.firstName,
          lastName: p.lastName,
          phone: p.phone,
          address: p.address,
          ...(payout ?? {}),
          acceptedTOS: p.acceptedTOS,
          isActive: true,
        });
      }
      await sendVerification(tx as unknown as Db, store, user!.id, input.email, appUrl);
      return user!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_store_email_uq')) throw conflict(AUTH_MESSAGES.emailTaken);
    if (isUniqueViolation(err, 'consigners_store_email_uq')) throw conflict(AUTH_MESSAGES.emailTaken);
    throw err;
  }
  const session = await issueSession(db, signer, store.id, userId, false);
  return { ...session, user: await currentUser(db, store.id, userId) };
}

export async function login(
  db: Db,
  signer: TokenSigner,
  store: StoreRow,
  input: { email: string; password: string; remember: boolean },
): Promise<Session> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.storeId, store.id), eq(users.email, input.email)))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw unauthenticated(AUTH_MESSAGES.wrongCredentials);
  const session = await issueSession(db, signer, store.id, user.id, input.remember);
  return { ...session, user: await currentUser(db, store.id, user.id) };
}

/** Rotates the refresh token: the old one is spent, so a stolen copy works at most once. */
export async function refresh(db: Db, signer: TokenSigner, store: StoreRow, refreshToken: string) {
  const spent = await consumeLinkToken(db, store.id, refreshToken, 'refresh');
  if (!spent) throw unauthenticated(AUTH_MESSAGES.refreshInvalid);
  // A remembered session was issued with the long lifetime; keep it remembered.
  const remember = spent.expiresAt.getTime() - spent.createdAt.getTime() > REFRESH_SECONDS.session * 1000;
  return issueSession(db, signer, store.id, spent.userId, remember);
}

export async function logout(db: Db, store: StoreRow, refreshToken: string | undefined) {
  if (refreshToken) await consumeLinkToken(db, store.id, refreshToken, 'refresh');
}

export async function resendVerification(db: Db, store: StoreRow, userId: string, appUrl: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.storeId, store.id), eq(users.id, userId)));
  if (!user) throw unauthenticated();
  if (user.emailVerified) return { sent: false, emailVerified: true };
  await db.transaction(async (tx) => {
    await revokeTokens(tx, store.id, userId, 'verify');
    await sendVerification(tx as unknown as Db, store, userId, user.email, appUrl);
  });
  return { sent: true, emailVerified: false };
}

export async function confirmVerification(db: Db, store: StoreRow, token: string) {
  return db.transaction(async (tx) => {
    const spent = await consumeLinkToken(tx, store.id, token, 'verify');
    if (!spent) throw badInput(AUTH_MESSAGES.linkInvalid);
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, spent.userId));
    return { emailVerified: true };
  });
}

/** Same answer whether or not the address has an account, so it cannot be used to probe for accounts. */
export async function forgotPassword(db: Db, store: StoreRow, email: string, appUrl: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.storeId, store.id), eq(users.email, email)));
  if (user) {
    await db.transaction(async (tx) => {
      const token = await createLinkToken(tx, store.id, user.id, 'reset', RESET_TOKEN_SECONDS);
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
export async function resetPassword(db: Db, store: StoreRow, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const spent = await consumeLinkToken(tx, store.id, token, 'reset');
    if (!spent) throw badInput(AUTH_MESSAGES.linkInvalid);
    await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, spent.userId));
    await revokeTokens(tx, store.id, spent.userId, 'refresh');
    return { message: AUTH_MESSAGES.passwordUpdated };
  });
}
