/**
 * Who acts, one type for every feature: the domain's access actor (what transition guards check) plus what the
 * server records about them in inventory logs, payout and billing audits. Features that record less take a Pick.
 */
import type { Actor as AccessActor } from '@backroom/domain/access-controls';

export interface Actor {
  /** The domain's actor: consigner, employee with access controls, or the system. */
  actor: AccessActor;
  /** Shown in inventory logs, lastUpdatedBy and audit trails. */
  name: string;
  /** The acting consigner's id, or null for staff and the system. */
  consignerId: number | null;
  /** The acting employee's id, or null for consigners and the system. */
  employeeId: number | null;
  userId: string | null;
}

/** What the payout and billing audit trails record of an actor. */
export type AuditActor = Pick<Actor, 'name' | 'employeeId'>;
