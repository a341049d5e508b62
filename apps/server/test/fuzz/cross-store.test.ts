import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConsigner, makeStore } from '../factories';
import { createTestApp, type TestContext } from '../helpers';
import { baseRequestFor, type FuzzRequest } from './hostile';
import type { Operation, World } from './operations';
import { takeWrites, watchWrites } from './snapshot';
import { byRisk, documentedOperations, makeWorld, tokenFor } from './world';

/**
 * Cross-store with valid bodies (issue 13): every documented operation is called with a second store's token and
 * the first store's ids, with the body that succeeds for the first store's owner. Nothing of the first store may
 * come back and none of its rows may change. Each call is then repeated as the first store's owner, to prove the
 * body was one that works; the operations where it did are printed and counted.
 */
let ctx: TestContext;
let world: World;
let secrets: string[];
let victim: { owner: string; consigner: string };
let rival: { handle: string; owner: string; consigner: string };
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp();
  const made = await makeWorld(ctx);
  world = made.world;
  secrets = made.secrets;
  victim = { owner: made.shop.ownerToken, consigner: made.shop.seller.token };
  const other = await makeStore(ctx);
  rival = {
    handle: other.handle,
    owner: other.ownerToken,
    consigner: (await makeConsigner(ctx, other.store)).token,
  };
  operations = byRisk(await documentedOperations(ctx));
  await watchWrites(ctx.deps.db);
}, 120_000);
afterAll(() => ctx.close());

async function send(req: FuzzRequest, handle: string, token: string | null) {
  const headers: Record<string, string> = { 'x-store-handle': handle };
  if (token) headers.authorization = `Bearer ${token}`;
  const withBody = req.payload !== undefined && req.method !== 'GET';
  if (withBody) headers['content-type'] = 'application/json';
  return ctx.app.inject({
    method: req.method as 'POST',
    url: req.url,
    headers,
    ...(withBody ? { payload: JSON.stringify(req.payload) } : {}),
  });
}

describe('another store’s token with this store’s ids and working bodies', () => {
  it('leaks nothing and writes nothing of the first store', { timeout: 300_000 }, async () => {
    const leaks: string[] = [];
    const writes: string[] = [];
    const proven: string[] = [];
    let requests = 0;
    for (const op of operations) {
      const req = baseRequestFor(op, world);
      const label = `${op.method} ${op.path}`;
      for (const alternate of [false, true]) {
        const rivalToken = tokenFor(ctx, op, { owner: rival.owner, consigner: rival.consigner }, alternate);
        for (const handle of [rival.handle, world.handle]) {
          await takeWrites(ctx.deps.db);
          const res = await send(req, handle, rivalToken);
          requests++;
          const changed = await takeWrites(ctx.deps.db, world.storeId);
          if (changed.length)
            writes.push(
              `${label} via ${handle === world.handle ? 'its own handle' : 'the rival handle'} -> ${res.statusCode} changed ${changed.join(', ')}`,
            );
          // A public page of the first store (its shop, its catalogue) shows its products to anyone, by design.
          const publicPage = rivalToken === null && handle === world.handle;
          const found = publicPage ? [] : secrets.filter((s) => res.body.includes(s));
          if (found.length)
            leaks.push(
              `${label} via ${handle === world.handle ? 'its own handle' : 'the rival handle'} -> ${res.statusCode} showed ${found.join(', ')}`,
            );
        }
      }
      const right = await send(req, world.handle, tokenFor(ctx, op, victim));
      if (right.statusCode < 300) proven.push(`${label} ${right.statusCode}`);
    }
    console.log(
      `cross-store: ${operations.length} operations, ${requests} foreign requests, ${leaks.length} leaks, ` +
        `${writes.length} writes; the same body succeeded for the right store on ${proven.length}: ${proven.join('; ')}`,
    );
    expect(leaks).toEqual([]);
    expect(writes).toEqual([]);
    expect(proven.length).toBeGreaterThan(50);
  });
});
