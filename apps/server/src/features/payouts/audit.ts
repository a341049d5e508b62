/** The payout audit trail: every creation, mark-paid, provider result and retry, with who, when and how much. */
import type { AuditActor } from '../../core/actor';
import type { DbOrTx } from '../../db/client';
import { payoutAudits } from '../../db/schema';

export type PayoutAuditAction =
  | 'create'
  | 'markPaid'
  | 'pay'
  | 'autoPayoutSent'
  | 'autoPayoutPaid'
  | 'autoPayoutFailed'
  | 'retryAutoPayout';

export const SYSTEM_ACTOR: AuditActor = { name: 'Payout provider', employeeId: null };

export async function writeAudit(
  tx: DbOrTx,
  entry: {
    storeId: number;
    payoutId: number;
    action: PayoutAuditAction;
    actor: AuditActor;
    amount: number;
    details?: Record<string, unknown>;
  },
) {
  await tx.insert(payoutAudits).values({
    storeId: entry.storeId,
    payoutId: entry.payoutId,
    action: entry.action,
    actorName: entry.actor.name,
    employeeId: entry.actor.employeeId,
    amount: entry.amount,
    details: entry.details ?? {},
  });
}
