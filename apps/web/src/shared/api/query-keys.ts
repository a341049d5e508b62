import type { QueryState } from '@web/shared/api/contract-paths';
/** A server-paginated list's query (spec 1 §9 page sizes): the products' and the consigners' lists take it. */
export type ListQuery = QueryState<'/api/products'>;

/** Every TanStack Query key of the web apps, from one factory, so invalidation targets exactly what changed. */
export const queryKeys = {
  store: {
    all: ['store'] as const,
    brandings: () => ['store', 'branding'] as const,
    branding: (domain: string) => ['store', 'branding', domain] as const,
  },
  me: ['me'] as const,
  employees: {
    all: ['employees'] as const,
    lists: () => ['employees', 'list'] as const,
    list: (search: string) => ['employees', 'list', { search }] as const,
    detail: (id: number) => ['employees', 'detail', id] as const,
    invite: (inviteId: string) => ['employees', 'invite', inviteId] as const,
  },
  /** The full store settings of the signed-in staff (user data, unlike the public branding). */
  storeSettings: {
    current: ['storeSettings', 'current'] as const,
    inventory: ['storeSettings', 'inventory'] as const,
    /** The setup checklist (issue 33), read from the store's data. */
    setupChecklist: ['storeSettings', 'setupChecklist'] as const,
  },
  locations: {
    all: ['locations'] as const,
  },
  /** The store's own Backroom subscription (Settings → Billing) and the staff banner's notice. */
  billing: {
    all: ['billing'] as const,
    summary: () => ['billing', 'summary'] as const,
    notice: () => ['billing', 'notice'] as const,
    invoices: () => ['billing', 'invoices'] as const,
    history: () => ['billing', 'history'] as const,
  },
  /** Settings → API keys (the owner only). */
  apiKeys: {
    all: ['apiKeys'] as const,
  },
  jobs: {
    detail: (id: number) => ['jobs', id] as const,
  },
  products: {
    all: ['products'] as const,
    lists: () => ['products', 'list'] as const,
    list: (query: ListQuery) => ['products', 'list', query] as const,
    detail: (id: number) => ['products', 'detail', id] as const,
    submitted: (query: ListQuery) => ['products', 'submitted', query] as const,
    submittedAll: () => ['products', 'submitted'] as const,
    /** The signed-in consigner's own requests waiting for review (under `submitted`, refreshed with it). */
    myRequests: () => ['products', 'submitted', 'mine'] as const,
  },
  productTemplates: {
    all: ['productTemplates'] as const,
    list: () => ['productTemplates', 'list'] as const,
  },
  consignerTypes: {
    all: ['consignerTypes'] as const,
    list: () => ['consignerTypes', 'list'] as const,
  },
  subLocations: {
    all: ['subLocations'] as const,
    list: () => ['subLocations', 'list'] as const,
  },
  /** Inventory items: lists, one item, its log, the filter options, fee quotes and store requests. */
  inventories: {
    all: ['inventories'] as const,
    lists: () => ['inventories', 'list'] as const,
    list: (query: object) => ['inventories', 'list', query] as const,
    detail: (id: number) => ['inventories', 'detail', id] as const,
    logs: (id: number) => ['inventories', 'logs', id] as const,
    priceHistory: (id: number) => ['inventories', 'priceHistory', id] as const,
    filterOptions: () => ['inventories', 'filterOptions'] as const,
    fees: (line: object) => ['inventories', 'fees', line] as const,
    storeProducts: (query: object) => ['inventories', 'storeProducts', query] as const,
    preapproval: (check: object) => ['inventories', 'preapproval', check] as const,
    product: (productId: number) => ['inventories', 'product', productId] as const,
    lowestBySku: (skus: readonly string[]) => ['inventories', 'lowestBySku', skus] as const,
  },
  consigners: {
    all: ['consigners'] as const,
    lists: () => ['consigners', 'list'] as const,
    list: (query: ListQuery) => ['consigners', 'list', query] as const,
    detail: (id: number) => ['consigners', 'detail', id] as const,
  },
  /** The Linnworks connection (Settings) and its last sync (Orders, and the staff app's call on load). */
  webhooks: {
    endpoints: ['webhooks', 'endpoints'] as const,
    deliveries: (endpointId: number) => ['webhooks', 'deliveries', endpointId] as const,
  },
  linnworks: {
    connection: ['linnworks', 'connection'] as const,
    sync: ['linnworks', 'sync'] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (query: object) => ['orders', 'list', query] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
  },
  /** Ready to pay, payouts, their cheques and a consigner's payout view all change together. */
  payouts: {
    all: ['payouts'] as const,
    ready: (query: object) => ['payouts', 'ready', query] as const,
    list: (query: object) => ['payouts', 'list', query] as const,
    detail: (id: number) => ['payouts', 'detail', id] as const,
    filterOptions: () => ['payouts', 'filterOptions'] as const,
    cheques: (payoutId: number) => ['payouts', 'cheques', payoutId] as const,
  },
  /** The public shop of the local storefront (no user data). */
  shop: {
    products: (query: object) => ['shop', 'products', query] as const,
    product: (id: number) => ['shop', 'product', id] as const,
  },
  /** A store's open requests, the public share link. */
  catalogue: (handle: string, location: string) => ['catalogue', handle, location] as const,
};

const publicRoots: readonly unknown[] = [queryKeys.store.all[0], 'shop', 'catalogue'];

/** Keys that survive sign-out: what any visitor may read (branding, the public shop and catalogue). */
export function isPublicKey(key: readonly unknown[]): boolean {
  return publicRoots.includes(key[0]);
}
