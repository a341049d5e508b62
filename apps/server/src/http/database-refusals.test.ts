import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeStore } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { storeScoped } from '../core/store-scope';
import { consignerTypes, scans } from '../db/schema';

/**
 * Issue 13.7 and 14.8: input the database refuses is the client's mistake (400/409), never a 500, and a
 * refused request changes nothing.
 */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

const asOwner = (method: 'POST' | 'PUT', url: string, body: unknown) =>
  call(ctx, { method, url, body, handle: shop.handle, token: shop.ownerToken });
const typeRows = () =>
  ctx.deps.db.select().from(consignerTypes).where(storeScoped(consignerTypes, shop.store.id));

describe('what the database refuses', () => {
  it('answers 10 parallel creates of a default consigner type with 201s and 409s, and keeps one default', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        asOwner('POST', '/api/consignerTypes', {
          accountType: `Rush ${i}`,
          sellingFee: 5,
          minFee: 0,
          isDefault: true,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.error).not.toMatch(/reference|SQL/i);
    expect((await typeRows()).filter((t) => t.isDefault)).toHaveLength(1);
  });

  it('refuses a NUL character and numbers beyond the column with 400, writing nothing', async () => {
    const before = (await typeRows()).length;
    for (const body of [
      { accountType: 'Bad\u0000Name', sellingFee: 5, minFee: 0 },
      { accountType: 'Huge', sellingFee: 5, minFee: 1e15 },
      { accountType: 'Huge', sellingFee: 5, minFee: 0, flatFee: 2 ** 53 },
      { accountType: 'Huge', sellingFee: 1e308, minFee: 0 },
    ]) {
      const res = await asOwner('POST', '/api/consignerTypes', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await typeRows()).length).toBe(before);
  });
});

describe('POST /api/scans (location check)', () => {
  const scanRows = () => ctx.deps.db.select().from(scans).where(storeScoped(scans, shop.store.id));

  it.each([
    [{ status: 'new', inventories: [1] }, /location/i],
    [{ status: 'new', location: 'Nowhere', inventories: [1] }, /Location not found/],
    [
      { status: 'new', location: 'Main Store', inventories: [] },
      'Scan at least one item before you run the check.',
    ],
  ])('refuses %j with a 400 in words and saves no scan', async (body, message) => {
    const res = await asOwner('POST', '/api/scans', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await scanRows()).toHaveLength(0);
  });
});
