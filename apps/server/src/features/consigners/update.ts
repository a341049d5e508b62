import type { ConsignerUpdate } from '@backroom/domain/contract/consigner-requests';
import { messages } from '@backroom/domain/messages';
import { CONSIGNER_MESSAGES } from '@backroom/domain/messages/consigners';
import { eq } from 'drizzle-orm';
import type { ConsignerRow, Principal } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { consigners, consignerTypes, users } from '../../db/schema';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { nextPayout, payoutChangeRefusal } from './payout-details';
import { consignerView, liveConsigner } from './queries';
import { enqueueRecalculation, lockConsigner, resolveTypeId } from './service';

/** Fields copied as they are (e-mail, type, payout and notifications are handled on their own). */
const PLAIN_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'idNumber',
  'marketplaceLocation',
  'acceptedTOS',
  'isActive',
  'chargeTax',
] as const;

/** Fields only staff may change; a consigner may send them back unchanged (forms post the whole record). */
const STAFF_ONLY = [
  'email',
  'isActive',
  'marketplaceLocation',
  'chargeTax',
  'acceptedTOS',
  'consignerTypeId',
] as const;

async function accountTypeOf(tx: DbOrTx, storeId: number, typeId: number | null) {
  if (typeId === null) return null;
  const [row] = await tx
    .select({ accountType: consignerTypes.accountType })
    .from(consignerTypes)
    .where(storeScoped(consignerTypes, storeId, eq(consignerTypes.id, typeId)));
  return row?.accountType ?? null;
}

async function assertConsignerMayChange(tx: DbOrTx, existing: ConsignerRow, input: Partial<ConsignerUpdate>) {
  for (const key of STAFF_ONLY) {
    const value = key === 'email' ? input.email?.toLowerCase() : input[key];
    if (value !== undefined && value !== existing[key]) throw forbidden(messages.forbidden);
  }
  if (input.isRecalculateInventoryPayout) throw forbidden(messages.forbidden);
  if (
    input.accountType !== undefined &&
    input.accountType !== (await accountTypeOf(tx, existing.storeId, existing.consignerTypeId))
  ) {
    throw forbidden(messages.forbidden);
  }
}

export interface UpdateConsignerOptions {
  store: StoreRow;
  principal: Principal;
  id: number;
  input: Partial<ConsignerUpdate>;
}

/**
 * PUT /api/consigners/{id}. Staff (Consigners) change anything; an account-type change with
 * isRecalculateInventoryPayout queues the payout recalculation of the consigner's unsold items in the same
 * transaction. A consigner changes only their own profile and notifications, and payout details only while
 * none are on file.
 */
export async function updateConsigner(db: Db, { store, principal, id, input }: UpdateConsignerOptions) {
  const isStaff = !principal.consigner;
  if (!isStaff && principal.consigner!.id !== id) throw notFound(CONSIGNER_MESSAGES.notFound);
  try {
    const jobId = await db.transaction(async (tx) => {
      const existing = await lockConsigner(tx, store.id, id);
      if (!isStaff) await assertConsignerMayChange(tx, existing, input);
      const payout = nextPayout(store, existing, input);
      if (!isStaff) {
        const refusal = payoutChangeRefusal(existing, payout);
        if (refusal) throw forbidden(refusal);
      }
      const typeId = isStaff ? await resolveTypeId(tx, store.id, input) : undefined;
      const email = input.email?.toLowerCase();
      if (email && email !== existing.email && existing.userId) {
        await tx
          .update(users)
          .set({ email })
          .where(storeScoped(users, store.id, eq(users.id, existing.userId)));
      }
      const { emailNotifications, isRecalculateInventoryPayout } = input;
      const plain = Object.fromEntries(
        PLAIN_FIELDS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]),
      );
      await tx
        .update(consigners)
        .set({
          ...plain,
          ...(email ? { email } : {}),
          ...(payout ?? {}),
          ...(typeId === undefined ? {} : { consignerTypeId: typeId }),
          ...(emailNotifications
            ? { emailNotifications: { ...existing.emailNotifications, ...emailNotifications } }
            : {}),
          updatedAt: new Date(),
        })
        .where(liveConsigner(store.id, id));
      if (isStaff && isRecalculateInventoryPayout) {
        return enqueueRecalculation(tx, {
          storeId: store.id,
          consignerId: id,
          requestedBy: principal.userId,
        });
      }
      return null;
    });
    return { consigner: (await consignerView(db, { store, id, staff: isStaff }))!, jobId };
  } catch (err) {
    if (isUniqueViolation(err, 'consigners_store_email_uq')) throw conflict(CONSIGNER_MESSAGES.emailTaken);
    if (isUniqueViolation(err, 'users_store_email_uq')) throw conflict(CONSIGNER_MESSAGES.loginTaken);
    throw err;
  }
}
