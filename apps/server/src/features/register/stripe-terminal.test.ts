import { randomUUID } from 'node:crypto';
import { TERMINAL_MESSAGES } from '@backroom/domain/messages/register';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import {
  FAKE_READER,
  FAKE_STRIPE_KEY,
  type FakeTerminal,
  startFakeTerminal,
} from '../../../test/fake-stripe-terminal';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { readItem } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { storeScoped } from '../../core/store-scope';
import { inventories, orderLineItems } from '../../db/schema';
import { saveSettings } from './settings';
import { StripeTerminal } from './stripe-terminal';

/** The register's Stripe Terminal adapter (server-driven) against a local fake of Stripe's API. */
let fake: FakeTerminal;
let ctx: TestContext;
let s: SalesShop;

beforeAll(async () => {
  fake = await startFakeTerminal();
  ctx = await createTestApp({
    REGISTER_CARD_PROVIDER: 'stripe-terminal',
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_API_URL: fake.url,
  });
  s = await makeSalesShop(ctx);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const sell = (body: Record<string, unknown>) =>
  call<{ tenders: { kind: string; reference: string | null }[]; total: number }>(ctx, {
    method: 'POST',
    url: '/api/register/sales',
    handle: s.handle,
    token: s.ownerToken,
    body,
  });
const settings = (terminalReaderId: string | null) =>
  saveSettings(ctx.deps.db, s.store.id, {
    taxRate: 0,
    returnDays: 30,
    returnPolicy: null,
    defaultDiscountLimit: 0,
    terminalReaderId,
  });

describe('card payments through Stripe Terminal', () => {
  it('asks for a reader before taking a card; the item stays on sale', async () => {
    await settings(null);
    const item = await s.item({ price: 5000 });
    const res = await sell({
      key: randomUUID(),
      lines: [{ id: item.id }],
      tenders: [{ kind: 'card', amount: 50 }],
    });
    expect([res.status, res.body.error]).toEqual([422, TERMINAL_MESSAGES.noReader]);
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    const answer = await call<{ cardProvider: string }>(ctx, {
      url: '/api/register/settings',
      handle: s.handle,
      token: s.ownerToken,
    });
    expect(answer.body.data.cardProvider).toBe('stripe-terminal');
  });

  it('creates a card_present PaymentIntent, hands it to the reader and waits for the tap', async () => {
    await settings(FAKE_READER);
    fake.pendingPolls = 2;
    const item = await s.item({ price: 7500 });
    const before = fake.seen.length;
    const res = await sell({
      key: randomUUID(),
      lines: [{ id: item.id }],
      tenders: [
        { kind: 'card', amount: 50 },
        { kind: 'cash', amount: 25 },
      ],
    });
    fake.pendingPolls = 0;
    expect(res.status).toBe(201);
    const card = res.body.data.tenders.find((t) => t.kind === 'card')!;
    expect(card.reference).toMatch(/^pi_\d+$/);
    const calls = fake.seen.slice(before);
    const create = calls.find((c) => c.method === 'POST' && c.path === '/v1/payment_intents')!;
    expect(create.form).toMatchObject({
      amount: '5000',
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card_present',
      capture_method: 'automatic',
    });
    expect(create.idempotencyKey).toMatch(/^backroom-register-/);
    expect(
      calls.filter((c) => c.path === `/v1/terminal/readers/${FAKE_READER}/process_payment_intent`),
    ).toHaveLength(1);
    // The reader was asked until the customer had tapped (two "in progress" answers first).
    expect(
      calls.filter((c) => c.method === 'GET' && c.path === `/v1/terminal/readers/${FAKE_READER}`).length,
    ).toBe(4); // once before handing the payment over, then until the tap
    expect(fake.intents.get(card.reference!)!.status).toBe('succeeded');
    expect((await readItem(ctx, item.id)).status).toBe('Sold');

    // A return refunds the card's part to the same PaymentIntent (the rest in cash).
    const saleId = (res.body.data as unknown as { id: number }).id;
    const back = await call<{ cardRefund: number; cashRefund: number }>(ctx, {
      method: 'POST',
      url: `/api/register/sales/${saleId}/return`,
      handle: s.handle,
      token: s.ownerToken,
      body: { key: randomUUID() },
    });
    expect(back.status).toBe(201);
    expect(back.body.data).toMatchObject({ cardRefund: 50, cashRefund: 25 });
    const refund = fake.seen.find((c) => c.path === '/v1/refunds')!;
    expect(refund.form).toMatchObject({ payment_intent: card.reference, amount: '5000' });
    expect(refund.idempotencyKey).toMatch(/^backroom-register-refund-/);
    expect((await readItem(ctx, item.id)).status).toBe('Active');
  });

  it('a declined card refuses the sale in words and sells nothing', async () => {
    await settings(FAKE_READER);
    const item = await s.item({ price: 4005 });
    const res = await sell({
      key: randomUUID(),
      lines: [{ id: item.id }],
      tenders: [{ kind: 'card', amount: 40.05 }],
    });
    expect([res.status, res.body.error]).toEqual([
      422,
      'The card was declined. Ask for another card or another way to pay.',
    ]);
    expect((await readItem(ctx, item.id)).status).toBe('Active');
  });

  it('charges once for one key: a retry finds the payment already taken', async () => {
    const terminal = new StripeTerminal(
      { secretKey: FAKE_STRIPE_KEY, apiUrl: fake.url },
      { intervalMs: 10, attempts: 50 },
    );
    const charge = {
      key: `retry-${randomUUID()}`,
      amount: 1200,
      currency: 'USD',
      readerId: FAKE_READER,
      description: 't',
    };
    const before = fake.seen.length;
    const first = await terminal.charge(charge);
    const again = await terminal.charge(charge);
    expect(again.reference).toBe(first.reference);
    const processed = fake.seen.slice(before).filter((c) => c.path.endsWith('/process_payment_intent'));
    expect(processed).toHaveLength(1);
  });

  /** Sells `item` by card while the reader reports "in progress" a few times; resolves once the reader has it. */
  async function sellWhileTapping(itemId: number, amount: number) {
    await settings(FAKE_READER);
    fake.pendingPolls = 3;
    const before = fake.seen.length;
    const body = { key: randomUUID(), lines: [{ id: itemId }], tenders: [{ kind: 'card', amount }] };
    const sale = sell(body);
    while (!fake.seen.slice(before).some((c) => c.path.endsWith('/process_payment_intent')))
      await new Promise((resolve) => setTimeout(resolve, 20));
    return { sale, before, body };
  }

  it('a retry while the customer taps follows the same payment and answers the same sale', async () => {
    const item = await s.item({ price: 4500 });
    const { sale, before, body } = await sellWhileTapping(item.id, 45);
    const retry = await sell(body);
    const first = await sale;
    fake.pendingPolls = 0;
    expect([first.status, retry.status].sort()).toEqual([200, 201]);
    const ids = [first, retry].map((r) => (r.body.data as unknown as { id: number }).id);
    expect(ids[0]).toBe(ids[1]);
    const handed = fake.seen.slice(before).filter((c) => c.path.endsWith('/process_payment_intent'));
    expect(handed).toHaveLength(1);
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
  });

  it('holds no lock or transaction while the customer taps: the item can be edited meanwhile', async () => {
    const item = await s.item({ price: 6000 });
    const { sale } = await sellWhileTapping(item.id, 60);
    // NOWAIT fails at once when another transaction holds the row.
    const locked = await ctx.deps.db.transaction((tx) =>
      tx.execute(
        sql`select id from inventories where store_id = ${s.store.id} and id = ${item.id} for update nowait`,
      ),
    );
    expect(locked.rows).toHaveLength(1);
    const res = await sale;
    fake.pendingPolls = 0;
    expect(res.status).toBe(201);
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
  });

  it('an item sold elsewhere while the customer taps: the card is refunded and the sale refused in words', async () => {
    const item = await s.item({ price: 3000 });
    const { sale, before } = await sellWhileTapping(item.id, 30);
    await ctx.deps.db
      .update(inventories)
      .set({ status: 'Sold' })
      .where(storeScoped(inventories, s.store.id, eq(inventories.id, item.id)));
    const res = await sale;
    fake.pendingPolls = 0;
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/ The card payment was refunded to the card\.$/);
    const calls = fake.seen.slice(before);
    const intent = calls.find((c) => c.method === 'POST' && c.path === '/v1/payment_intents');
    expect(intent).toBeDefined();
    const refund = calls.find((c) => c.path === '/v1/refunds')!;
    expect(refund.form).toMatchObject({ amount: '3000' });
    expect(refund.idempotencyKey).toMatch(/-void$/);
    const [orderLines] = await ctx.deps.db
      .select({ n: count() })
      .from(orderLineItems)
      .where(storeScoped(orderLineItems, s.store.id, eq(orderLineItems.inventoryId, item.id)));
    expect(orderLines!.n).toBe(0);
  });
});
