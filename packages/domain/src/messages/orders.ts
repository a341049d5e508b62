/** Messages of the orders area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/orders/line-match.ts
export const MATCH_MESSAGES = {
  unmatched: (label: string) => `No item for sale matches ${label}.`,
} as const;

// from apps/server/src/features/orders/ingest-items.ts
export const ORDER_MESSAGES = {
  soldTwice: (name: string) => `Sold twice: this item was already sold in order ${name}.`,
  notForSale: (status: string) => `This item was ${status} when the order came in.`,
  removed: 'This item had been removed when the order came in.',
  cancelledAfterPaid: 'Order cancelled, but this item was already paid out, so it stays Paid.',
} as const;

// from apps/server/src/features/orders/webhooks.ts
export const ORDER_WEBHOOK_MESSAGES = { badSignature: 'Webhook signature does not match.' } as const;
