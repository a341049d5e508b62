/**
 * How a store pays Backroom (architecture.md: external services behind an interface). `sandbox` moves no money
 * and works on a fresh machine; `stripe` uses Stripe's hosted Checkout for the card and off-session
 * PaymentIntents for invoices, with signed webhooks (billing/webhooks.ts) for results that arrive later.
 */
import type { SandboxCardInput } from '@backroom/domain/schemas/billing';
import type { Env } from '../../../config/env';
import { SandboxBillingProvider } from './sandbox';
import { StripeBillingProvider } from './stripe';

export interface BillingCustomer {
  storeId: number;
  storeName: string;
  email: string;
  /** The provider's customer, once made. */
  customerId: string | null;
}

export type SetupResult =
  /** The card is saved already (sandbox). */
  | { kind: 'saved'; label: string; ref: string; customerId: string | null }
  /** The owner finishes on the provider's page; a webhook saves the card. */
  | { kind: 'redirect'; url: string; customerId: string };

export interface ChargeRequest {
  /** Stable per invoice and attempt: the provider charges a repeated key once. */
  idempotencyKey: string;
  customerId: string | null;
  paymentMethodRef: string | null;
  amount: number;
  currency: string;
  description: string;
  storeId: number;
  invoiceId: number;
}

export type ChargeResult =
  | { status: 'paid'; ref: string }
  | { status: 'pending'; ref: string }
  | { status: 'failed'; error: string; ref?: string };

export interface BillingProvider {
  readonly kind: 'sandbox' | 'stripe';
  setupPaymentMethod(
    customer: BillingCustomer,
    input: { card?: SandboxCardInput; returnUrl: string; currency: string },
  ): Promise<SetupResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export function createBillingProvider(
  env: Pick<Env, 'BILLING_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>,
): BillingProvider {
  if (env.BILLING_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
      throw new Error(
        'Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: required for BILLING_PROVIDER=stripe',
      );
    }
    return new StripeBillingProvider({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL });
  }
  return new SandboxBillingProvider();
}
