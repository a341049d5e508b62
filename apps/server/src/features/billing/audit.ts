/** The billing history: who changed the subscription and when, and what the provider answered. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../core/actor';
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

/** The one actor type (core/actor.ts), as far as the billing audit records it. */
export type BillingActor = AuditActor;

export const BILLING_SYSTEM: BillingActor = { name: 'Backroom billing', employeeId: null };

export function billingActorOf(request: FastifyRequest): BillingActor {
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
  }: { storeId: number; action: BillingAuditAction; actor: BillingActor; details?: Record<string, unknown> },
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
    .where(eq(billingAudits.storeId, storeId))
    .orderBy(desc(billingAudits.createdAt), desc(billingAudits.id))
    .limit(limit);
}
