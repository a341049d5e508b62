/** An employee of the store (spec 3 §3). */
export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  accessControls: string[];
  isActive: boolean;
  /** Set once the invite is accepted: the employee's login. */
  fbUserId?: string | null;
  linked?: boolean;
}

/** Whether the employee has accepted the invite and signs in with their own login. */
export function isLinked(employee: Employee): boolean {
  return employee.linked ?? Boolean(employee.fbUserId);
}

export function employeeName(employee: Employee): string {
  return `${employee.firstName} ${employee.lastName}`.trim() || employee.email;
}
