/** Messages of the api-keys area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/api-keys/authenticate.ts
export const KEY_MESSAGES = {
  invalid: 'This API key is not valid or has been revoked.',
  otherStore: 'This API key belongs to another store.',
} as const;
