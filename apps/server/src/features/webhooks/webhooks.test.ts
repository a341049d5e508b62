import { WEBHOOK_MESSAGES } from '@backroom/domain/messages/webhooks';
import { WEBHOOK_DATA_SCHEMAS, webhookEventEnvelope } from '@backroom/domain/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, makeEmployee } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { webhookEndpoints } from '../../db/schema-webhooks';
import { checkEndpointUrl, isPublicAddress } from './address';

let ctx: TestContext;
let a: SalesShop;
let b: SalesShop;
let receiver: Receiver;

interface Endpoint {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
}
interface Delivery {
  id: number;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  responseMs: number | null;
  responseExcerpt: string | null;
  payload: string;
}

const api = <T = Record<string, unknown>>(shop: SalesShop, method: string, url: string, body?: unknown) =>
  call<T>(ctx, { method: method as 'GET', url, handle: shop.handle, token: shop.ownerToken, body });

async function register(shop: SalesShop, events: string[], url = receiver.url) {
  const res = await api<{ endpoint: Endpoint; secret: string; message: string }>(
    shop,
    'POST',
    '/api/webhooks/endpoints',
    { url, description: 'Accounting', events },
  );
  expect(res.status, res.body.error ?? '').toBe(200);
  return res.body.data;
}

const deliveries = async (shop: SalesShop, endpointId: number) =>
  (
    await api<{ deliveries: Delivery[]; total: number }>(
      shop,
      'GET',
      `/api/webhooks/endpoints/${endpointId}/deliveries`,
    )
  ).body.data.deliveries;

beforeAll(async () => {
  ctx = await createTestApp();
  a = await makeSalesShop(ctx);
  b = await makeSalesShop(ctx);
  receiver = await startReceiver();
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});
beforeEach(async () => {
  await ctx.worker.drain();
  receiver.received.length = 0;
  await ctx.deps.db.delete(webhookEndpoints);
});

