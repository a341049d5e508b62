/** Messages of the consignment-terms area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/consignment-terms/service.ts
export const TERMS_MESSAGES = {
  notFound: 'Consignment terms not found.',
  nameTaken: 'Terms with this name already exist. Choose another name.',
  typeNotFound: 'Consigner type not found.',
  consignerNotFound: 'Consigner not found.',
} as const;
