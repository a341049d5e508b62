/** The seller menu of spec 1 §2.3 (Help is a mailto: link added by the menu). */
export const sellerNav = [
  { label: 'Products', path: '/' },
  { label: 'Inventory', path: '/inventory' },
  { label: 'Requested', path: '/dropoff' },
  { label: 'Drop Off Pending', path: '/dropoffPending' },
  { label: 'Store Request', path: '/storeRequest' },
  { label: 'Payout', path: '/payouts' },
  { label: 'Settings', path: '/settings' },
] as const;

/** Screens reached from a menu entry without being one: products and items under Products, items under Inventory. */
export function sellerNavPath(pathname: string): string {
  if (pathname.startsWith('/products/') || pathname.startsWith('/productItem/')) return '/';
  if (pathname.startsWith('/inventories/')) return '/inventory';
  return pathname;
}
