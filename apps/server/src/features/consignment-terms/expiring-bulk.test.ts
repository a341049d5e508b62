import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeEmployee } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consignerRow, logsOf, makeShop, readItem, type Shop } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { attachTerms } from '../../core/terms/snapshot';
import { payoutItems } from '../../db/schema';

let ctx: TestContext;
let s: Shop;
beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
  const created = await call(ctx, {
    method: 'POST',
    url: '/api/consignmentTerms',
    body: {
      name: 'Forty days',
      termDays: 40,
      expiryAction: 'return',
      graceDays: 7,
      renewalFee: 12,
      convertPayoutPercent: 50,
      markdowns: [],
    },
    handle: s.handle,
    token: s.ownerToken,
  });
  expect(created.status).toBe(201);
});
afterAll(() => ctx.close());

/** An item whose 40-day term ends in `daysLeft` days (two: inside the Expiring week). */
async function expiring(status = 'Active', daysLeft = 2, consignerId = s.seller.consigner.id) {
  const item = await s.item({
    status,
    price: 10_000,
    consignerId,
    acceptedOn: new Date(Date.now() - (40 - daysLeft) * 86_400_000),
  });
  await attachTerms(ctx.deps.db, s.store, [item.id]);
  return item;
}
type Answer = {
  done: number;
  skipped: number;
  notFound: number;
  skippedBy: Record<string, number>;
  message: string;
};
const act = (body: unknown, token = s.clerk.token) =>
  call<Answer>(ctx, {
    method: 'POST',
    url: '/api/consignmentTerms/expiring/actions',
    body,
    handle: s.handle,
    token,
  });

