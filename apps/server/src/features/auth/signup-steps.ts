import { SIGNUP_MESSAGES } from '@backroom/domain/messages/auth';
import type { ConsignerProfile } from '@backroom/domain/schemas/auth';
import { eq, isNull } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { emitWebhookEvents } from '../../core/webhook-events/emit';
import { consignerCreated } from '../../core/webhook-events/payloads';
import type { DbOrTx } from '../../db/client';
import { consigners, consignerTypes, employees } from '../../db/schema';
import { badInput, conflict, notFound } from '../../http/errors';
import { checkedPayout } from '../consigners';

/** The payout step follows the same bank rules as Settings, so nothing incomplete gets locked in. */
export function checkedSignupPayout(store: StoreRow, profile: ConsignerProfile | undefined) {
  return profile?.payoutType
    ? checkedPayout(store, {
        payoutType: profile.payoutType,
        payoutData: profile.payoutData ?? null,
        bankData: profile.bankData ?? null,
      })
    : null;
}

/**
 * Gives a login its seller profile: a consigner the staff created before with this e-mail (createFromAdmin) is
 * linked; otherwise, with a profile, a consigner of the default type is created. Returns whether the login now
 * has one.
 */
export async function attachConsigner(
  tx: DbOrTx,
  {
    store,
    login,
    profile,
  }: { store: StoreRow; login: { userId: string; email: string }; profile: ConsignerProfile | undefined },
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: consigners.id })
    .from(consigners)
    .where(
      storeScoped(
        consigners,
        store.id,
        eq(consigners.email, login.email),
        isNull(consigners.userId),
        isNull(consigners.deletedAt),
        eq(consigners.isStoreAccount, false),
      ),
    )
    .limit(1);
  if (existing) {
    await tx
      .update(consigners)
      .set({ userId: login.userId, updatedAt: new Date() })
      .where(storeScoped(consigners, store.id, eq(consigners.id, existing.id)));
    return true;
  }
  if (!profile) return false;
  const payout = checkedSignupPayout(store, profile);
  const [defaultType] = await tx
    .select({ id: consignerTypes.id })
    .from(consignerTypes)
    .where(storeScoped(consignerTypes, store.id, eq(consignerTypes.isDefault, true)))
    .limit(1);
  const [made] = await tx
    .insert(consigners)
    .values({
      storeId: store.id,
      userId: login.userId,
      consignerTypeId: defaultType?.id ?? null,
      email: login.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      address: profile.address,
      ...(payout ?? {}),
      acceptedTOS: profile.acceptedTOS,
      isActive: true,
    })
    .returning();
  await emitWebhookEvents(tx, { storeId: store.id, drafts: [consignerCreated(made!)] });
  return true;
}

/** The open employee invite `inviteId` of this store, checked against the e-mail signing up with it. */
export async function openInviteFor(
  tx: DbOrTx,
  { storeId, inviteId, email }: { storeId: number; inviteId: string; email: string },
) {
  const [row] = await tx
    .select({ id: employees.id, email: employees.email, userId: employees.userId })
    .from(employees)
    .where(storeScoped(employees, storeId, eq(employees.inviteId, inviteId), isNull(employees.deletedAt)))
    .for('update');
  if (!row) throw notFound(SIGNUP_MESSAGES.inviteUnknown);
  if (row.userId) throw conflict(SIGNUP_MESSAGES.inviteTaken);
  if (row.email.toLowerCase() !== email.toLowerCase()) throw badInput(SIGNUP_MESSAGES.inviteOtherEmail);
  return row;
}

export async function linkEmployee(
  tx: DbOrTx,
  { storeId, employeeId, userId }: { storeId: number; employeeId: number; userId: string },
) {
  await tx
    .update(employees)
    .set({ userId, updatedAt: new Date() })
    .where(storeScoped(employees, storeId, eq(employees.id, employeeId), isNull(employees.userId)));
}
