import { hasAccessControl } from '@backroom/domain/access';
import type { DbUser } from '@backroom/domain/contract/auth';
import type { StoreBranding } from '@backroom/domain/contract/stores';
import { createContext, useContext } from 'react';

/** Which of the two store apps this page is: the staff back office or the seller (consigner) portal. */
export type AppKind = 'staff' | 'seller';

export const AppKindContext = createContext<AppKind>('staff');
export const useAppKind = () => useContext(AppKindContext);

/** The kind of user each app is for. */
export function isUserOfApp(app: AppKind, user: DbUser): boolean {
  return app === 'seller' ? user.kind === 'consigner' : user.kind === 'employee';
}

/**
 * Maintenance mode sends users to /maintenance. Staff who hold the Settings control keep working, so
 * someone can always switch maintenance off again.
 */
export function isBlockedByMaintenance(app: AppKind, store: StoreBranding, user: DbUser | null): boolean {
  if (!store.maintenanceMode) return false;
  if (app === 'staff' && user && hasAccessControl(user, 'Settings')) return false;
  return true;
}
