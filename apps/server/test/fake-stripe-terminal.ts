/**
 * A local fake of Stripe Terminal's server-driven API, answering the official client the register's adapter
 * uses: card_present PaymentIntents (Idempotency-Key answers the first answer again), a reader that processes
 * one, and the reader's action as it goes. Like Stripe's test amounts, an amount ending in 05 cents is declined
 * on the reader. `pendingPolls` makes the reader report in_progress that many times first (a customer still
 * tapping). Unknown readers are 404, as Stripe answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_STRIPE_KEY } from './fake-stripe';

export { FAKE_STRIPE_KEY };
export const FAKE_READER = 'tmr_fake_counter';

export interface SeenTerminalRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  payment_method_types: string[];
}

export interface FakeTerminal {
  url: string;
  seen: SeenTerminalRequest[];
  intents: Map<string, Intent>;
  pendingPolls: number;
  close(): Promise<void>;
}

const error = (status: number, message: string, type = 'invalid_request_error') => ({
  status,
  body: { error: { type, message } },
});

export async function startFakeTerminal(): Promise<FakeTerminal> {
  const seen: SeenTerminalRequest[] = [];
  const byKey = new Map<string, { status: number; body: unknown }>();
  const intents = new Map<string, Intent>();
  let counter = 0;
  let action: { status: 'in_progress' | 'succeeded' | 'failed'; intent: string; polls: number } | null = null;
  const fake: FakeTerminal = {
    url: '',
    seen,
    intents,
    pendingPolls: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const readerBody = () => ({
    id: FAKE_READER,
    object: 'terminal.reader',
    status: 'online',
    action: action
      ? {
          type: 'process_payment_intent',
          status: action.status,
          failure_code: action.status === 'failed' ? 'card_declined' : null,
          failure_message: action.status === 'failed' ? 'The card was declined.' : null,
          process_payment_intent: { payment_intent: action.intent },
        }
      : null,
  });

  function answer(method: string, path: string, form: Record<string, string>) {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1 || !form.currency) return error(400, 'Missing amount');
      const types = form['allowed_payment_method_types[0]'] ?? form['payment_method_types[0]'];
      if (types !== 'card_present') return error(400, 'Terminal needs card_present');
      const intent: Intent = {
        id: `pi_${++counter}`,
        amount,
        currency: form.currency,
        status: 'requires_payment_method',
        payment_method_types: ['card_present'],
      };
      intents.set(intent.id, intent);
      return { status: 200, body: { object: 'payment_intent', ...intent } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) return error(400, 'No such payment_intent');
      if (intent.status !== 'succeeded') return error(400, 'This PaymentIntent has not succeeded.');
      const amount = Number(form.amount ?? intent.amount);
      if (!(amount > 0 && amount <= intent.amount))
        return error(400, 'Refund amount is more than the charge.');
      return {
        status: 200,
        body: {
          id: `re_${++counter}`,
          object: 'refund',
          amount,
          payment_intent: intent.id,
          status: 'succeeded',
        },
      };
    }
    const intentMatch = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && intentMatch) {
      const intent = intents.get(intentMatch[1]!);
      return intent
        ? { status: 200, body: { object: 'payment_intent', ...intent } }
        : error(404, 'No such intent');
    }
    const readerMatch = path.match(/^\/v1\/terminal\/readers\/([^/]+)(\/[a-z_]+)?$/);
    if (!readerMatch) return error(404, `No such route ${path}`);
    if (readerMatch[1] !== FAKE_READER) return error(404, `No such terminal.reader: '${readerMatch[1]}'`);
    const verb = readerMatch[2];
    if (method === 'POST' && verb === '/process_payment_intent') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) return error(400, 'No such payment_intent');
      if (intent.status === 'succeeded') return error(400, 'This PaymentIntent has already succeeded.');
      if (action?.status === 'in_progress')
        return error(400, 'Reader is currently busy processing another request.');
      action = { status: 'in_progress', intent: intent.id, polls: 0 };
      return { status: 200, body: readerBody() };
    }
    if (method === 'POST' && verb === '/cancel_action') {
      action = null;
      return { status: 200, body: readerBody() };
    }
    if (method === 'GET' && verb === undefined) {
      if (action?.status === 'in_progress' && ++action.polls > fake.pendingPolls) {
        const intent = intents.get(action.intent)!;
        const declined = intent.amount % 100 === 5;
        action.status = declined ? 'failed' : 'succeeded';
        if (!declined) intent.status = 'succeeded';
      }
      return { status: 200, body: readerBody() };
    }
    return error(404, `No such route ${path}`);
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
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) result = error(401, 'Invalid API Key');
      // Stripe answers a repeated key with the first answer, word for word (stale state included).
      else if (req.method === 'POST' && idempotencyKey && byKey.has(idempotencyKey))
        result = byKey.get(idempotencyKey)!;
      else {
        result = answer(req.method!, url.pathname, form);
        if (idempotencyKey && req.method === 'POST')
          byKey.set(idempotencyKey, JSON.parse(JSON.stringify(result)) as typeof result);
      }
      res.statusCode = result.status;
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
