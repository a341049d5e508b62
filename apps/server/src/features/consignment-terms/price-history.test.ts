/**
 * Issue 29 item 3: every amount a consigner sees matches what reaches their bank. After automatic markdowns the
 * item answers its money history (day, old and new price, payout before and after, who bore it) to its consigner
 * and to staff, to nobody else; and the markdown e-mail reaches consigners who never changed their settings.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeConsigner, makeEmployee } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, readItem } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { attachTerms } from '../../core/terms/snapshot';
import { inventoryLogs, outboxEmails } from '../../db/schema';
import { runTermsClock } from './clock';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Entry {
  day: string;
  kind: string;
  step: number | null;
  of: number | null;
  oldPrice: number;
  newPrice: number;
  payoutBefore: number | null;
  payoutAfter: number | null;
  borneBy: string | null;
  line: string;
}

/** A 90-day term: 10 % off on day 30 borne by the consigner, 25 % off on day 60 borne by the store. */
async function markedDownTwice() {
  const s = await makeShop(ctx, { timeZone: 'UTC' });
  const created = await call(ctx, {
    method: 'POST',
    url: '/api/consignmentTerms',
    handle: s.handle,
    token: s.ownerToken,
    body: {
      name: 'Ninety days',
      termDays: 90,
      expiryAction: 'return',
      markdowns: [
        { afterDays: 30, percentOff: 10, absorbedBy: 'consigner' },
        { afterDays: 60, percentOff: 25, absorbedBy: 'store' },
      ],
    },
  });
  expect(created.status).toBe(201);
  const item = await s.item({
    status: 'Active',
    price: 20_000,
    payoutAmount: 17_400,
    acceptedOn: new Date('2026-01-01T15:00:00Z'),
  });
  await attachTerms(ctx.deps.db, { id: s.store.id, timeZone: 'UTC' }, [item.id]);
  /** The clock's run of a day, its log dated that day (the log is written at the database's now). */
  const run = async (day: string) => {
    const result = await runTermsClock(ctx.deps.db, s.store.id, new Date(`${day}T09:00:00Z`));
    await ctx.deps.db
      .update(inventoryLogs)
      .set({ createdAt: new Date(`${day}T09:00:00Z`) })
      .where(
        storeScoped(
          inventoryLogs,
          s.store.id,
          eq(inventoryLogs.inventoryId, item.id),
          like(inventoryLogs.action, `Automatic markdown, step ${day === '2026-01-31' ? 1 : 2}%`),
        ),
      );
    return result;
  };
  const history = (token: string, handle = s.handle, id = item.id) =>
    call<{ priceHistory: Entry[] }>(ctx, { url: `/api/inventories/${id}/priceHistory`, handle, token });
  return { s, item, run, history };
}

