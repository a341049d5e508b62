/** Every TanStack Query key of the web apps, from one factory, so invalidation targets exactly what changed. */
export const queryKeys = {
  store: {
    all: ['store'] as const,
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
};

/** Keys that survive sign-out (they hold no user data). */
export function isPublicKey(key: readonly unknown[]): boolean {
  return key[0] === queryKeys.store.all[0];
}
