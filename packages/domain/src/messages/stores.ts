/** Messages of the stores area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/stores/settings-service.ts
export const SETTINGS_MESSAGES = {
  domainTaken: 'This domain is already used by another store.',
  otherStoresHost: 'This address belongs to another store.',
  sameHost: 'The in-store app needs an address of its own.',
  currencyLocked:
    'The currency can only change to one with the same number of decimals once the store has items or fees.',
} as const;
