/** Staff access controls (spec 1 §6, spec 3 §2.7). The server checks them on every route; the UI mirrors them. */
export const ACCESS_CONTROLS = [
  'Dashboard',
  'Products',
  'Inventory',
  'Consigners',
  'Employees',
  'Orders',
  'Settings',
  'InStoreApp',
  /** The register: counter sales, their receipts (issue 34). */
  'Register',
] as const;

export type AccessControl = (typeof ACCESS_CONTROLS)[number];

export const EMPLOYEE_ROLES = ['Admin', 'Staff'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export type UserKind = 'consigner' | 'employee';

/** What a route demands of the signed-in user. */
export type RouteAccess =
  /** Any login of the store, even one whose sign-up is unfinished (no profile yet, e-mail not verified). */
  | { kind: 'login' }
  | { kind: 'signedIn' }
  | { kind: 'consigner' }
  | { kind: 'staff'; control?: AccessControl; adminOnly?: boolean }
  | { kind: 'staffOrConsigner'; control?: AccessControl };

export interface AccessSubject {
  kind: UserKind | null;
  role?: EmployeeRole | null;
  accessControls?: readonly string[];
}

export function hasAccessControl(subject: AccessSubject, control: AccessControl): boolean {
  if (subject.kind !== 'employee') return false;
  return subject.role === 'Admin' || (subject.accessControls ?? []).includes(control);
}

/** null when allowed, otherwise why not: 'unauthenticated' (401) or 'forbidden' (403). */
export function checkAccess(subject: AccessSubject, access: RouteAccess): null | 'forbidden' {
  switch (access.kind) {
    case 'login':
      return null;
    case 'signedIn':
      return subject.kind ? null : 'forbidden';
    case 'consigner':
      return subject.kind === 'consigner' ? null : 'forbidden';
    case 'staff':
      if (subject.kind !== 'employee') return 'forbidden';
      if (access.adminOnly && subject.role !== 'Admin') return 'forbidden';
      if (access.control && !hasAccessControl(subject, access.control)) return 'forbidden';
      return null;
    case 'staffOrConsigner':
      if (subject.kind === 'consigner') return null;
      if (subject.kind !== 'employee') return 'forbidden';
      if (access.control && !hasAccessControl(subject, access.control)) return 'forbidden';
      return null;
  }
}