describe('bulk actions on the Expiring list', () => {
  it('renews the selected items in one go, charges the fee, and says in words what it skipped', async () => {
    const a = await expiring();
    const b = await expiring();
    const asked = await expiring('RequestWithdrawal');
    const before = (await consignerRow(ctx, s.store.id, s.seller.consigner.id)).balanceOwed;
    const res = await act({ action: 'renew', ids: [a.id, b.id, asked.id, 999_999] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ done: 2, skipped: 1, notFound: 1 });
    expect(res.body.data.skippedBy).toMatchObject({ waitingForReturn: 1, notExpiringYet: 0 });
    expect(res.body.data.message).toBe(
      `2 items renewed. 1 item skipped: 1 already waiting to be returned (${asked.code}). 1 item not found.`,
    );
    const renewed = await readItem(ctx, a.id);
    expect(renewed.termsExpiresOn! > (await readItem(ctx, asked.id)).termsExpiresOn!).toBe(true);
    expect((await consignerRow(ctx, s.store.id, s.seller.consigner.id)).balanceOwed).toBe(before + 2 * 1_200);
    const logs = await logsOf(ctx, a.id);
    expect(logs.map((l) => l.action)).toContain('From the Expiring list: renewed');
  });

  it('returns and converts', async () => {
    const r = await expiring();
    const c = await expiring();
    expect((await act({ action: 'return', ids: [r.id] })).body.data.message).toBe(
      '1 item set aside to return to the consigner.',
    );
    expect((await readItem(ctx, r.id)).status).toBe('RequestWithdrawal');
    expect((await act({ action: 'convert', ids: [c.id] }, s.ownerToken)).body.data.done).toBe(1);
    const converted = await readItem(ctx, c.id);
    expect(converted.consignerId).toBe(s.account.id);
    expect(converted.payoutAmount).toBe(5_000);
  });

  it('needs Inventory access, a selection, and this store', async () => {
    const item = await expiring();
    expect((await act({ action: 'renew', ids: [] })).status).toBe(400);
    expect((await act({ action: 'renew', ids: [item.id] }, s.seller.token)).status).toBe(403);
    const other = await makeShop(ctx);
    const foreign = await call<{ done: number }>(ctx, {
      method: 'POST',
      url: '/api/consignmentTerms/expiring/actions',
      body: { action: 'return', ids: [item.id] },
      handle: other.handle,
      token: other.ownerToken,
    });
    expect(foreign.body.data.done).toBe(0);
    expect((await readItem(ctx, item.id)).status).toBe('Active');
  });

  it('converts only items whose term is ending: a non-expiring item is skipped with its reason, its consigner and payout untouched', async () => {
    const due = await expiring();
    const early = await expiring('Active', 10);
    const before = await readItem(ctx, early.id);
    const res = await act({ action: 'convert', ids: [due.id, early.id] }, s.ownerToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ done: 1, skipped: 1, notFound: 0 });
    expect(res.body.data.skippedBy).toMatchObject({ notExpiringYet: 1, noConversionPayout: 0 });
    expect(res.body.data.message).toBe(
      `1 item converted to store stock. 1 item skipped: 1 not expiring yet (${early.code}, 10 days left).`,
    );
    const after = await readItem(ctx, early.id);
    expect(after.consignerId).toBe(s.seller.consigner.id);
    expect(after).toMatchObject({
      status: 'Active',
      payoutAmount: before.payoutAmount,
      cost: before.cost,
      termsActionOn: null,
      version: before.version,
    });
    const lines = await ctx.deps.db
      .select()
      .from(payoutItems)
      .where(storeScoped(payoutItems, s.store.id, eq(payoutItems.inventoryId, early.id)));
    expect(lines).toHaveLength(0);
    expect((await logsOf(ctx, early.id)).map((l) => l.action)).not.toContain(
      'From the Expiring list: converted to store stock',
    );
  });

  it('renews and returns only items in their last week or later', async () => {
    const early = await expiring('Active', 20);
    for (const action of ['renew', 'return'] as const) {
      const res = await act({ action, ids: [early.id] });
      expect(res.body.data).toMatchObject({ done: 0, skipped: 1, skippedBy: { notExpiringYet: 1 } });
      expect(res.body.data.message).toContain(`not expiring yet (${early.code}, 20 days left)`);
    }
    expect(await readItem(ctx, early.id)).toMatchObject({ status: 'Active', termsExpiredOn: null });
  });

  it('does not convert an item whose terms set no conversion payout (the consigner would get nothing)', async () => {
    const free = await call<{ id: number }>(ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      body: { name: 'Return only', termDays: 40, expiryAction: 'return', graceDays: 7, markdowns: [] },
      handle: s.handle,
      token: s.ownerToken,
    });
    expect(free.status).toBe(201);
    const assigned = await call(ctx, {
      method: 'PUT',
      url: `/api/consigners/${s.other.consigner.id}/consignmentTerms`,
      body: { termsId: free.body.data.id },
      handle: s.handle,
      token: s.ownerToken,
    });
    expect(assigned.status).toBe(200);
    const item = await expiring('Active', 2, s.other.consigner.id);
    const res = await act({ action: 'convert', ids: [item.id] }, s.ownerToken);
    expect(res.body.data).toMatchObject({ done: 0, skippedBy: { noConversionPayout: 1 } });
    expect(res.body.data.message).toContain(
      `1 whose terms pay the consigner nothing on conversion (${item.code})`,
    );
    expect((await readItem(ctx, item.id)).consignerId).toBe(s.other.consigner.id);
  });

  it('refuses convert to an employee with Inventory only, in words, and allows Inventory with Consigners', async () => {
    const item = await expiring();
    const refused = await act({ action: 'convert', ids: [item.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain('it needs both the Inventory and the Consigners access controls');
    expect((await readItem(ctx, item.id)).consignerId).toBe(s.seller.consigner.id);
    const both = await makeEmployee(ctx, s.store, { accessControls: ['Inventory', 'Consigners'] });
    const allowed = await act({ action: 'convert', ids: [item.id] }, both.token);
    expect(allowed.body.data.done).toBe(1);
    expect((await readItem(ctx, item.id)).consignerId).toBe(s.account.id);
  });
});
