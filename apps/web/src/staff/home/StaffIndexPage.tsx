import { hasAccessControl } from '@backroom/domain/access';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { lazyPage } from '@web/shared/routing/lazy-page';
import { SetupChecklistCard } from '@web/staff/setup/SetupChecklistCard';
import type { ReactNode } from 'react';
import { StaffHomePage } from './StaffHomePage';

const ProductsPage = lazyPage<{ banner?: ReactNode }>(() =>
  import('../products/ProductsPage').then((m) => m.ProductsPage),
);

/**
 * "/": the products list for staff with the Products control, otherwise the welcome screen; staff who may change
 * the settings see the new store's setup checklist on it (issue 33).
 */
export function StaffIndexPage() {
  const user = useSignedInUser();
  const checklist = hasAccessControl(user, 'Settings') ? <SetupChecklistCard /> : undefined;
  return hasAccessControl(user, 'Products') ? (
    <ProductsPage banner={checklist} />
  ) : (
    <StaffHomePage banner={checklist} />
  );
}
