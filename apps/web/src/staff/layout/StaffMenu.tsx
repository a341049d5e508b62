import { checkAccess } from '@backroom/domain/access';
import type { DbUser } from '@backroom/domain/contract/auth';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { useStore } from '@web/shared/store/store-context';
import Menu, { type MenuProps } from 'antd/es/menu';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type NavEntry, type NavLink, selectedNavPath, staffNav } from './staff-nav';

type MenuItem = NonNullable<MenuProps['items']>[number];

const testId = (path: string) => `nav-${path === '/' ? 'home' : path.slice(1)}`;

function linkItem(link: NavLink): MenuItem {
  return {
    key: link.path,
    label: (
      <Link to={link.path} data-testid={testId(link.path)}>
        {link.label}
      </Link>
    ),
  };
}

/**
 * Only the entries the user's access controls allow; a group shows when one of its entries does. Logout is the
 * header's one button on every screen, not a menu entry as well (issue 33: Settings showed three).
 */
function visibleItems(entries: NavEntry[], user: DbUser): MenuItem[] {
  const allowed = (link: NavLink) => checkAccess(user, link.access) === null;
  return entries.flatMap((entry): MenuItem[] => {
    if (!('children' in entry)) return allowed(entry) ? [linkItem(entry)] : [];
    const children = entry.children.filter(allowed).map(linkItem);
    if (children.length === 0) return [];
    return [{ key: `group:${entry.label}`, label: entry.label, children }];
  });
}

/** The staff menu (inline, in the sider on desktop and in the drawer on mobile). */
export function StaffMenu() {
  const user = useSignedInUser();
  const store = useStore();
  const { pathname } = useLocation();
  const entries = useMemo(() => staffNav(store.isBuyingStore), [store.isBuyingStore]);
  const items = useMemo(() => visibleItems(entries, user), [entries, user]);
  const selected = selectedNavPath(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const group = entries.find(
      (entry) => 'children' in entry && entry.children.some((l) => l.path === selected),
    );
    return group ? [`group:${group.label}`] : [];
  });

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      style={{ borderInlineEnd: 'none' }}
      aria-label="Main menu"
    />
  );
}
