import type { AccessControl } from '../src/access';
import type { Actor } from '../src/access-controls';
import type { InventoryItem, TransitionStore } from '../src/transition-types';

export const NOW = new Date('2024-03-10T12:00:00.000Z');
export const ctx = { now: NOW };

export const store = (overrides: Partial<TransitionStore> = {}): TransitionStore => ({
  safeInventoryStatusMode: false,
  autoPreapproval: false,
  minApproval: 0,
  maxApproval: 0,
  withdrawEarlyDays: 0,
  withdrawFee: 0,
  absorbDiscount: false,
  ...overrides,
});

export const item = (overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id: 1,
  status: 'Active',
  consignerId: 'c1',
  price: 10_000,
  location: 'Main',
  acceptedOn: '2024-03-01T10:00:00.000Z',
  ...overrides,
});

export const consigner = (id: string | number = 'c1'): Actor => ({ kind: 'consigner', consignerId: id });
export const staff = (...controls: AccessControl[]): Actor => ({
  kind: 'employee',
  accessControls: controls,
  isAdmin: false,
});
export const admin: Actor = { kind: 'employee', accessControls: [], isAdmin: true };
export const system: Actor = { kind: 'system' };
