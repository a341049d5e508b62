import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeStore } from '../../../test/factories';
import {
  DECLINED_METHOD,
  FAKE_STRIPE_KEY,
  type FakeStripe,
  startFakeStripe,
} from '../../../test/fake-stripe';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { accountOf, billingOf, invoicesOf, setAccount } from './billing-test-kit';
import { runInvoices } from './invoice-run';

const WEBHOOK_SECRET = 'whsec_backroom_test';
let ctx: TestContext;
let fake: FakeStripe;
const signer = new Stripe('sk_test_unused');

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_${++eventCounter}`,
    object: 'event',
    type,
    data: { object },
    created: 1,
    livemode: false,
  };
}

async function deliver(body: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(body);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return call<{ received: boolean; result: string }>(ctx, {
    method: 'POST',
    url: '/open/billing/stripe/webhook',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    body: payload,
  });
}

async function checkoutCompleted(
  storeId: number,
  card: FakeStripe['nextCard'],
  token: string,
  handle: string,
) {
  fake.nextCard = card;
  const setup = await call<{ redirectUrl: string }>(ctx, {
    method: 'PUT',
    url: '/api/billing/paymentMethod',
    handle,
    token,
    body: {},
  });
  const session = fake.seen.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
  const intent = `seti_${Number(setup.body.data.redirectUrl.split('_').pop()) + 1}`;
  return {
    setup,
    session,
    event: event('checkout.session.completed', {
      id: setup.body.data.redirectUrl.split('/').pop(),
      object: 'checkout.session',
      mode: 'setup',
      customer: session.form.customer,
      setup_intent: intent,
      metadata: { storeId: String(storeId) },
    }),
  };
}

describe('Stripe billing against a local fake', () => {
  it('collects the card on Checkout, saves it from the signed webhook once, and charges invoices off-session', async () => {
    const s = await makeStore(ctx);
    const done = await checkoutCompleted(
      s.store.id,
      { id: 'pm_card_visa', brand: 'visa', last4: '4242' },
      s.ownerToken,
      s.handle,
    );
    expect(done.setup.status).toBe(200);
    expect(done.setup.body.data.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const customer = fake.seen.find((r) => r.path === '/v1/customers')!;
    expect(customer.form).toMatchObject({ email: s.ownerEmail, 'metadata[storeId]': String(s.store.id) });
    expect(customer.idempotencyKey).toBe(`backroom-customer-${s.store.id}`);
    expect(done.session.form).toMatchObject({ mode: 'setup', currency: 'usd' });
    expect(done.session.form.success_url).toMatch(/\/billing\?paymentMethod=saved$/);

    const forged = await deliver(done.event, 'whsec_wrong');
    expect([forged.status, forged.body.error]).toEqual([400, 'Webhook signature does not match.']);
    expect((await accountOf(ctx, s.store.id)).paymentMethodRef).toBeNull();

    expect((await deliver(done.event)).body.data.result).toBe('paymentMethodSaved');
    expect((await deliver(done.event)).body.data.result).toBe('duplicate');
    const account = await accountOf(ctx, s.store.id);
    expect(account).toMatchObject({
      paymentMethodLabel: 'Visa ending 4242',
      paymentMethodRef: 'pm_card_visa',
    });

    await setAccount(ctx, s.store.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await runInvoices(ctx.deps.db, { config: billingOf(ctx) });
    await ctx.worker.drain();
    const [invoice] = await invoicesOf(ctx, s.store.id);
    expect(invoice).toMatchObject({ status: 'paid', total: 4900 });
    const charge = fake.seen.find((r) => r.path === '/v1/payment_intents')!;
    expect(charge.form).toMatchObject({
      amount: '4900',
      currency: 'usd',
      customer: account.providerCustomerId,
      payment_method: 'pm_card_visa',
      'metadata[invoiceId]': String(invoice!.id),
    });
    expect(charge.idempotencyKey).toBe(`backroom-invoice-${s.store.id}-${invoice!.id}-1`);
    expect(invoice!.providerRef).toMatch(/^pi_/);
  });

  it('a declined card makes the store past due; the payment_intent.succeeded webhook ends it, once', async () => {
    const s = await makeStore(ctx);
    const done = await checkoutCompleted(
      s.store.id,
      { id: DECLINED_METHOD, brand: 'visa', last4: '0341' },
      s.ownerToken,
      s.handle,
    );
    await deliver(done.event);
    await setAccount(ctx, s.store.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await runInvoices(ctx.deps.db, { config: billingOf(ctx) });
    await ctx.worker.drain();
    const [invoice] = await invoicesOf(ctx, s.store.id);
    expect(invoice).toMatchObject({ status: 'open', lastError: 'Your card was declined.' });
    expect((await accountOf(ctx, s.store.id)).status).toBe('past_due');

    const succeeded = event('payment_intent.succeeded', {
      id: 'pi_paid_later',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { storeId: String(s.store.id), invoiceId: String(invoice!.id) },
    });
    expect((await deliver(succeeded)).body.data.result).toBe('paid');
    expect((await deliver(succeeded)).body.data.result).toBe('duplicate');
    expect((await invoicesOf(ctx, s.store.id))[0]).toMatchObject({
      status: 'paid',
      providerRef: 'pi_paid_later',
    });
    expect(await accountOf(ctx, s.store.id)).toMatchObject({ status: 'active', pastDueSince: null });

    const ignored = await deliver(event('customer.updated', { id: 'cus_x', object: 'customer' }));
    expect(ignored.body.data.result).toBe('ignored');
  });
});
