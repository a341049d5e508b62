import type { RouteAccess } from '@backroom/domain/access';

/** What each staff area demands (spec 1 §2.4, §5, §6; spec 3 §2). */
export const staffAccess = {
  dashboard: { kind: 'staff', adminOnly: true },
  /** The shop report and store summary: the Dashboard control (the owner holds every control). */
  reports: { kind: 'staff', control: 'Dashboard' },
  products: { kind: 'staff', control: 'Products' },
  inventory: { kind: 'staff', control: 'Inventory' },
  orders: { kind: 'staff', control: 'Orders' },
  consigners: { kind: 'staff', control: 'Consigners' },
  employees: { kind: 'staff', control: 'Employees' },
  settings: { kind: 'staff', control: 'Settings' },
  /** The register: counter sales and their receipts (issue 34). */
  register: { kind: 'staff', control: 'Register' },
  /** The store's own subscription: the owner only (the server refuses everyone else). */
  billing: { kind: 'staff', adminOnly: true },
  /** Keys of the open REST API: the owner only, like billing. */
  apiKeys: { kind: 'staff', adminOnly: true },
} as const satisfies Record<string, RouteAccess>;
