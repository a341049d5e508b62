import { hasAccessControl } from '@backroom/domain/access';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { lazyPage } from '@web/shared/routing/lazy-page';
import { StaffHomePage } from './StaffHomePage';

const ProductsPage = lazyPage(() => import('../products/ProductsPage').then((m) => m.ProductsPage));

/** "/": the products list for staff with the Products control, otherwise the welcome screen. */
export function StaffIndexPage() {
  const user = useSignedInUser();
  return hasAccessControl(user, 'Products') ? <ProductsPage /> : <StaffHomePage />;
}
