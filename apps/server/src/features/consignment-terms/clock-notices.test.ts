import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, readItem } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { attachTerms } from '../../core/terms/snapshot';
import { consigners, inventories, outboxEmails } from '../../db/schema';
import { runTermsClock } from './clock';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** 40-day terms with a markdown on day 30: the term ends 10 Feb, the warning is due from 3 Feb. */
async function consigned(emailNotifications?: Record<string, boolean>) {
  const s = await makeShop(ctx);
  const created = await call(ctx, {
    method: 'POST',
    url: '/api/consignmentTerms',
    body: {
      name: 'Forty days',
      termDays: 40,
      expiryAction: 'return',
      graceDays: 7,
      renewalFee: 10,
      markdowns: [{ afterDays: 30, percentOff: 10, absorbedBy: 'store' }],
    },
    handle: s.handle,
    token: s.ownerToken,
  });
  expect(created.status).toBe(201);
  if (emailNotifications)
    await ctx.deps.db
      .update(consigners)
      .set({ emailNotifications })
      .where(eq(consigners.id, s.seller.consigner.id));
  const item = await s.item({
    status: 'Active',
    price: 20_000,
    acceptedOn: new Date('2026-01-01T15:00:00Z'),
  });
  await attachTerms(ctx.deps.db, { id: s.store.id, timeZone: 'UTC' }, [item.id]);
  const run = (at: string) => runTermsClock(ctx.deps.db, s.store.id, new Date(at));
  const mails = () =>
    ctx.deps.db
      .select()
      .from(outboxEmails)
      .where(storeScoped(outboxEmails, s.store.id, eq(outboxEmails.to, s.seller.email)));
  return { s, item, run, mails };
}

describe('the daily clock tells the consigner', () => {
  it('a week before the term ends, exactly once however often it runs, and again after a renewal', async () => {
    // Markdown notices off: this counts the warnings alone (the day-30 markdown is caught up on 2 Feb).
    const { item, run, mails } = await consigned({ onMarkdown: false });
    expect((await run('2026-02-02T12:00:00Z')).notices).toBe(0);
    const first = await run('2026-02-03T09:00:00Z');
    expect(first.notices).toBe(1);
    expect((await run('2026-02-03T22:00:00Z')).notices).toBe(0);
    expect((await run('2026-02-05T09:00:00Z')).notices).toBe(0);
    const sent = await mails();
    const warnings = sent.filter((m) => m.subject === 'Your consignment term ends in a week');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toContain('ends on 2026-02-10');
    expect(warnings[0]!.text).toContain(item.code);
    expect((await readItem(ctx, item.id)).termsWarnedOn).toBe('2026-02-03');

    // Renewed (as POST /renew does: the term end moves): the new end gets its own warning, once.
    await ctx.deps.db
      .update(inventories)
      .set({ termsExpiresOn: '2026-03-22' })
      .where(eq(inventories.id, item.id));
    expect((await run('2026-03-14T09:00:00Z')).notices).toBe(0);
    expect((await run('2026-03-15T09:00:00Z')).notices).toBe(1);
    expect((await run('2026-03-16T09:00:00Z')).notices).toBe(0);
  });

  it('a markdown e-mail unless the consigner turned it off (on by default since issue 29), once per step', async () => {
    const quiet = await consigned({ onMarkdown: false });
    expect((await quiet.run('2026-01-31T09:00:00Z')).markedDown).toBe(1);
    expect((await quiet.mails()).filter((m) => m.subject === 'Your item was marked down')).toHaveLength(0);

    const untouched = await consigned();
    const result = await untouched.run('2026-01-31T09:00:00Z');
    expect(result).toMatchObject({ markedDown: 1, notices: 1 });
    await untouched.run('2026-01-31T18:00:00Z');
    const notices = (await untouched.mails()).filter((m) => m.subject === 'Your item was marked down');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('from $200.00 to $180.00 (automatic markdown, step 1 of 1)');
    expect(notices[0]!.text).toContain('The store bears this markdown.');
  });

  it('a missed week does not warn about a term that has already ended', async () => {
    const { run, mails } = await consigned({ onMarkdown: false });
    const late = await run('2026-02-12T09:00:00Z');
    expect(late).toMatchObject({ expired: 1, notices: 0 });
    expect(await mails()).toHaveLength(0);
  });
});
