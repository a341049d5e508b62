import { ACCESS_CONTROLS } from '@backroom/domain/access';
import { EMPLOYEE_MESSAGES } from '@backroom/domain/messages/employees';
import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { EmployeeRow, Principal } from '../../core/principal';
import { toDbUser } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { storeUrls, type UrlConfig } from '../../core/urls';
import type { Db } from '../../db/client';
import { employees, users } from '../../db/schema';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { queueEmail } from '../../mail/outbox';

export function toEmployee(row: EmployeeRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    accessControls: row.accessControls,
    isActive: row.isActive,
    fbUserId: row.userId,
    invitePending: row.userId === null,
    createdAt: row.createdAt,
  };
}

const live = (storeId: number) => storeScoped(employees, storeId, isNull(employees.deletedAt));

export async function listEmployees(db: Db, storeId: number, search?: string) {
  const term = search?.trim();
  const rows = await db
    .select()
    .from(employees)
    .where(
      term
        ? and(
            live(storeId),
            or(
              ilike(employees.firstName, `%${term}%`),
              ilike(employees.lastName, `%${term}%`),
              ilike(employees.email, `%${term}%`),
            ),
          )
        : live(storeId),
    )
    .orderBy(asc(employees.firstName), asc(employees.id));
  return rows.map(toEmployee);
}

export async function getEmployee(db: Db, storeId: number, id: number): Promise<EmployeeRow> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(live(storeId), eq(employees.id, id)));
  if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return row;
}

async function mailInvite(db: Db, cfg: UrlConfig, store: StoreRow, row: EmployeeRow) {
  const { inStoreUrl } = storeUrls(cfg, store);
  await queueEmail(db, {
    storeId: store.id,
    to: row.email,
    subject: `You're invited to ${store.name} on Backroom`,
    text:
      `Hi ${row.firstName},\n\n${store.name} invited you to its back office.\n` +
      `Create your login here:\n${inStoreUrl}/signup?invite=${row.inviteId}\n\n` +
      'Use this e-mail address when you sign up.',
  });
}

export async function inviteEmployee(
  db: Db,
  {
    cfg,
    store,
    input,
  }: {
    cfg: UrlConfig;
    store: StoreRow;
    input: { email: string; firstName: string; lastName: string; accessControls?: string[] };
  },
) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({
          storeId: store.id,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          accessControls: input.accessControls ?? [],
        })
        .returning();
      await mailInvite(tx as unknown as Db, cfg, store, row!);
      return toEmployee(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'employees_store_email_uq')) throw conflict(EMPLOYEE_MESSAGES.emailTaken);
    throw err;
  }
}

export async function resendInvite(
  db: Db,
  { cfg, store, id }: { cfg: UrlConfig; store: StoreRow; id: number },
) {
  const row = await getEmployee(db, store.id, id);
  if (row.userId) throw conflict(EMPLOYEE_MESSAGES.alreadyLinked);
  await mailInvite(db, cfg, store, row);
  return { sent: true as const };
}

export async function updateEmployee(
  db: Db,
  {
    storeId,
    id,
    input,
  }: { storeId: number; id: number; input: { accessControls?: string[]; isActive?: boolean } },
) {
  const row = await getEmployee(db, storeId, id);
  if (row.role === 'Admin') throw forbidden(EMPLOYEE_MESSAGES.ownerLocked);
  const controls = input.accessControls?.filter((c) => (ACCESS_CONTROLS as readonly string[]).includes(c));
  const [updated] = await db
    .update(employees)
    .set({
      ...(controls ? { accessControls: [...new Set(controls)] } : {}),
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      updatedAt: new Date(),
    })
    .where(and(live(storeId), eq(employees.id, id)))
    .returning();
  return toEmployee(updated!);
}

export async function deleteEmployee(db: Db, storeId: number, id: number) {
  const row = await getEmployee(db, storeId, id);
  if (row.role === 'Admin') throw forbidden(EMPLOYEE_MESSAGES.ownerLocked);
  await db
    .update(employees)
    .set({ deletedAt: new Date(), isActive: false, userId: null })
    .where(and(live(storeId), eq(employees.id, id)));
  return { deleted: true as const };
}

export async function findInvite(db: Db, storeId: number, inviteId: string) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(live(storeId), eq(employees.inviteId, inviteId)));
  if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return row;
}

/** Links the signed-in login to the invited employee; only the invited address may accept. */
export async function acceptInvite(db: Db, principal: Principal, inviteId: string) {
  const row = await findInvite(db, principal.storeId, inviteId);
  if (row.userId === principal.userId) return toDbUser({ ...principal, employee: row });
  if (row.userId) throw conflict(EMPLOYEE_MESSAGES.alreadyLinked);
  if (row.email.toLowerCase() !== principal.email.toLowerCase())
    throw forbidden(EMPLOYEE_MESSAGES.wrongAccount);
  if (principal.employee || principal.consigner) throw conflict(EMPLOYEE_MESSAGES.userLinked);
  // The invite link was mailed to this address: following it proves the mailbox, as a verification link does.
  const linked = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(employees)
      .set({ userId: principal.userId, updatedAt: new Date() })
      .where(and(live(principal.storeId), eq(employees.id, row.id), isNull(employees.userId)))
      .returning();
    if (updated)
      await tx
        .update(users)
        .set({ emailVerified: true })
        .where(storeScoped(users, principal.storeId, eq(users.id, principal.userId)));
    return updated;
  });
  if (!linked) throw conflict(EMPLOYEE_MESSAGES.alreadyLinked);
  return toDbUser({ ...principal, emailVerified: true, employee: linked });
}
