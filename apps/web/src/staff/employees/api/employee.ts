/** An employee of the store (spec 3 §3). */
export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  accessControls: string[];
  isActive: boolean;
  role?: 'Admin' | 'Staff' | null;
  /** The employee's login, set once the invite is accepted. */
  fbUserId: string | null;
  invitePending: boolean;
}

/** Whether the employee has accepted the invite and signs in with their own login. */
export function isLinked(employee: Employee): boolean {
  return !employee.invitePending && Boolean(employee.fbUserId);
}

export function employeeName(employee: Employee): string {
  return `${employee.firstName} ${employee.lastName}`.trim() || employee.email;
}
