/** Messages of the register area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/register/stripe-terminal.ts
export const TERMINAL_MESSAGES = {
  noReader: 'No card reader is set up for this store. Add its reader id in the register settings.',
  timedOut: 'The card reader did not finish the payment in time. Check the reader and try again.',
} as const;
