import { useStore } from '@web/shared/store/store-context';
import theme from 'antd/es/theme';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { sellerNav, sellerNavPath } from './seller-nav';
import './seller-nav.css';

/**
 * The desktop menu in the header: plain links styled like antd's horizontal Menu. antd's Menu (with its
 * overflow and motion code, ~19 KB gzipped) stays in the phone drawer, which loads when opened.
 */
export function SellerNavBar() {
  const store = useStore();
  const { token } = theme.useToken();
  const current = sellerNavPath(useLocation().pathname);
  return (
    <nav
      aria-label="Main menu"
      className="seller-nav"
      style={{ '--seller-nav-active': token.colorPrimary } as CSSProperties}
    >
      {sellerNav.map(({ label, path }) => (
        <Link
          key={path}
          to={path}
          aria-current={current === path ? 'page' : undefined}
          data-testid={`nav-${path === '/' ? 'products' : path.slice(1)}`}
        >
          {label}
        </Link>
      ))}
      <a href={`mailto:${store.supportEmail}`} data-testid="nav-help">
        Help
      </a>
    </nav>
  );
}
