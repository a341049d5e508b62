import { emailInstructionsSent, messages } from '@backroom/domain/messages';
import { CONSIGNER_MESSAGES } from '@backroom/domain/messages/consigners';
import type { AddConsignerForm } from '@backroom/domain/schemas/consigner';
import { and, eq } from 'drizzle-orm';
import { createLinkToken } from '../../core/link-tokens';
import type { ConsignerRow } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { RESET_TOKEN_SECONDS } from '../../core/tokens';
import { storeUrls, type UrlConfig } from '../../core/urls';
import { emitWebhookEvents } from '../../core/webhook-events/emit';
import { consignerCreated } from '../../core/webhook-events/payloads';
import type { Db, DbOrTx } from '../../db/client';
import { consigners, consignerTypes, employees, users } from '../../db/schema';
import { badInput, conflict, isUniqueViolation, notFound, ruleViolation } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { queueEmail } from '../../mail/outbox';
import { findTypeRow, representativeRow } from '../consigner-types';
import { payoutColumns } from './payout-details';
import { consignerView, liveConsigner } from './queries';

export const RECALCULATE_JOB = 'consigners.recalculatePayouts';

export async function lockConsigner(tx: DbOrTx, storeId: number, id: number): Promise<ConsignerRow> {
  const [row] = await tx.select().from(consigners).where(liveConsigner(storeId, id)).for('update');
  if (!row) throw notFound(CONSIGNER_MESSAGES.notFound);
  return row;
}

export async function defaultTypeId(tx: DbOrTx, storeId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: consignerTypes.id })
    .from(consignerTypes)
    .where(storeScoped(consignerTypes, storeId, eq(consignerTypes.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The type row a consigner should point at, from a type id or an account type name; 400 when unknown. */
export async function resolveTypeId(
  tx: DbOrTx,
  storeId: number,
  input: { consignerTypeId?: number; accountType?: string },
): Promise<number | undefined> {
  if (input.consignerTypeId !== undefined) {
    if (!(await findTypeRow(tx, storeId, input.consignerTypeId)))
      throw badInput(CONSIGNER_MESSAGES.unknownType);
    return input.consignerTypeId;
  }
  if (input.accountType === undefined) return undefined;
  const rows = await tx
    .select()
    .from(consignerTypes)
    .where(storeScoped(consignerTypes, storeId, eq(consignerTypes.accountType, input.accountType)));
  const row = representativeRow(rows.sort((a, b) => a.id - b.id));
  if (!row) throw badInput(CONSIGNER_MESSAGES.unknownType);
  return row.id;
}

export const inviteSubject = (store: StoreRow) => `${store.name} added you as a consigner`;

export function inviteText(store: StoreRow, cfg: UrlConfig, row: ConsignerRow) {
  const { consignerUrl } = storeUrls(cfg, store);
  const link = row.userId
    ? `${consignerUrl}/login`
    : `${consignerUrl}/signup?email=${encodeURIComponent(row.email)}`;
  return (
    `Hi ${row.firstName},\n\n${store.name} added you as a consigner.\n` +
    `${row.userId ? 'Sign in' : 'Create your login'} here to follow your items and payouts:\n${link}\n\n` +
    'Use this e-mail address when you sign up.'
  );
}

/** A login of this store with this e-mail that has no profile yet: the new consigner is linked to it. */
async function unlinkedLogin(tx: DbOrTx, storeId: number, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: users.id, employeeId: employees.id, consignerId: consigners.id })
    .from(users)
    .leftJoin(employees, and(eq(employees.storeId, users.storeId), eq(employees.userId, users.id)))
    .leftJoin(consigners, and(eq(consigners.storeId, users.storeId), eq(consigners.userId, users.id)))
    .where(storeScoped(users, storeId, eq(users.email, email)))
    .limit(1);
  return row && !row.employeeId && !row.consignerId ? row.id : null;
}

export interface NewConsigner {
  form: AddConsignerForm;
  /** Mail the staff invite (createFromAdmin). */
  invite?: UrlConfig;
}

export type ConsignerInsert = Omit<typeof consigners.$inferInsert, 'storeId' | 'userId' | 'email'> & {
  email: string;
};

/**
 * Inserts one consigner (staff form or import) inside the caller's transaction: linked to a login of this store
 * with the same e-mail that has no profile yet, of the store's default type unless told otherwise.
 */
export async function insertConsigner(tx: DbOrTx, store: StoreRow, values: ConsignerInsert) {
  const email = values.email.toLowerCase();
  const [row] = await tx
    .insert(consigners)
    .values({
      consignerTypeId: await defaultTypeId(tx, store.id),
      // Not disabled: they accept the store's terms on first sign-in (the seller app's terms gate).
      acceptedTOS: false,
      isActive: true,
      ...values,
      storeId: store.id,
      userId: await unlinkedLogin(tx, store.id, email),
      email,
    })
    .returning();
  await emitWebhookEvents(tx, { storeId: store.id, drafts: [consignerCreated(row!)] });
  return row!;
}

/** Creates a consigner of the store's default type; staff-made consigners are active, invited to sign up. */
export async function createConsigner(db: Db, store: StoreRow, input: NewConsigner) {
  const email = input.form.email.toLowerCase();
  try {
    const id = await db.transaction(async (tx) => {
      const row = await insertConsigner(tx, store, {
        email,
        firstName: input.form.firstName,
        lastName: input.form.lastName,
        phone: input.form.phone,
        address: input.form.address,
        ...payoutColumns(input.form),
      });
      if (input.invite) {
        await queueEmail(tx, {
          storeId: store.id,
          to: email,
          subject: inviteSubject(store),
          text: inviteText(store, input.invite, row),
        });
      }
      return row.id;
    });
    return (await consignerView(db, { store, id, staff: true }))!;
  } catch (err) {
    if (isUniqueViolation(err, 'consigners_store_email_uq')) throw conflict(CONSIGNER_MESSAGES.emailTaken);
    throw err;
  }
}

/** Soft delete (the row stays for the items and payouts that name it); never the store account. */
export async function deleteConsigner(db: Db, storeId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockConsigner(tx, storeId, id);
    if (row.isStoreAccount) throw ruleViolation(CONSIGNER_MESSAGES.storeAccount);
    await tx
      .update(consigners)
      .set({ deletedAt: new Date(), isActive: false, updatedAt: new Date() })
      .where(liveConsigner(storeId, id));
    return { deleted: true, message: messages.consignerDeleted };
  });
}

