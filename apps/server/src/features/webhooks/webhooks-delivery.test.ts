import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, type Shop } from '../../../test/inventory-factories';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { storeScoped } from '../../core/store-scope';
import { WEBHOOK_DELIVER_JOB } from '../../core/webhook-events/emit';
import { jobs, outboxEmails } from '../../db/schema';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema-webhooks';
import { insertWithCodes } from '../inventory';
import { DISABLED_REASON, retryDelayMs } from './deliver';

let ctx: TestContext;
let s: Shop;
let receiver: Receiver;
let endpointId: number;
let secret: string;

const setPrice = (id: number, price: number) =>
  call(ctx, {
    method: 'PUT',
    url: `/api/inventories/${id}`,
    handle: s.handle,
    token: s.ownerToken,
    body: { price },
  });

const deliveryRows = () =>
  ctx.deps.db
    .select()
    .from(webhookDeliveries)
    .where(storeScoped(webhookDeliveries, s.store.id))
    .orderBy(webhookDeliveries.id);

/** Makes every waiting retry due now, as if its back-off had passed, and runs the queue. */
async function retryNow() {
  await ctx.deps.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.status, 'pending'));
  await ctx.deps.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.name, WEBHOOK_DELIVER_JOB), eq(jobs.status, 'queued')));
  await ctx.worker.drain();
}

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
  receiver = await startReceiver();
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});
beforeEach(async () => {
  await ctx.worker.drain();
  await ctx.deps.db.delete(webhookEndpoints);
  await ctx.deps.db.delete(webhookEvents);
  receiver.received.length = 0;
  receiver.script.length = 0;
  const res = await call<{ endpoint: { id: number }; secret: string }>(ctx, {
    method: 'POST',
    url: '/api/webhooks/endpoints',
    handle: s.handle,
    token: s.ownerToken,
    body: { url: receiver.url, events: ['item.created', 'item.price_changed', 'item.status_changed'] },
  });
  endpointId = res.body.data.endpoint.id;
  secret = res.body.data.secret;
});

describe('delivery', () => {
  it('retries a failed delivery with growing back-off and the same signed body until it is answered', async () => {
    receiver.script.push(500, 503);
    const item = await s.item({ price: 10000 });
    await setPrice(item.id, 110);
    await ctx.worker.drain();
    const [first] = await deliveryRows();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    const wait = first!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(40_000);
    await ctx.worker.drain();
    expect(receiver.received).toHaveLength(1);
    await retryNow();
    await retryNow();
    expect(receiver.received.map((r) => r.answered)).toEqual([500, 503, 200]);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(receiver.allSigned(secret)).toBe(true);
    const [done] = await deliveryRows();
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200, error: null });
    expect(retryDelayMs(1, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(4, () => 0.5)).toBe(240_000);
    expect(retryDelayMs(40, () => 0.5)).toBe(2 * 60 * 60 * 1000);
  });

  it('keeps the order per item: a later event waits while an earlier one for the same item is retried', async () => {
    const one = await s.item({ price: 10000 });
    const other = await s.item({ price: 10000 });
    receiver.script.push(500);
    await setPrice(one.id, 101);
    await setPrice(one.id, 102);
    await setPrice(other.id, 201);
    await ctx.worker.drain();
    const prices = () => receiver.received.map((r) => (r.event.data.item as { price: number }).price);
    expect(prices()).toEqual([10100, 20100]);
    await retryNow();
    expect(prices()).toEqual([10100, 20100, 10100, 10200]);
    expect((await deliveryRows()).every((d) => d.status === 'succeeded')).toBe(true);
  });

  it('a change that rolls back sends nothing: its events go with it', async () => {
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await insertWithCodes(tx, s.handle, [
          {
            storeId: s.store.id,
            productId: s.product.id,
            consignerId: s.seller.consigner.id,
            status: 'Active',
            price: 5000,
          },
        ]);
        expect((await tx.select().from(webhookEvents)).map((e) => e.type)).toEqual(['item.created']);
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    await ctx.worker.drain();
    expect(await ctx.deps.db.select().from(webhookEvents)).toEqual([]);
    expect(await deliveryRows()).toEqual([]);
    expect(receiver.received).toEqual([]);
    const refused = await setPrice((await s.item({ price: 10000 })).id, -5);
    expect(refused.status).toBe(400);
    await ctx.worker.drain();
    expect(receiver.received).toEqual([]);
  });

  it('gives a delivery up after a day and lets the next event of the item go', async () => {
    const item = await s.item({ price: 10000 });
    receiver.script.push(500, 500);
    await setPrice(item.id, 101);
    await setPrice(item.id, 102);
    await ctx.worker.drain();
    const [first] = await deliveryRows();
    await ctx.deps.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(storeScoped(webhookDeliveries, s.store.id, eq(webhookDeliveries.id, first!.id)));
    await retryNow();
    const rows = await deliveryRows();
    expect(rows.map((d) => d.status)).toEqual(['failed', 'succeeded']);
    expect(rows[0]!.error).toBe('The endpoint answered HTTP 500.');
  });

  it('disables an endpoint that has failed for a day and e-mails the owner through the outbox', async () => {
    await ctx.deps.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(webhookEndpoints.id, endpointId));
    receiver.script.push(500);
    const item = await s.item({ price: 10000 });
    await setPrice(item.id, 101);
    await setPrice(item.id, 102);
    await ctx.worker.drain();
    const [endpoint] = await ctx.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: DISABLED_REASON });
    expect((await deliveryRows()).map((d) => d.status)).toEqual(['skipped', 'skipped']);
    const mails = await ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, s.ownerEmail));
    expect(mails.map((m) => m.subject)).toContain(`Webhook endpoint disabled for ${s.store.name}`);
    await setPrice(item.id, 103);
    await ctx.worker.drain();
    expect(receiver.received).toHaveLength(1);
    const on = await call(ctx, {
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${endpointId}`,
      handle: s.handle,
      token: s.ownerToken,
      body: { enabled: true },
    });
    expect(on.body.data).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('a success clears the failure clock', async () => {
    receiver.script.push(500);
    const item = await s.item({ price: 10000 });
    await setPrice(item.id, 101);
    await ctx.worker.drain();
    const failing = await ctx.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(failing[0]!.failingSince).not.toBeNull();
    await retryNow();
    const healed = await ctx.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(healed[0]!.failingSince).toBeNull();
  });

  it('takes over a delivery whose sender died mid-attempt once its claim has run out', async () => {
    const item = await s.item({ price: 10000 });
    await setPrice(item.id, 101);
    // Another worker claimed it and died: its claim still runs for a while.
    await ctx.deps.db
      .update(webhookDeliveries)
      .set({ status: 'sending', claimedUntil: new Date(Date.now() + 60_000) })
      .where(storeScoped(webhookDeliveries, s.store.id));
    await ctx.worker.drain();
    expect(receiver.received).toEqual([]);
    const waiting = await ctx.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, WEBHOOK_DELIVER_JOB), eq(jobs.status, 'queued')));
    expect(waiting).toHaveLength(1);
    await ctx.deps.db
      .update(webhookDeliveries)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(storeScoped(webhookDeliveries, s.store.id));
    await retryNow();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveryRows())[0]).toMatchObject({ status: 'succeeded' });
  });
});
