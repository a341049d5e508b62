import fs from 'node:fs';
import path from 'node:path';
import { WEBHOOK_MESSAGES } from '@backroom/domain/messages/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver';
import { storeScoped } from '../../core/store-scope';
import { webhookEndpoints } from '../../db/schema-webhooks';
import { verifySignature } from './signature';

let ctx: TestContext;
let a: SalesShop;
let b: SalesShop;
let receiver: Receiver;

interface Rolled {
  secret: string;
  previousSecretExpiresAt: string | null;
  message: string;
}

const api = <T = Record<string, unknown>>(shop: SalesShop, method: string, url: string, body?: unknown) =>
  call<T>(ctx, { method: method as 'GET', url, handle: shop.handle, token: shop.ownerToken, body });

async function register() {
  const res = await api<{ endpoint: { id: number }; secret: string }>(a, 'POST', '/api/webhooks/endpoints', {
    url: receiver.url,
    events: ['item.sold'],
  });
  expect(res.status, res.body.error ?? '').toBe(200);
  return res.body.data;
}

const roll = (id: number, keepOldSecretForHours: unknown, shop = a) =>
  api<Rolled>(shop, 'POST', `/api/webhooks/endpoints/${id}/secret/roll`, { keepOldSecretForHours });

const REPO = path.resolve(import.meta.dirname, '../../../../..');

/** docs/api.md's receiver sample, written out and imported as a receiver would copy it. */
async function documentedVerifier() {
  const doc = fs.readFileSync(path.join(REPO, 'docs/api.md'), 'utf8');
  const sample = /```ts\n(export function verifyBackroomSignature[\s\S]*?)```/.exec(
    doc.replace("import { createHmac, timingSafeEqual } from 'node:crypto';\n\n", ''),
  )?.[1];
  expect(sample, 'the verification sample in docs/api.md').toBeDefined();
  const dir = path.join(REPO, 'tmp');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `verify-sample-${process.pid}.ts`);
  fs.writeFileSync(file, `import { createHmac, timingSafeEqual } from 'node:crypto';\n${sample}`);
  try {
    const module = (await import(file)) as {
      verifyBackroomSignature: (secret: string, header: string, body: string) => boolean;
    };
    return module.verifyBackroomSignature;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Sends a test event and answers the signature header it arrived with. */
async function deliveredSignature(id: number) {
  receiver.received.length = 0;
  expect((await api(a, 'POST', `/api/webhooks/endpoints/${id}/test`, {})).status).toBe(200);
  await ctx.worker.drain();
  const [got] = receiver.received;
  expect(got).toBeDefined();
  const header = got!.headers['backroom-signature'] as string;
  return {
    header,
    body: got!.body,
    verifies: (secret: string) => verifySignature({ secret, header, body: got!.body }),
  };
}

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
  await ctx.deps.db.delete(webhookEndpoints);
});

describe('rolling a webhook signing secret', () => {
  it('signs with both secrets while the old one is kept, so a receiver can switch without losing a delivery', async () => {
    const { endpoint, secret: old } = await register();
    const rolled = await roll(endpoint.id, 24);
    expect(rolled.status, rolled.body.error ?? '').toBe(200);
    const { secret, previousSecretExpiresAt, message } = rolled.body.data;
    expect(message).toBe(WEBHOOK_MESSAGES.secretRolled);
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    const hoursLeft = (Date.parse(previousSecretExpiresAt!) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    const delivered = await deliveredSignature(endpoint.id);
    expect(delivered.header.match(/v1=/g)).toHaveLength(2);
    expect(delivered.verifies(old)).toBe(true);
    expect(delivered.verifies(secret)).toBe(true);
    // The receiver sample in docs/api.md accepts it with either secret, and not with another.
    const documented = await documentedVerifier();
    expect(documented(secret, delivered.header, delivered.body)).toBe(true);
    expect(documented(old, delivered.header, delivered.body)).toBe(true);
    expect(documented('whsec_another', delivered.header, delivered.body)).toBe(false);

    // The list says until when the old one signs; "reveal" shows the new one.
    const list = await api<{ endpoints: { previousSecretExpiresAt: string | null }[] }>(
      a,
      'GET',
      '/api/webhooks/endpoints',
    );
    expect(list.body.data.endpoints[0]!.previousSecretExpiresAt).toBe(previousSecretExpiresAt);
    const reveal = await api<{ secret: string }>(
      a,
      'POST',
      `/api/webhooks/endpoints/${endpoint.id}/secret`,
      {},
    );
    expect(reveal.body.data.secret).toBe(secret);
  });

  it('with "stop now" the old secret stops at once; a kept one stops when its time is up', async () => {
    const { endpoint, secret: first } = await register();
    const now = (await roll(endpoint.id, 0)).body.data;
    expect(now.previousSecretExpiresAt).toBeNull();
    let delivered = await deliveredSignature(endpoint.id);
    expect(delivered.header.match(/v1=/g)).toHaveLength(1);
    expect(delivered.verifies(first)).toBe(false);
    expect(delivered.verifies(now.secret)).toBe(true);

    const kept = (await roll(endpoint.id, 1)).body.data;
    await ctx.deps.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(storeScoped(webhookEndpoints, a.store.id, eq(webhookEndpoints.id, endpoint.id)));
    delivered = await deliveredSignature(endpoint.id);
    expect(delivered.verifies(now.secret)).toBe(false);
    expect(delivered.verifies(kept.secret)).toBe(true);
    const list = await api<{ endpoints: { previousSecretExpiresAt: string | null }[] }>(
      a,
      'GET',
      '/api/webhooks/endpoints',
    );
    expect(list.body.data.endpoints[0]!.previousSecretExpiresAt).toBeNull();
  });

  it('rolling again during the overlap keeps only the secret it replaces beside the new one', async () => {
    const { endpoint, secret: first } = await register();
    const second = (await roll(endpoint.id, 24)).body.data.secret;
    const third = (await roll(endpoint.id, 24)).body.data.secret;
    const delivered = await deliveredSignature(endpoint.id);
    expect(delivered.header.match(/v1=/g)).toHaveLength(2);
    expect(delivered.verifies(third)).toBe(true);
    expect(delivered.verifies(second)).toBe(true);
    expect(delivered.verifies(first)).toBe(false);
  });

  it('refuses an overlap out of range in words, changes nothing, and is the store owner’s own', async () => {
    const { endpoint, secret } = await register();
    for (const hours of [169, -1, 1.5, '24', undefined]) {
      const res = await roll(endpoint.id, hours);
      expect(res.status, String(hours)).toBe(400);
      expect(res.body.error).toBe(WEBHOOK_MESSAGES.keepOldSecretFor);
    }
    expect((await roll(endpoint.id, 24, b)).status).toBe(404);
    const reveal = await api<{ secret: string }>(
      a,
      'POST',
      `/api/webhooks/endpoints/${endpoint.id}/secret`,
      {},
    );
    expect(reveal.body.data.secret).toBe(secret);
    const clerk = await call(ctx, {
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint.id}/secret/roll`,
      handle: a.handle,
      token: a.cashier.token,
      body: { keepOldSecretForHours: 0 },
    });
    expect(clerk.status).toBe(403);
  });
});
