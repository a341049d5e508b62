/**
 * Stripe Terminal, server-driven (a WisePOS E or S700 reader): create a card_present PaymentIntent, hand it to
 * the store's reader (process_payment_intent), then follow the reader's action until the customer has tapped,
 * inserted or been declined. The PaymentIntent is created with an idempotency key, so a retried sale finds the
 * payment it already took instead of charging again.
 */
import { REGISTER_MESSAGES, TERMINAL_MESSAGES } from '@backroom/domain/messages/register';
import type Stripe from 'stripe';
import { ruleViolation } from '../../http/errors';
import { stripeClient } from '../billing';
import type { CardCharge, CardRefund, CardTerminal } from './card-terminal';

export class StripeTerminal implements CardTerminal {
  readonly kind = 'stripe-terminal' as const;
  private readonly stripe: Stripe;

  constructor(
    options: { secretKey: string; apiUrl?: string },
    private readonly poll = { intervalMs: 1000, attempts: 120 },
  ) {
    this.stripe = stripeClient(options);
  }

  async charge(c: CardCharge): Promise<{ reference: string }> {
    if (!c.readerId) throw ruleViolation(TERMINAL_MESSAGES.noReader);
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: c.amount,
        currency: c.currency.toLowerCase(),
        // This client's API version names Terminal's card_present here (older versions: payment_method_types).
        allowed_payment_method_types: ['card_present'],
        capture_method: 'automatic',
        description: c.description,
        metadata: { registerKey: c.key },
      },
      { idempotencyKey: `backroom-register-${c.key}` },
    );
    // A retry of a sale whose card went through: the key answers the first (stale) intent, so read it afresh.
    const fresh = await this.stripe.paymentIntents.retrieve(intent.id);
    if (fresh.status === 'succeeded') return { reference: fresh.id };
    // A retry while the customer is still tapping (a dropped connection, a double tap): the reader is busy with
    // this very payment, so follow it rather than hand it over again (Stripe refuses a busy reader).
    const before = await this.stripe.terminal.readers.retrieve(c.readerId);
    const action = 'deleted' in before ? null : before.action;
    const following =
      action?.status === 'in_progress' && action.process_payment_intent?.payment_intent === intent.id;
    if (!following)
      await this.stripe.terminal.readers.processPaymentIntent(c.readerId, { payment_intent: intent.id });
    for (let i = 0; i < this.poll.attempts; i++) {
      const reader = await this.stripe.terminal.readers.retrieve(c.readerId);
      const action = 'deleted' in reader ? null : reader.action;
      if (action?.status === 'failed') throw ruleViolation(REGISTER_MESSAGES.cardDeclined);
      if (action?.status === 'succeeded') {
        const paid = await this.stripe.paymentIntents.retrieve(intent.id);
        if (paid.status === 'succeeded') return { reference: paid.id };
        throw ruleViolation(REGISTER_MESSAGES.cardDeclined);
      }
      await new Promise((resolve) => setTimeout(resolve, this.poll.intervalMs));
    }
    await this.stripe.terminal.readers.cancelAction(c.readerId).catch(() => undefined);
    throw ruleViolation(TERMINAL_MESSAGES.timedOut);
  }

  async refund(r: CardRefund): Promise<{ reference: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: r.reference, amount: r.amount },
      { idempotencyKey: `backroom-register-refund-${r.key}` },
    );
    return { reference: refund.id };
  }
}
