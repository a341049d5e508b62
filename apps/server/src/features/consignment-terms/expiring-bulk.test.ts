import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consignerRow, logsOf, makeShop, readItem, type Shop } from '../../../test/inventory-factories';
import { attachTerms } from './snapshot';

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

/** An item whose 40-day term ends in two days. */
async function expiring(status = 'Active') {
  const item = await s.item({ status, price: 10_000, acceptedOn: new Date(Date.now() - 38 * 86_400_000) });
  await attachTerms(ctx.deps.db, s.store, [item.id]);
  return item;
}
const act = (body: unknown, token = s.clerk.token) =>
  call<{ done: number; skipped: number; notFound: number; message: string }>(ctx, {
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
    expect(res.body.data.message).toBe(
      `2 items renewed. 1 item left as they were (${asked.code}): no longer on consignment terms or already waiting to be returned. 1 item not found.`,
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
    expect((await act({ action: 'convert', ids: [c.id] })).body.data.done).toBe(1);
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
});
