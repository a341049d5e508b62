/**
 * Stripe through its official client. The card is collected on Stripe's hosted Checkout page (mode `setup`, so
 * no card number ever reaches Backroom); `checkout.session.completed` then saves it (billing/webhooks.ts).
 * Invoices are charged off-session with a PaymentIntent keyed by invoice and attempt, so a retried request is
 * charged once. A decline answers failed at once; a payment that needs more time answers pending and the
 * `payment_intent.*` webhooks finish it.
 */
import Stripe from 'stripe';
import type { BillingCustomer, BillingProvider, ChargeRequest, ChargeResult, SetupResult } from './index';

export function stripeClient(options: { secretKey: string; apiUrl?: string }): Stripe {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export class StripeBillingProvider implements BillingProvider {
  readonly kind = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(options: { secretKey: string; apiUrl?: string }) {
    this.stripe = stripeClient(options);
  }

  private async customerFor(customer: BillingCustomer): Promise<string> {
    if (customer.customerId) return customer.customerId;
    const made = await this.stripe.customers.create(
      {
        name: customer.storeName,
        email: customer.email,
        metadata: { storeId: String(customer.storeId) },
      },
      { idempotencyKey: `backroom-customer-${customer.storeId}` },
    );
    return made.id;
  }

  async setupPaymentMethod(
    customer: BillingCustomer,
    input: { returnUrl: string; currency: string },
  ): Promise<SetupResult> {
    const customerId = await this.customerFor(customer);
    const session = await this.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customerId,
      // Setup mode without a method list needs the currency the card will be charged in.
      currency: input.currency.toLowerCase(),
      success_url: `${input.returnUrl}?paymentMethod=saved`,
      cancel_url: `${input.returnUrl}?paymentMethod=cancelled`,
      metadata: { storeId: String(customer.storeId) },
      setup_intent_data: { metadata: { storeId: String(customer.storeId) } },
    });
    if (!session.url) throw new Error('Stripe answered no Checkout address');
    return { kind: 'redirect', url: session.url, customerId };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!request.customerId || !request.paymentMethodRef) {
      return {
        status: 'failed',
        error: 'There is no card on file. Add a payment method to pay this invoice.',
      };
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          customer: request.customerId,
          payment_method: request.paymentMethodRef,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { storeId: String(request.storeId), invoiceId: String(request.invoiceId) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'paid', ref: intent.id };
      if (intent.status === 'processing') return { status: 'pending', ref: intent.id };
      return {
        status: 'failed',
        ref: intent.id,
        error:
          intent.last_payment_error?.message ??
          'The payment needs the card holder: update the payment method.',
      };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        const ref = (err.raw as { payment_intent?: { id?: string } })?.payment_intent?.id;
        return { status: 'failed', error: err.message, ...(ref ? { ref } : {}) };
      }
      throw err;
    }
  }
}
