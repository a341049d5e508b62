import { useStore } from '@web/shared/store/store-context';
import Menu, { type MenuProps } from 'antd/es/menu';
import { Link, useLocation } from 'react-router';
import { sellerNav, sellerNavPath } from './seller-nav';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The seller menu in the phone drawer (the desktop header has SellerNavBar, without antd's Menu). */
export function SellerMenu({ mode }: { mode: 'horizontal' | 'inline' }) {
  const store = useStore();
  const { pathname } = useLocation();
  const items: MenuItem[] = [
    ...sellerNav.map(({ label, path }) => ({
      key: path,
      label: (
        <Link to={path} data-testid={`nav-${path === '/' ? 'products' : path.slice(1)}`}>
          {label}
        </Link>
      ),
    })),
    {
      key: 'help',
      label: (
        <a href={`mailto:${store.supportEmail}`} data-testid="nav-help">
          Help
        </a>
      ),
    },
  ];
  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={[sellerNavPath(pathname)]}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', borderInlineEnd: 'none' }}
      aria-label="Main menu"
    />
  );
}
