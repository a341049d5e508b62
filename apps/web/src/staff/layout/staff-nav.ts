import type { RouteAccess } from '@backroom/domain/access';
import { staffAccess as A } from '@web/staff/access/staff-access';

export interface NavLink {
  label: string;
  path: string;
  access: RouteAccess;
}

export interface NavGroup {
  label: string;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

/** The staff menu of spec 1 §2.4, each entry with the access it needs. */
export function staffNav(isBuyingStore: boolean): NavEntry[] {
  return [
    { label: 'Dashboard', path: '/dashboard', access: A.dashboard },
    { label: 'Reports', path: '/reports', access: A.reports },
    { label: 'Register', path: '/register', access: A.register },
    { label: 'Add Products', path: '/', access: A.products },
    {
      label: 'Inventory',
      children: [
        { label: 'Find', path: '/findInventory', access: A.inventory },
        { label: 'Requested', path: '/requestedInventory', access: A.inventory },
        { label: 'Drop Off Pending', path: '/incomingInventory', access: A.inventory },
        { label: 'Ready To Print', path: '/readyToPrint', access: A.inventory },
        { label: 'Scan Intake', path: '/scan', access: A.inventory },
        { label: 'Location Scan', path: '/scanItems', access: A.inventory },
        { label: 'Withdrawn', path: '/withdrawnInventory', access: A.inventory },
        { label: 'Price Change', path: '/pendingPriceChangeInventory', access: A.inventory },
        { label: 'Withdrawal Request', path: '/pendingWithdrawalInventory', access: A.inventory },
        { label: 'Expiring', path: '/expiring', access: A.inventory },
        { label: 'Import Items', path: '/import/items', access: A.inventory },
        { label: 'Import Consigners', path: '/import/consigners', access: A.consigners },
      ],
    },
    {
      label: 'Request',
      children: [
        { label: 'Request Items', path: '/request', access: A.products },
        { label: 'Buying', path: '/buyingInventory', access: A.inventory },
        { label: 'Consignment', path: '/requestInventory', access: A.inventory },
      ],
    },
    {
      label: 'Transfers',
      children: [
        { label: 'Transfer', path: '/transfers', access: A.orders },
        { label: 'Accept Transfer', path: '/acceptTransfers', access: A.inventory },
      ],
    },
    { label: isBuyingStore ? 'Sellers' : 'Consigners', path: '/consigners', access: A.consigners },
    { label: 'Employees', path: '/employees', access: A.employees },
    {
      label: 'Orders',
      children: [
        { label: 'Find', path: '/findOrders', access: A.orders },
        { label: 'Ready to Pay', path: '/pendingPayouts', access: A.orders },
        { label: 'Payouts', path: '/payouts', access: A.orders },
      ],
    },
    {
      label: 'Settings',
      children: [
        { label: 'Store', path: '/settings', access: A.settings },
        { label: 'Fees', path: '/fees', access: A.settings },
        { label: 'Terms', path: '/terms', access: A.settings },
        { label: 'Templates', path: '/productTemplates', access: A.settings },
        { label: 'Sublocations', path: '/subLocations', access: A.settings },
        { label: 'Billing', path: '/billing', access: A.billing },
        { label: 'API keys', path: '/apiKeys', access: A.apiKeys },
      ],
    },
  ];
}

/** The menu entry a path belongs to: an exact match, else the longest entry that prefixes it. */
export function selectedNavPath(entries: NavEntry[], pathname: string): string | undefined {
  const paths = entries
    .flatMap((entry) => ('children' in entry ? entry.children : [entry]))
    .map((l) => l.path);
  if (paths.includes(pathname)) return pathname;
  return paths
    .filter((path) => path !== '/' && pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}
