/** Messages of the consigners area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/consigners/service.ts
export const CONSIGNER_MESSAGES = {
  notFound: 'Consigner not found.',
  emailTaken: 'A consigner with this email already exists.',
  loginTaken: 'Another account already uses this email.',
  storeAccount: 'The store account cannot be deleted.',
  notSignedUp: 'This consigner has not signed up yet, so there is no login to change.',
  unknownType: 'Consigner type not found.',
} as const;