describe('webhook endpoints', () => {
  it('the owner registers one and sees its signing secret once; it is sealed at rest and revealable', async () => {
    const { endpoint, secret, message } = await register(a, ['item.price_changed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(message).toBe(WEBHOOK_MESSAGES.created);
    const [row] = await ctx.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretSealed).not.toContain(secret.slice(6));
    const list = await api<{ endpoints: Record<string, unknown>[] }>(a, 'GET', '/api/webhooks/endpoints');
    expect(list.body.data.endpoints).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const reveal = await api<{ secret: string }>(
      a,
      'POST',
      `/api/webhooks/endpoints/${endpoint.id}/secret`,
      {},
    );
    expect(reveal.body.data.secret).toBe(secret);
  });

  it('refuses addresses that are not https, and events it does not know, in words', async () => {
    const plain = await api(a, 'POST', '/api/webhooks/endpoints', {
      url: 'http://example.com/hook',
      events: ['item.sold'],
    });
    expect(plain.status).toBe(400);
    expect(plain.body.error).toContain(WEBHOOK_MESSAGES.urlHttps);
    const unknown = await api(a, 'POST', '/api/webhooks/endpoints', {
      url: 'https://example.com/hook',
      events: ['item.exploded'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain(WEBHOOK_MESSAGES.unknownEvent);
    const none = await api(a, 'POST', '/api/webhooks/endpoints', {
      url: 'https://example.com/h',
      events: [],
    });
    expect(none.body.error).toContain(WEBHOOK_MESSAGES.eventsRequired);
  });

  it('in production refuses loopback, private and link-local hosts and plain http', async () => {
    const production = { production: true };
    for (const url of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/',
      'https://169.254.169.254/latest',
      'https://[::1]/',
    ])
      await expect(checkEndpointUrl(url, production)).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
    await expect(checkEndpointUrl('https://localhost/x', production)).rejects.toThrow(
      WEBHOOK_MESSAGES.urlPrivate,
    );
    await expect(checkEndpointUrl('http://127.0.0.1:9/x', production)).rejects.toThrow(
      WEBHOOK_MESSAGES.urlHttps,
    );
    await expect(checkEndpointUrl('https://8.8.8.8/hook', production)).resolves.toBeUndefined();
    expect(isPublicAddress('::ffff:192.168.1.1')).toBe(false);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
  });

  it('is the owner only: staff with every other control are refused', async () => {
    const manager = await makeEmployee(ctx, a.store, { accessControls: ['Settings', 'Inventory', 'Orders'] });
    const res = await call(ctx, { url: '/api/webhooks/endpoints', handle: a.handle, token: manager.token });
    expect(res.status).toBe(403);
  });

  it("keeps stores apart: another store's owner can neither see nor use an endpoint, nor gets its events", async () => {
    const { endpoint } = await register(a, ['item.price_changed']);
    await register(b, ['item.price_changed']);
    expect(
      (await api<{ endpoints: Endpoint[] }>(b, 'GET', '/api/webhooks/endpoints')).body.data.endpoints,
    ).toEqual([expect.objectContaining({ url: receiver.url })]);
    const base = `/api/webhooks/endpoints/${endpoint.id}`;
    expect((await api(b, 'PATCH', base, { enabled: false })).status).toBe(404);
    expect((await api(b, 'POST', `${base}/secret`, {})).status).toBe(404);
    expect((await api(b, 'POST', `${base}/test`, {})).status).toBe(404);
    expect((await api(b, 'GET', `${base}/deliveries`)).status).toBe(404);
    expect((await api(b, 'DELETE', base)).status).toBe(404);
    const item = await a.item({ price: 10000 });
    await call(ctx, {
      method: 'PUT',
      url: `/api/inventories/${item.id}`,
      handle: a.handle,
      token: a.ownerToken,
      body: { price: 120 },
    });
    await ctx.worker.drain();
    expect(receiver.received.map((r) => r.event.store)).toEqual([a.handle]);
    const [aDelivery] = await deliveries(a, endpoint.id);
    expect((await api(b, 'POST', `/api/webhooks/deliveries/${aDelivery!.id}/redeliver`, {})).status).toBe(
      404,
    );
  });
});

describe('events from real changes', () => {
  it('a price change reaches the endpoint signed, with the documented payload, and lands in the log', async () => {
    const { endpoint, secret } = await register(a, ['item.price_changed', 'item.status_changed']);
    const item = await a.item({ price: 10000 });
    const res = await call(ctx, {
      method: 'PUT',
      url: `/api/inventories/${item.id}`,
      handle: a.handle,
      token: a.clerk.token,
      body: { price: 125.5 },
    });
    expect(res.status).toBe(200);
    await ctx.worker.drain();
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(receiver.allSigned(secret)).toBe(true);
    expect(receiver.allSigned('whsec_someone-else')).toBe(false);
    expect(got.headers['backroom-event']).toBe('item.price_changed');
    const envelope = webhookEventEnvelope('item.price_changed', WEBHOOK_DATA_SCHEMAS['item.price_changed']);
    const event = envelope.parse(got.event);
    expect(event.data).toMatchObject({
      previousPrice: 10000,
      item: { id: item.id, price: 12550, currency: 'USD' },
    });
    const [logged] = await deliveries(a, endpoint.id);
    expect(logged).toMatchObject({
      eventType: 'item.price_changed',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseExcerpt: 'thanks',
    });
    expect(logged!.responseMs).toBeGreaterThanOrEqual(0);
    expect(logged!.payload).toBe(got.body);
  });

  it('a sale through the shop sends order.created, the status change and item.sold; a payout sends payout.created, then payout.paid', async () => {
    await register(a, ['order.created', 'item.status_changed', 'item.sold', 'payout.created', 'payout.paid']);
    const item = await a.soldItem(a.seller.consigner.id);
    await ctx.worker.drain();
    const types = receiver.received.map((r) => r.event.type);
    expect(types).toEqual(expect.arrayContaining(['order.created', 'item.status_changed', 'item.sold']));
    const sold = receiver.received.find((r) => r.event.type === 'item.sold')!;
    expect(sold.event.data).toMatchObject({ item: { id: item.id, status: 'Sold' } });
    expect(types.indexOf('item.status_changed')).toBeLessThan(types.indexOf('item.sold'));
    receiver.received.length = 0;
    const payout = await a.createPayout([item.id]);
    expect(payout.status).toBe(201);
    await ctx.worker.drain();
    expect(receiver.received.map((r) => r.event.type)).toEqual(['payout.created']);
    expect(receiver.received[0]!.event.data).toMatchObject({ payout: { id: payout.body.data.id } });
    receiver.received.length = 0;
    const paid = await a.api('POST', `/api/payouts/paid/${payout.body.data.id}`, a.cashier.token, {});
    expect(paid.status).toBe(200);
    await ctx.worker.drain();
    const payoutEvents = receiver.received.filter((r) => r.event.type.startsWith('payout.'));
    expect(payoutEvents.map((r) => r.event.data)).toEqual([
      { payout: expect.objectContaining({ id: payout.body.data.id, status: 'Paid', currency: 'USD' }) },
    ]);
  });

  it('the store buying an item sends payout.created for its Ready to Pay (Buying) line', async () => {
    await register(a, ['payout.created']);
    const item = await a.item({ status: 'Requested', price: 15000, locationId: null, acceptedOn: null });
    const bought = await a.act(a.clerk.token, 'storeBuyRequestedInventory', {
      ids: [item.id],
      location: a.main.name,
    });
    expect(bought.status, String(bought.body.error)).toBe(200);
    await ctx.worker.drain();
    expect(receiver.received.map((r) => r.event.type)).toEqual(['payout.created']);
    expect(receiver.received[0]!.event.data).toEqual({
      payout: expect.objectContaining({
        name: `Buying ${item.code}`,
        status: 'Buying',
        total: 15000,
        currency: 'USD',
      }),
    });
  });

  it('a new consigner sends consigner.created; events nobody listens to are not written', async () => {
    await register(a, ['consigner.created']);
    const res = await api<{ consigner?: { id: number }; id?: number }>(a, 'POST', '/api/consigners', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada.${Date.now()}@example.test`,
      phone: '+1 555 0100',
      address: '1 Analytical Way',
      payoutType: 'Bank',
      bankData: {
        routingType: 'abaNumber',
        accountName: 'Ada L',
        accountNumber: '123',
        routingNumber: '021000021',
      },
    });
    expect(res.status, res.body.error ?? '').toBeLessThan(300);
    const item = await a.item({ price: 10000 });
    await call(ctx, {
      method: 'PUT',
      url: `/api/inventories/${item.id}`,
      handle: a.handle,
      token: a.ownerToken,
      body: { price: 99 },
    });
    await ctx.worker.drain();
    expect(receiver.received.map((r) => r.event.type)).toEqual(['consigner.created']);
    expect(receiver.received[0]!.event.data).toMatchObject({
      consigner: { firstName: 'Ada', lastName: 'Lovelace' },
    });
  });

  it('"send test event" and "redeliver" send again through the log', async () => {
    const { endpoint, secret } = await register(a, ['item.sold']);
    const test = await api<{ deliveryId: number }>(
      a,
      'POST',
      `/api/webhooks/endpoints/${endpoint.id}/test`,
      {},
    );
    expect(test.status).toBe(200);
    await ctx.worker.drain();
    expect(receiver.received.map((r) => r.event.type)).toEqual(['webhook.test']);
    const again = await api<{ deliveryId: number }>(
      a,
      'POST',
      `/api/webhooks/deliveries/${test.body.data.deliveryId}/redeliver`,
      {},
    );
    expect(again.status).toBe(200);
    await ctx.worker.drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.event.id).toBe(receiver.received[0]!.event.id);
    expect(receiver.allSigned(secret)).toBe(true);
    const log = await deliveries(a, endpoint.id);
    expect(log.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
  });
});
