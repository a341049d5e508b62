/**
 * Who acts on inventory. The access-control list itself is the foundation's (./access); this
 * file adds the actor the domain rules reason about.
 */
import { ACCESS_CONTROLS, type AccessControl } from './access';

export function isAccessControl(value: string): value is AccessControl {
  return (ACCESS_CONTROLS as readonly string[]).includes(value);
}

/** Who is acting: a consigner on their own records, an employee, or the system (jobs, webhooks). */
export type Actor =
  | { kind: 'consigner'; consignerId: string | number }
  | { kind: 'employee'; accessControls: readonly AccessControl[]; isAdmin: boolean }
  | { kind: 'system' };

/** An admin holds every access control; other employees hold what their list says. */
export function hasAccess(actor: Actor, control: AccessControl): boolean {
  if (actor.kind !== 'employee') return false;
  return actor.isAdmin || actor.accessControls.includes(control);
}