async function consignerLogin(db: Db, storeId: number, by: { id?: number; email?: string }) {
  const [row] = await db
    .select()
    .from(consigners)
    .where(
      and(
        liveConsigner(storeId),
        by.id === undefined ? undefined : eq(consigners.id, by.id),
        by.email === undefined ? undefined : eq(consigners.email, by.email.toLowerCase()),
      ),
    )
    .limit(1);
  if (!row) throw notFound(CONSIGNER_MESSAGES.notFound);
  if (!row.userId) throw ruleViolation(CONSIGNER_MESSAGES.notSignedUp);
  return row as ConsignerRow & { userId: string };
}

/** Staff mark a consigner's login e-mail as verified (POST /api/consigners/verify). */
export async function verifyConsignerEmail(db: Db, storeId: number, email: string) {
  const row = await consignerLogin(db, storeId, { email });
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(storeScoped(users, storeId, eq(users.id, row.userId)));
  return { email: row.email, emailVerified: true as const };
}

/**
 * Staff "Reset Password": mails the consigner a one-hour reset link to the seller app. Staff never set or see
 * a consigner's password.
 */
export async function sendConsignerReset(
  db: Db,
  { cfg, store, by }: { cfg: UrlConfig; store: StoreRow; by: { id?: number; email?: string } },
) {
  const row = await consignerLogin(db, store.id, by);
  const { consignerUrl } = storeUrls(cfg, store);
  await db.transaction(async (tx) => {
    const token = await createLinkToken(tx, {
      storeId: store.id,
      userId: row.userId,
      purpose: 'reset',
      seconds: RESET_TOKEN_SECONDS,
    });
    await queueEmail(tx, {
      storeId: store.id,
      to: row.email,
      subject: `Reset your ${store.name} password`,
      text:
        `${store.name} sent you a link to choose a new password:\n${consignerUrl}/reset?token=${token}\n\n` +
        'The link is valid for 1 hour. If you did not ask for it, you can ignore this e-mail.',
    });
  });
  return { message: emailInstructionsSent(row.email) };
}

export async function enqueueRecalculation(
  tx: DbOrTx,
  { storeId, consignerId, requestedBy }: { storeId: number; consignerId: number; requestedBy: string },
) {
  const job = await enqueueJob(tx, {
    name: RECALCULATE_JOB,
    storeId,
    payload: { consignerId, requestedBy },
  });
  return job.id;
}
