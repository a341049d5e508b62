/** Messages of the me area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/me/routes.ts
export const ME_MESSAGES = {
  hasProfile: 'This login already has a profile. Please sign in again.',
} as const;