describe('an item’s money history after automatic markdowns', () => {
  it('answers both steps to the consigner and the same to staff', async () => {
    const { s, item, run, history } = await markedDownTwice();
    expect((await run('2026-01-31')).markedDown).toBe(1);
    const afterFirst = (await readItem(ctx, item.id)).payoutAmount;
    expect(afterFirst).toBeLessThan(17_400);
    expect((await run('2026-03-02')).markedDown).toBe(1);
    const afterSecond = await readItem(ctx, item.id);
    expect(afterSecond.price).toBe(15_000);
    // The store bore the second step: the payout stays where the first step left it.
    expect(afterSecond.payoutAmount).toBe(afterFirst);

    const mine = await history(s.seller.token);
    expect(mine.status).toBe(200);
    const steps = mine.body.data.priceHistory;
    expect(steps).toHaveLength(2);
    expect(steps[0]).toMatchObject({
      day: '2026-01-31',
      kind: 'markdown',
      step: 1,
      of: 2,
      oldPrice: 200,
      newPrice: 180,
      payoutBefore: 174,
      payoutAfter: afterFirst / 100,
      borneBy: 'consigner',
    });
    expect(steps[1]).toMatchObject({
      day: '2026-03-02',
      kind: 'markdown',
      step: 2,
      of: 2,
      oldPrice: 180,
      newPrice: 150,
      payoutBefore: afterFirst / 100,
      payoutAfter: afterFirst / 100,
      borneBy: 'store',
    });
    const payout = `$${(afterFirst / 100).toFixed(2)}`;
    expect(steps[0]!.line).toBe(
      `Markdown 1 of 2: $200.00 → $180.00 · your payout $174.00 → ${payout} · borne by you`,
    );
    expect(steps[1]!.line).toBe(
      `Markdown 2 of 2: $180.00 → $150.00 · your payout ${payout} → ${payout} · borne by the store`,
    );

    const staff = await history(s.clerk.token);
    expect(staff.status).toBe(200);
    const seen = staff.body.data.priceHistory;
    expect(seen.map(({ line: _, ...rest }) => rest)).toEqual(steps.map(({ line: _, ...rest }) => rest));
    expect(seen[0]!.line).toContain('borne by the consigner');
  });

  it('another consigner, another store and staff without Inventory cannot read it', async () => {
    const { s, run, history } = await markedDownTwice();
    await run('2026-01-31');
    expect((await history(s.seller.token)).status).toBe(200);
    expect((await history(s.other.token)).status).toBe(404);
    const elsewhere = await makeShop(ctx);
    // Another store's owner asking their own store for this id: not theirs, so not found.
    expect((await history(elsewhere.ownerToken, elsewhere.handle)).status).toBe(404);
    // This store's consigner's token presented to another store is refused.
    expect([401, 403, 404]).toContain((await history(s.seller.token, elsewhere.handle)).status);
    // Another store's owner presenting this store's handle is refused.
    expect([401, 403]).toContain((await history(elsewhere.ownerToken, s.handle)).status);
    const cashier = await makeEmployee(ctx, s.store, { accessControls: ['Orders'] });
    expect((await history(cashier.token)).status).toBe(403);
    const bad = await call(ctx, {
      url: '/api/inventories/abc/priceHistory',
      handle: s.handle,
      token: s.seller.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/id/i);
  });
});

describe('the markdown e-mail', () => {
  const noticesTo = (storeId: number, to: string) =>
    ctx.deps.db
      .select()
      .from(outboxEmails)
      .where(storeScoped(outboxEmails, storeId, eq(outboxEmails.to, to)))
      .then((rows) => rows.filter((m) => m.subject === 'Your item was marked down'));

  it('reaches a new consigner who never changed their settings, with the payout and who bore it', async () => {
    const { s, run } = await markedDownTwice();
    await run('2026-01-31');
    const sent = await noticesTo(s.store.id, s.seller.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('from $200.00 to $180.00 (automatic markdown, step 1 of 2)');
    expect(sent[0]!.text).toContain('You bear this markdown. Your payout goes from $174.00 to $');
  });

  it('does not reach a consigner who turned it off in their settings', async () => {
    const { s, run } = await markedDownTwice();
    const off = await call(ctx, {
      method: 'PUT',
      url: `/api/consigners/${s.seller.consigner.id}`,
      handle: s.handle,
      token: s.seller.token,
      body: { emailNotifications: { onMarkdown: false } },
    });
    expect(off.status).toBe(200);
    expect((await run('2026-01-31')).markedDown).toBe(1);
    expect(await noticesTo(s.store.id, s.seller.email)).toHaveLength(0);
  });

  it('is on for a consigner made with the defaults', async () => {
    const s = await makeShop(ctx);
    const fresh = await makeConsigner(ctx, s.store);
    const profile = await call<{ emailNotifications: Record<string, boolean> }>(ctx, {
      url: `/api/consigners/${fresh.consigner.id}`,
      handle: s.handle,
      token: fresh.token,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.emailNotifications.onMarkdown ?? true).toBe(true);
  });
});
