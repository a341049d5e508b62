/** Messages of the consigner-types area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/consigner-types/service.ts
export const TYPE_MESSAGES = {
  notFound: 'Consigner type not found.',
  defaultRequired: 'One consigner type must be the default. Make another type the default instead.',
  nameTaken: 'A consigner type with this name and the same category and options already exists.',
  spelling: (existing: string) =>
    `A consigner type named "${existing}" already exists. Use the same spelling to add a rule to it, or choose another name.`,
} as const;
