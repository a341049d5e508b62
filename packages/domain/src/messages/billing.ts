/** Messages of the billing area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/billing/provider/sandbox.ts
export const BILLING_SANDBOX_MESSAGES = {
  noCard: 'There is no card on file. Add a payment method to pay this invoice.',
  declined: 'The card was declined.',
  cardRequired: 'Card number is required.',
} as const;

// from apps/server/src/features/billing/service.ts
export const BILLING_SERVICE_MESSAGES = {
  unknownPlan: 'Please choose one of the plans offered.',
  samePlan: 'The store is already on this plan.',
  cardRequired: 'Card number is required.',
} as const;

// from apps/server/src/features/billing/webhooks.ts
export const STRIPE_WEBHOOK_MESSAGES = { badSignature: 'Webhook signature does not match.' } as const;
