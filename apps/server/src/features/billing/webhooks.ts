/**
 * POST /open/billing/stripe/webhook. Stripe signs each delivery (Stripe-Signature, the endpoint's secret);
 * `stripe.webhooks.constructEvent` checks it over the exact bytes received, else 400 and nothing changes. Each
 * event id is stored in the transaction that applies it, so a redelivered event changes nothing.
 */
import { STRIPE_WEBHOOK_MESSAGES } from '@backroom/domain/messages/billing';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { billingWebhookEvents } from '../../db/schema';
import { badInput } from '../../http/errors';
import { BILLING_SYSTEM } from './audit';
import { applyChargeResult, type BillingDeps, chargeOpenInvoices } from './charge';
import type { StripeBillingProvider } from './provider/stripe';
import { savePaymentMethod } from './service';

const STRIPE_SYSTEM = { name: 'Stripe', employeeId: null };

function idsOf(metadata: Stripe.Metadata | null | undefined) {
  const storeId = Number(metadata?.storeId);
  const invoiceId = Number(metadata?.invoiceId);
  return {
    storeId: Number.isSafeInteger(storeId) && storeId > 0 ? storeId : null,
    invoiceId: Number.isSafeInteger(invoiceId) && invoiceId > 0 ? invoiceId : null,
  };
}

async function handledBefore(deps: Pick<BillingDeps, 'db'>, event: Stripe.Event): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: billingWebhookEvents.eventId })
    .from(billingWebhookEvents)
    .where(and(eq(billingWebhookEvents.provider, 'stripe'), eq(billingWebhookEvents.eventId, event.id)));
  return Boolean(row);
}

/** Recorded once applied: an event that failed half-way is not recorded, so Stripe's retry applies it. */
async function recordEvent(deps: Pick<BillingDeps, 'db'>, event: Stripe.Event) {
  await deps.db
    .insert(billingWebhookEvents)
    .values({ provider: 'stripe', eventId: event.id, type: event.type })
    .onConflictDoNothing();
}

async function handleEvent(deps: BillingDeps, stripe: Stripe, event: Stripe.Event): Promise<string> {
  if (await handledBefore(deps, event)) return 'duplicate';
  const result = await applyEvent(deps, stripe, event);
  await recordEvent(deps, event);
  return result;
}

async function applyEvent(deps: BillingDeps, stripe: Stripe, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const { storeId } = idsOf(session.metadata);
      const setupIntentId =
        typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent?.id;
      if (session.mode !== 'setup' || !storeId || !setupIntentId) return 'ignored';
      const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
      const method = intent.payment_method;
      if (!method || typeof method === 'string') return 'ignored';
      const customerId =
        typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
      const card = method.card;
      const label = card
        ? `${card.brand[0]!.toUpperCase()}${card.brand.slice(1)} ending ${card.last4}`
        : 'Card on file';
      await savePaymentMethod(deps, {
        storeId,
        actor: STRIPE_SYSTEM,
        method: { label, ref: method.id, customerId },
      });
      await chargeOpenInvoices(deps, storeId, BILLING_SYSTEM);
      return 'paymentMethodSaved';
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const { storeId, invoiceId } = idsOf(intent.metadata);
      if (!storeId || !invoiceId) return 'ignored';
      await applyChargeResult(deps, {
        storeId,
        invoiceId,
        result:
          event.type === 'payment_intent.succeeded'
            ? { status: 'paid', ref: intent.id }
            : {
                status: 'failed',
                ref: intent.id,
                error: intent.last_payment_error?.message ?? 'The payment failed.',
              },
        actor: STRIPE_SYSTEM,
      });
      return event.type === 'payment_intent.succeeded' ? 'paid' : 'failed';
    }
    default:
      return 'ignored';
  }
}

export async function stripeWebhookRoutes(
  root: FastifyInstance,
  {
    deps,
    provider,
    webhookSecret,
  }: { deps: BillingDeps; provider: StripeBillingProvider; webhookSecret: string },
): Promise<void> {
  await root.register(async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/open/billing/stripe/webhook',
      {
        config: { access: 'public' },
        schema: {
          summary: "Stripe's signed events: saved cards and payment results",
          operationId: 'stripeBillingWebhook',
          tags: ['billing'],
          hide: true,
        },
      },
      async (request) => {
        let event: Stripe.Event;
        try {
          event = provider.stripe.webhooks.constructEvent(
            request.body as Buffer,
            String(request.headers['stripe-signature'] ?? ''),
            webhookSecret,
          );
        } catch {
          throw badInput(STRIPE_WEBHOOK_MESSAGES.badSignature);
        }
        return { received: true, result: await handleEvent(deps, provider.stripe, event) };
      },
    );
  });
}
