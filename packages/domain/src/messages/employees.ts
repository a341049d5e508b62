/** Messages of the employees area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/employees/service.ts
export const EMPLOYEE_MESSAGES = {
  notFound: 'Employee not found.',
  emailTaken: 'An employee with this email already exists.',
  alreadyLinked: 'This invite has already been accepted.',
  wrongAccount: 'This invite is for another email address. Sign in with the invited address.',
  ownerLocked: 'The store owner cannot be disabled, deleted or limited.',
  userLinked: 'This login already belongs to another profile in this store.',
} as const;
