/** The billing history: who changed the subscription and when, and what the provider answered. */
import { desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../core/actor';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { billingAudits } from '../../db/schema';

export type BillingAuditAction =
  | 'changePlan'
  | 'subscribe'
  | 'cancel'
  | 'resume'
  | 'paymentMethod'
  | 'invoiceIssued'
  | 'paymentSucceeded'
  | 'paymentFailed'
  | 'periodEnded'
  | 'payNow';

export const BILLING_SYSTEM: AuditActor = { name: 'Backroom billing', employeeId: null };

export function billingActorOf(request: FastifyRequest): AuditActor {
  const employee = request.ctx.principal.employee!;
  const name = `${employee.firstName} ${employee.lastName}`.trim() || request.ctx.principal.email;
  return { name, employeeId: employee.id };
}

export async function writeBillingAudit(
  tx: DbOrTx,
  {
    storeId,
    action,
    actor,
    details = {},
  }: { storeId: number; action: BillingAuditAction; actor: AuditActor; details?: Record<string, unknown> },
) {
  await tx.insert(billingAudits).values({
    storeId,
    action,
    actorName: actor.name,
    employeeId: actor.employeeId,
    details,
  });
}

export async function billingHistory(db: DbOrTx, storeId: number, limit = 100) {
  return db
    .select({
      id: billingAudits.id,
      action: billingAudits.action,
      actorName: billingAudits.actorName,
      details: billingAudits.details,
      createdAt: billingAudits.createdAt,
    })
    .from(billingAudits)
    .where(storeScoped(billingAudits, storeId))
    .orderBy(desc(billingAudits.createdAt), desc(billingAudits.id))
    .limit(limit);
}
