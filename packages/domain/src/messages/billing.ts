/** Messages of the billing area (server answers and screens): contract texts, kept byte for byte. */
// from packages/domain/src/schemas/billing.ts
export const BILLING_MESSAGES = {
  choosePlan: 'Please choose a plan',
  cardNumber: 'Please enter a card number of 12 to 19 digits',
  expiry: 'Please enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvc: 'Please enter the 3 or 4 digit security code',
} as const;

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
