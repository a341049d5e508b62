/**
 * The one place that decides which scope an API key needs for each /api route (issue #17.3): the route's area
 * (its first tag) and its method (GET reads, anything else writes). Registration refuses a route whose tag has
 * no decision here, so a new area cannot become reachable by keys without someone choosing its scope.
 */

import type { RouteAccess } from '@backroom/domain/access';
import type { ApiKeyArea, ApiKeyScope } from '@backroom/domain/api-keys';

type Decision = ApiKeyArea | 'notForKeys';

/** Every tag of the API: its area, or why keys stay out. */
const TAG_AREAS: Record<string, Decision> = {
  inventory: 'inventory',
  'store requests': 'inventory',
  labels: 'inventory',
  scans: 'inventory',
  locations: 'inventory',
  products: 'catalogue',
  productTemplates: 'catalogue',
  uploads: 'catalogue',
  consigners: 'consigners',
  consignerTypes: 'consigners',
  consignmentTerms: 'consigners',
  orders: 'orders',
  payouts: 'payouts',
  reports: 'reports',
  // People and the store itself: staff accounts, store settings, billing, integrations' secrets and keys.
  employees: 'notForKeys',
  stores: 'notForKeys',
  billing: 'notForKeys',
  linnworks: 'notForKeys',
  apiKeys: 'notForKeys',
  webhooks: 'notForKeys',
  // Moving in from another system is a staff screen's flow (upload, map, dry run, confirm), not a tool's call.
  imports: 'notForKeys',
  // The agreement is signed by a person, in the portal or at the counter, and published by the store's staff.
  consignmentAgreement: 'notForKeys',
  // Sign-in, the signed-in login, the public shop and background job progress belong to the apps.
  auth: 'notForKeys',
  shop: 'notForKeys',
  // The register sells at the counter: a person signed in with the Register control, never a tool.
  register: 'notForKeys',
  jobs: 'notForKeys',
  operations: 'notForKeys',
};

/** POST calls that only answer a question (a quote, a lookup, an export): a read scope is enough. */
const READS_BY_POST: ReadonlySet<string> = new Set([
  '/api/inventories/fees',
  '/api/inventories/lowestPriceInventories',
  '/api/inventories/getLowestPriceForVariant',
  '/api/orders/export',
]);

/** Areas that only answer questions: a key reaches their GET routes only. */
const READ_ONLY_AREAS: ReadonlySet<ApiKeyArea> = new Set(['reports']);

export interface ScopedRoute {
  method: string;
  url: string;
  tags: readonly string[] | undefined;
  access: RouteAccess | 'public' | undefined;
  hidden: boolean;
}

/** The scope a key needs for the route, or null when keys may not call it at all. */
export function scopeForRoute(route: ScopedRoute): ApiKeyScope | null {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return null;
  const tag = route.tags?.[0];
  if (tag === undefined) {
    if (route.hidden) return null;
    throw new Error(`Route ${route.method} ${route.url} has no tag, so no API key scope can be decided`);
  }
  const decision = TAG_AREAS[tag];
  if (!decision) {
    throw new Error(
      `Route ${route.method} ${route.url}: tag "${tag}" has no API key decision; add it to TAG_AREAS in http/api-key-scopes.ts`,
    );
  }
  const access = route.access;
  if (decision === 'notForKeys' || !access || access === 'public') return null;
  // Seller-portal and sign-up routes are for people; the owner-only routes (billing, keys) are the owner's.
  if (access.kind !== 'staff' && access.kind !== 'staffOrConsigner') return null;
  if (access.kind === 'staff' && access.adminOnly) return null;
  const reads =
    route.method === 'GET' ||
    route.method === 'HEAD' ||
    (route.method === 'POST' && READS_BY_POST.has(route.url));
  if (!reads && READ_ONLY_AREAS.has(decision)) return null;
  return `${decision}:${reads ? 'read' : 'write'}` as ApiKeyScope;
}
