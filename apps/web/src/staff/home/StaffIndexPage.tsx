import { hasAccessControl } from '@backroom/domain/access';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { NotAvailableYet } from '@web/shared/pages/NotAvailableYet';
import { StaffHomePage } from './StaffHomePage';

/** "/": the products list for staff with the Products control, otherwise the welcome screen. */
export function StaffIndexPage() {
  const user = useSignedInUser();
  return hasAccessControl(user, 'Products') ? <NotAvailableYet feature="Products" /> : <StaffHomePage />;
}
