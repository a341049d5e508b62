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

/**
 * Screens reached from a menu entry without being one: a product to add items to under Products; the seller's
 * own items (an item, a product's listings) under Inventory, where they are opened from (issue 33).
 */
export function sellerNavPath(pathname: string): string {
  if (pathname.startsWith('/products/')) return '/';
  if (pathname.startsWith('/productItem/') || pathname.startsWith('/inventories/')) return '/inventory';
  return pathname;
}
