import type { Employee } from '@backroom/domain/contract/employees';

/** An employee of the store (spec 3 §3), as the contract answers it. */
export type { Employee };

/** Whether the employee has accepted the invite and signs in with their own login. */
export function isLinked(employee: Employee): boolean {
  return !employee.invitePending && Boolean(employee.fbUserId);
}

export function employeeName(employee: Employee): string {
  return `${employee.firstName} ${employee.lastName}`.trim() || employee.email;
}
