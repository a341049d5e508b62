/** Messages of the payouts area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/payouts/provider/sandbox.ts
export const PAYOUT_SANDBOX_MESSAGES = {
  noDetails: 'The consigner has no bank or payout details on file.',
} as const;

// from apps/server/src/features/payouts/create.ts
export const PAYOUT_MESSAGES = {
  selectOne: 'Please select at least 1 item',
  notFound: 'Payout not found.',
  itemNotFound: 'Inventory not found.',
  notSold: (code: string, status: string) => `Item ${code} is ${status}: only sold items can be paid out.`,
  notOwed: (code: string) =>
    `Item ${code} belongs to the store or was bought outright: no one is owed for it.`,
  inOtherPayout: (code: string, name: string) => `Item ${code} is already in ${name}.`,
  creating: 'Creating your payout, you will be redirected shortly.',
  paid: 'Status changed to paid!',
  alreadyPaid: 'This payout has already been paid.',
  autoInProgress: 'Auto payout in progress, check back later for status update.',
  retrying: 'Retrying auto payout...',
  retried: 'Auto payout retry successful!',
  notFailed: 'Only a failed auto payout can be retried.',
  retryTaken: 'An item of this payout has since been put in another payout; create a new payout instead.',
  retryNotSold: (codes: readonly string[]) =>
    `${codes.length === 1 ? `Item ${codes[0]} is` : `Items ${codes.join(', ')} are`} no longer sold (a cancelled sale, a withdrawal or a payment by hand); pay the rest from Ready to Pay instead.`,
  notBuying: 'Only a Ready to Pay (Buying) payout is paid with Pay.',
} as const;
