import { addDays, todayIn } from '@backroom/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { logsOf, makeShop, readItem, type Shop } from '../../../test/inventory-factories';
import type { Actor } from '../../core/actor';
import { findJob } from '../../jobs/queue';
import { APPLY_STOCK_JOB, applyStockJob, applyToStock } from './stock';

let ctx: TestContext;
let s: Shop;
let today: string;
let defaultId: number;
let ownId: number;

type Preview = {
  count: number;
  startsOn: string;
  byTerms: { termsId: number; name: string; count: number; expiresOn: string }[];
};
type Applied = { changed: number; jobId: number | null; message: string };

const asOwner = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = s.ownerToken) =>
  call<T>(ctx, { method, url, body, handle: s.handle, token });

async function makeTerms(name: string, termDays: number, extra: Record<string, unknown> = {}) {
  const res = await asOwner<{ id: number }>('POST', '/api/consignmentTerms', {
    name,
    termDays,
    expiryAction: 'return',
    graceDays: 7,
    markdowns: [{ afterDays: 10, percentOff: 10, absorbedBy: 'consigner', consignerSharePercent: 0 }],
    minDaysBeforeChange: 30,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
  today = todayIn(s.store.timeZone);
  defaultId = await makeTerms('Sixty days', 60);
  ownId = await makeTerms('Thirty days', 30);
  expect(
    (await asOwner('PUT', `/api/consigners/${s.other.consigner.id}/consignmentTerms`, { termsId: ownId }))
      .status,
  ).toBe(200);
});
afterAll(() => ctx.close());

/** Stock on hand accepted long before the store had terms (a year ago: from that day it would be long expired). */
const old = (overrides: Parameters<Shop['item']>[0] = {}) =>
  s.item({ acceptedOn: new Date(Date.now() - 365 * 86_400_000), ...overrides });

describe('applying terms to stock on hand', () => {
  it('previews the count, applies to every live item without terms from today, and says how many changed', async () => {
    const live = await Promise.all([
      old(),
      old(),
      old({ status: 'RequestPriceChange' }),
      old({ status: 'WithdrawalDeclined' }),
      old({ consignerId: s.other.consigner.id }),
    ]);
    const untouched = await Promise.all([
      old({ status: 'Sold' }),
      old({ status: 'RequestWithdrawal' }),
      old({ status: 'Pending', acceptedOn: null }),
      old({ consignerId: s.account.id }),
      old({ deletedAt: new Date() }),
    ]);

    const preview = await asOwner<Preview>('GET', '/api/consignmentTerms/stock');
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      count: 5,
      startsOn: today,
      byTerms: [
        { termsId: defaultId, name: 'Sixty days', count: 4, expiresOn: addDays(today, 60) },
        { termsId: ownId, name: 'Thirty days', count: 1, expiresOn: addDays(today, 30) },
      ],
    });

    const applied = await asOwner<Applied>('POST', '/api/consignmentTerms/stock/apply');
    expect(applied.status).toBe(200);
    expect(applied.body.data).toEqual({
      changed: preview.body.data.count,
      jobId: null,
      message: 'Terms applied to 5 items in stock; their clock starts today.',
    });

    for (const item of live) {
      const row = await readItem(ctx, item.id);
      const days = item.consignerId === s.other.consigner.id ? 30 : 60;
      expect(row).toMatchObject({
        termsId: item.consignerId === s.other.consigner.id ? ownId : defaultId,
        termsStartedOn: today,
        termsExpiresOn: addDays(today, days),
        termsListedPrice: item.price,
        termsMarkdownStep: 0,
        price: item.price,
        status: item.status,
      });
      // The minimum days are not imposed on stock the consigner could already withdraw; the markdowns stay.
      expect(row.terms).toMatchObject({ termDays: days, minDaysBeforeChange: 0 });
      expect(row.terms!.markdowns).toHaveLength(1);
      expect((await logsOf(ctx, item.id)).map((l) => l.action)).toContain(
        `Consignment terms applied to stock on hand: ${days === 30 ? 'Thirty days' : 'Sixty days'}, from ${today}`,
      );
    }
    for (const item of untouched) expect((await readItem(ctx, item.id)).terms).toBeNull();

    // Nothing is due at once: the item's term outlook runs from today.
    const term = await asOwner<{ term: { phase: string; daysLeft: number } }>(
      'GET',
      `/api/inventories/${live[0]!.id}/term`,
    );
    expect(term.body.data.term).toMatchObject({ phase: 'running', daysLeft: 60 });

    // Twice changes nothing more.
    expect((await asOwner<Preview>('GET', '/api/consignmentTerms/stock')).body.data.count).toBe(0);
    expect((await asOwner<Applied>('POST', '/api/consignmentTerms/stock/apply')).body.data).toMatchObject({
      changed: 0,
      message: 'No item in stock was without terms: nothing changed.',
    });
  });

  it('needs the Settings access control, and stays in its store', async () => {
    const item = await old();
    for (const [method, url] of [
      ['GET', '/api/consignmentTerms/stock'],
      ['POST', '/api/consignmentTerms/stock/apply'],
    ] as const) {
      const res = await asOwner(method, url, undefined, s.clerk.token);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('You do not have access to this.');
    }
    const other = await makeShop(ctx);
    const foreign = await call<Applied>(ctx, {
      method: 'POST',
      url: '/api/consignmentTerms/stock/apply',
      handle: other.handle,
      token: other.ownerToken,
    });
    expect(foreign.body.data.changed).toBe(0);
    expect((await readItem(ctx, item.id)).terms).toBeNull();
  });

  it('goes through the job queue past the request limit, in batches, and reports the count', async () => {
    const items = await Promise.all([old(), old(), old()]);
    const count = (await asOwner<Preview>('GET', '/api/consignmentTerms/stock')).body.data.count;
    expect(count).toBe(4); // with the one left by the test above
    const who: Actor = {
      actor: { kind: 'system' },
      name: 'Owner',
      consignerId: null,
      employeeId: null,
      userId: null,
    };
    const queued = await applyToStock(ctx.deps.db, { store: s.store, who, now: new Date(), syncLimit: 2 });
    expect(queued).toMatchObject({
      changed: 0,
      message: 'Applying terms to 4 items in stock in the background.',
    });
    const again = await applyToStock(ctx.deps.db, { store: s.store, who, now: new Date(), syncLimit: 2 });
    expect(again).toMatchObject({
      jobId: queued.jobId,
      message: 'Terms are already being applied to stock on hand.',
    });
    const job = (await findJob(ctx.deps.db, s.store.id, queued.jobId!))!;
    expect(job.name).toBe(APPLY_STOCK_JOB);
    const reported: number[] = [];
    const result = await applyStockJob({
      job,
      db: ctx.deps.db,
      progress: async (done) => {
        reported.push(done);
      },
    });
    expect(result).toMatchObject({ changed: 4 });
    expect(reported.at(-1)).toBe(4);
    for (const item of items) expect((await readItem(ctx, item.id)).termsStartedOn).toBe(today);
  });
});
