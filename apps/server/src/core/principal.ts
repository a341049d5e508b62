import type { ApiKeyScope } from '@backroom/domain/api-keys';
import type { DbUser, SignupStep } from '@backroom/domain/contract/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { perDatabase } from '../db/per-database';
import { consigners, employees, users } from '../db/schema';
import { forbidden } from '../http/errors';
import { storeScoped } from './store-scope';

export type EmployeeRow = typeof employees.$inferSelect;
export type ConsignerRow = typeof consigners.$inferSelect;

/** The signed-in user of a request: the login plus the profile it is linked to (consigner first, spec 1 §4). */
export interface Principal {
  userId: string;
  storeId: number;
  email: string;
  emailVerified: boolean;
  /** Access tokens issued under an older version are refused (sign-out and password reset end every session). */
  sessionVersion: number;
  consigner: ConsignerRow | null;
  employee: EmployeeRow | null;
  /** Set when the request came with an API key: it acts as the owner who made it, limited to its scopes. */
  apiKey?: { id: string; scopes: readonly ApiKeyScope[] };
}

export type PrincipalKind = 'consigner' | 'employee' | null;

export function kindOf(p: Principal): PrincipalKind {
  if (p.consigner) return 'consigner';
  if (p.employee) return 'employee';
  return null;
}

/** The principal's query (exported for the bench's check that a row's bare SQL leaves out only this and the store's). */
export function principalQuery(db: DbOrTx) {
  return db
    .select({ user: users, consigner: consigners, employee: employees })
    .from(users)
    .leftJoin(
      consigners,
      and(
        eq(consigners.storeId, users.storeId),
        eq(consigners.userId, users.id),
        isNull(consigners.deletedAt),
      ),
    )
    .leftJoin(
      employees,
      and(eq(employees.storeId, users.storeId), eq(employees.userId, users.id), isNull(employees.deletedAt)),
    )
    .where(storeScoped(users, sql.placeholder('storeId'), eq(users.id, sql.placeholder('userId'))))
    .limit(1);
}

// Every authenticated request runs this query: prepare it once per database handle.
const principalStatement = perDatabase((db: DbOrTx) => principalQuery(db).prepare('load_principal'));

export async function loadPrincipal(db: DbOrTx, storeId: number, userId: string): Promise<Principal | null> {
  const [row] = await principalStatement(db).execute({ userId, storeId });
  if (!row) return null;
  return {
    userId: row.user.id,
    storeId: row.user.storeId,
    email: row.user.email,
    emailVerified: row.user.emailVerified,
    sessionVersion: row.user.sessionVersion,
    consigner: row.consigner,
    employee: row.employee,
  };
}

export function isActive(p: Principal): boolean {
  if (p.consigner) return p.consigner.isActive;
  if (p.employee) return p.employee.isActive;
  return false;
}

function nextStepOf(p: Principal): SignupStep | null {
  if (!p.emailVerified) return 'verifyEmail';
  if (!p.consigner && !p.employee) return 'createProfile';
  if (p.consigner && !p.consigner.acceptedTOS) return 'acceptTerms';
  return null;
}

export function toDbUser(p: Principal): DbUser {
  const c = p.consigner;
  const e = p.employee;
  return {
    id: c?.id ?? e?.id ?? 0,
    userId: p.userId,
    storeId: p.storeId,
    email: p.email,
    name: c ? `${c.firstName} ${c.lastName}`.trim() : e ? `${e.firstName} ${e.lastName}`.trim() : '',
    kind: kindOf(p),
    role: e ? e.role : null,
    accessControls: e?.accessControls ?? [],
    acceptedTOS: c ? c.acceptedTOS : Boolean(e),
    isActive: isActive(p),
    emailVerified: p.emailVerified,
    bankData: c?.bankData ?? null,
    nextStep: nextStepOf(p),
    pendingInviteId: null,
  };
}

/**
 * GET /api/me: the dbUser, and for a verified login with no profile yet the employee invite waiting for its
 * address, so an invited employee who signed up elsewhere or came back later is not stuck (issue #14.6).
 */
export async function meOf(db: DbOrTx, p: Principal): Promise<DbUser> {
  const user = toDbUser(p);
  if (user.kind) return user;
  // A consigner the store deleted is not an unfinished sign-up: that login keeps no access (as before).
  const [removed] = await db
    .select({ id: consigners.id })
    .from(consigners)
    .where(storeScoped(consigners, p.storeId, eq(consigners.userId, p.userId)))
    .limit(1);
  if (removed) throw forbidden();
  if (user.nextStep !== 'createProfile') return user;
  const [invite] = await db
    .select({ inviteId: employees.inviteId })
    .from(employees)
    .where(
      storeScoped(
        employees,
        p.storeId,
        sql`lower(${employees.email}) = ${p.email.toLowerCase()}`,
        isNull(employees.userId),
        isNull(employees.deletedAt),
      ),
    )
    .limit(1);
  return invite ? { ...user, nextStep: 'acceptInvite', pendingInviteId: invite.inviteId } : user;
}
