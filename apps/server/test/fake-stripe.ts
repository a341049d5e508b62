/**
 * A local fake of the parts of Stripe's API the billing adapter uses, answering the official client: customers,
 * Checkout sessions in setup mode, setup intents (with the payment method expanded) and off-session payment
 * intents. It checks the secret key, answers a repeated Idempotency-Key with the first answer, and declines the
 * payment method `pm_card_chargeDeclined` the way Stripe does (402, a card_error naming the payment intent).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_STRIPE_KEY = 'sk_test_backroom_fake';
export const DECLINED_METHOD = 'pm_card_chargeDeclined';

export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  seen: SeenRequest[];
  /** The card the next completed Checkout saves. */
  nextCard: { id: string; brand: string; last4: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const seen: SeenRequest[] = [];
  const byKey = new Map<string, { status: number; body: unknown }>();
  const setupIntents = new Map<string, { id: string; brand: string; last4: string }>();
  let counter = 0;
  const fake: FakeStripe = {
    url: '',
    seen,
    nextCard: { id: 'pm_card_visa', brand: 'visa', last4: '4242' },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function answer(path: string, form: Record<string, string>): { status: number; body: unknown } {
    const id = (prefix: string) => `${prefix}_${++counter}`;
    if (path === '/v1/customers') {
      return { status: 200, body: { id: id('cus'), object: 'customer', email: form.email, name: form.name } };
    }
    if (path === '/v1/checkout/sessions') {
      if (form.mode !== 'setup' || !form.customer || !form.currency || !form.success_url) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Missing setup fields' } },
        };
      }
      const session = id('cs');
      const intent = id('seti');
      setupIntents.set(intent, { ...fake.nextCard });
      return {
        status: 200,
        body: {
          id: session,
          object: 'checkout.session',
          mode: 'setup',
          url: `https://checkout.stripe.test/c/pay/${session}`,
          customer: form.customer,
          setup_intent: intent,
          metadata: { storeId: form['metadata[storeId]'] },
        },
      };
    }
    if (path === '/v1/payment_intents') {
      if (form.confirm !== 'true' || form.off_session !== 'true' || !form.customer || !form.payment_method) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Not an off-session charge' } },
        };
      }
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer,
        metadata: { storeId: form['metadata[storeId]'], invoiceId: form['metadata[invoiceId]'] },
        status: 'succeeded',
      };
      if (form.payment_method === DECLINED_METHOD) {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
              payment_intent: { ...intent, status: 'requires_payment_method' },
            },
          },
        };
      }
      return { status: 200, body: intent };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No such route ${path}` } },
    };
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(text));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      seen.push({ method: req.method!, path: url.pathname, idempotencyKey, form });
      res.setHeader('content-type', 'application/json');
      let result: { status: number; body: unknown };
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
        result = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
        };
      } else if (req.method === 'GET' && url.pathname.startsWith('/v1/setup_intents/')) {
        const intentId = url.pathname.split('/').pop()!;
        const card = setupIntents.get(intentId);
        result = card
          ? {
              status: 200,
              body: {
                id: intentId,
                object: 'setup_intent',
                status: 'succeeded',
                payment_method:
                  url.searchParams.get('expand[0]') === 'payment_method'
                    ? {
                        id: card.id,
                        object: 'payment_method',
                        card: { brand: card.brand, last4: card.last4 },
                      }
                    : card.id,
              },
            }
          : {
              status: 404,
              body: { error: { type: 'invalid_request_error', message: 'No such setup intent' } },
            };
      } else if (req.method === 'POST' && idempotencyKey && byKey.has(idempotencyKey)) {
        result = byKey.get(idempotencyKey)!;
      } else {
        result = req.method === 'POST' ? answer(url.pathname, form) : { status: 404, body: {} };
        if (idempotencyKey) byKey.set(idempotencyKey, result);
      }
      res.statusCode = result.status;
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
