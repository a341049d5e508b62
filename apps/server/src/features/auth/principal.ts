import type { BankData, DbUser } from '@backroom/domain/schemas/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { consigners, employees, users } from '../../db/schema';

export type EmployeeRow = typeof employees.$inferSelect;
export type ConsignerRow = typeof consigners.$inferSelect;

/** The signed-in user of a request: the login plus the profile it is linked to (consigner first, spec 1 §4). */
export interface Principal {
  userId: string;
  storeId: number;
  email: string;
  emailVerified: boolean;
  consigner: ConsignerRow | null;
  employee: EmployeeRow | null;
}

export type PrincipalKind = 'consigner' | 'employee' | null;

export function kindOf(p: Principal): PrincipalKind {
  if (p.consigner) return 'consigner';
  if (p.employee) return 'employee';
  return null;
}

function principalQuery(db: DbOrTx) {
  return db
    .select({ user: users, consigner: consigners, employee: employees })
    .from(users)
    .leftJoin(consigners, and(eq(consigners.userId, users.id), isNull(consigners.deletedAt)))
    .leftJoin(employees, and(eq(employees.userId, users.id), isNull(employees.deletedAt)))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.storeId, sql.placeholder('storeId'))))
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
    consigner: row.consigner,
    employee: row.employee,
  };
}

export function isActive(p: Principal): boolean {
  if (p.consigner) return p.consigner.isActive;
  if (p.employee) return p.employee.isActive;
  return false;
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
    bankData: (c?.bankData as BankData | null) ?? null,
  };
}
