import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox, makeConsigner } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consignerRow, readItem } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { consigners, payoutAudits } from '../../db/schema';
import { ingestOrder } from '../orders';

/** An automated-payout store on the sandbox provider: a share fails when the consigner has no payout details. */
let ctx: TestContext;
let s: SalesShop;

beforeAll(async () => {
  ctx = await createTestApp({ SANDBOX_PAYOUT_DELAY_MS: '0' });
  s = await makeSalesShop(ctx, { automatedPayout: true });
  await ctx.deps.db
    .update(consigners)
    .set({
      payoutType: 'Bank',
      bankData: {
        routingType: 'abaNumber',
        accountName: 'Cat',
        accountNumber: '12345678',
        routingNumber: '021000021',
      },
    })
    .where(eq(consigners.id, s.seller.consigner.id));
});
afterAll(() => ctx.close());

type Detail = {
  payout: {
    status: string;
    primaryAction: string;
    autoPayoutInProgress: boolean;
    settled: boolean;
    lastError: string | null;
    consigners: {
      consignerId: number;
      status: string;
      moved: boolean;
      chequesIssued: number;
      cheques: number;
      chequeError: boolean;
      error: string | null;
    }[];
  };
};
const detail = async (id: number) => (await s.api<Detail>('GET', `/api/payouts/${id}`)).body.data.payout;

describe('sandbox auto payout', () => {
  it('is Pending until the provider answers, then Paid with cheques, items Paid and e-mails sent', async () => {
    const a = await s.soldItem(s.seller.consigner.id, 300000);
    const created = await s.createPayout([a.id]);
    expect(created.status).toBe(201);
    expect(await detail(created.body.data.id)).toMatchObject({
      status: 'Pending',
      autoPayoutInProgress: true,
    });
    const markByHand = await s.api('POST', `/api/payouts/paid/${created.body.data.id}`, s.cashier.token, {});
    expect([markByHand.status, markByHand.body.error]).toEqual([
      409,
      'Auto payout in progress, check back later for status update.',
    ]);
    await ctx.worker.drain();
    const done = await detail(created.body.data.id);
    // 3,000.00 payout × 80 % = 2,400.00: two cheques of at most 2,000.
    expect(done).toMatchObject({ status: 'Paid', primaryAction: 'none' });
    expect(done.consigners[0]).toMatchObject({
      status: 'paid',
      chequesIssued: 2,
      cheques: 2,
      chequeError: false,
    });
    const cheques = await s.api<{ cheques: { amount: number }[] }>(
      'GET',
      `/api/cheques?payoutId=${created.body.data.id}`,
    );
    expect(cheques.body.data.cheques.map((c) => c.amount).sort((x, y) => x - y)).toEqual([400, 2000]);
    expect((await readItem(ctx, a.id)).status).toBe('Paid');
    expect((await mailbox(ctx, s.seller.email)).some((m) => m.subject === 'Your payout has been sent')).toBe(
      true,
    );
  });

  it('fails for a consigner without payout details; Retry Auto Payout after adding them succeeds', async () => {
    await ctx.deps.db
      .update(consigners)
      .set({ balanceOwed: 1000 })
      .where(eq(consigners.id, s.other.consigner.id));
    const item = await s.soldItem(s.other.consigner.id);
    const created = await s.createPayout([item.id]);
    const id = created.body.data.id;
    expect((await consignerRow(ctx, s.store.id, s.other.consigner.id)).balanceOwed).toBe(0);
    await ctx.worker.drain();
    const failed = await detail(id);
    expect(failed).toMatchObject({
      status: 'Failed',
      primaryAction: 'retryAutoPayout',
      lastError: 'The consigner has no bank or payout details on file.',
    });
    expect(failed.consigners[0]).toMatchObject({ status: 'failed', chequeError: true });
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
    // The items are Ready to pay again and the recovered balance is owed again.
    const ready = await s.api<{ consigners: { inventories: { id: number }[] }[] }>(
      'GET',
      '/api/payouts/readyToPay',
    );
    expect(ready.body.data.consigners.flatMap((c) => c.inventories.map((i) => i.id))).toContain(item.id);
    expect((await consignerRow(ctx, s.store.id, s.other.consigner.id)).balanceOwed).toBe(1000);

    await ctx.deps.db
      .update(consigners)
      .set({ payoutType: 'Paypal', payoutData: 'other@example.test' })
      .where(eq(consigners.id, s.other.consigner.id));
    const retry = await s.api<{ message: string }>(
      'POST',
      '/api/checkbook/retryAutoPayout',
      s.cashier.token,
      { payoutId: id },
    );
    expect(retry.body.data.message).toBe('Auto payout retry successful!');
    expect((await consignerRow(ctx, s.store.id, s.other.consigner.id)).balanceOwed).toBe(0);
    await ctx.worker.drain();
    expect(await detail(id)).toMatchObject({ status: 'Paid' });
    expect((await readItem(ctx, item.id)).status).toBe('Paid');
    const audit = await ctx.deps.db.select().from(payoutAudits).where(eq(payoutAudits.payoutId, id));
    expect(audit.map((r) => r.action)).toEqual([
      'create',
      'autoPayoutFailed',
      'retryAutoPayout',
      'autoPayoutPaid',
    ]);

    const twice = await s.api('POST', '/api/checkbook/retryAutoPayout', s.cashier.token, { payoutId: id });
    expect([twice.status, twice.body.error]).toEqual([409, 'Only a failed auto payout can be retried.']);
    expect((await s.api('POST', '/api/checkbook/retryAutoPayout', s.cashier.token, {})).status).toBe(400);
    expect(
      (await s.api('POST', '/api/checkbook/retryAutoPayout', s.cashier.token, { payoutId: 999999 })).status,
    ).toBe(404);
  });

  it("a retry is refused when a failed payout's item went into another payout meanwhile", async () => {
    await ctx.deps.db
      .update(consigners)
      .set({ payoutType: null, payoutData: null })
      .where(eq(consigners.id, s.other.consigner.id));
    const item = await s.soldItem(s.other.consigner.id);
    const first = await s.createPayout([item.id]);
    await ctx.worker.drain();
    expect((await detail(first.body.data.id)).status).toBe('Failed');
    expect(await detail(first.body.data.id)).toMatchObject({
      settled: false,
      primaryAction: 'retryAutoPayout',
    });
    const second = await s.createPayout([item.id]);
    expect(second.status).toBe(201);
    // Issue 29: the failed share moved to the new payout, so the failed one reads settled and offers no retry.
    const settled = await detail(first.body.data.id);
    expect(settled).toMatchObject({ status: 'Failed', settled: true, primaryAction: 'none' });
    expect(settled.consigners[0]).toMatchObject({ status: 'failed', moved: true });
    // The consigner's statements tell the later payout's story, not a failure that no longer matters.
    const mine = await s.api<{ statements: { payoutId: number }[] }>(
      'GET',
      `/api/payouts/consigner/${s.other.consigner.id}`,
      s.ownerToken,
    );
    expect(mine.body.data.statements.map((st) => st.payoutId)).toContain(second.body.data.id);
    expect(mine.body.data.statements.map((st) => st.payoutId)).not.toContain(first.body.data.id);
    const retry = await s.api('POST', '/api/checkbook/retryAutoPayout', s.cashier.token, {
      payoutId: first.body.data.id,
    });
    expect(retry.status).toBe(409);
    expect((await detail(first.body.data.id)).status).toBe('Failed');
    // The failed payout's export still lists its own line, named after it, not the payout that took the item.
    const csv = await s.api<{ result: string }>('POST', '/api/payouts/export', s.cashier.token, {
      payoutId: first.body.data.id,
    });
    const rows = csv.body.data.result.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(item.code);
    expect(rows[1]!.endsWith(`Payout #${first.body.data.id}`)).toBe(true);
    const unknown = await s.api('POST', '/api/payouts/export', s.cashier.token, { payoutId: 999999 });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Payout not found.']);
  });
  it('a retry is refused, naming the item, when a sale in the failed payout was cancelled since (found by the statements property test)', async () => {
    await ctx.deps.db
      .update(consigners)
      .set({ payoutType: null, payoutData: null })
      .where(eq(consigners.id, s.other.consigner.id));
    const item = await s.item({ consignerId: s.other.consigner.id, price: 10000 });
    const order = (stage: 'paid' | 'cancelled') =>
      ingestOrder(ctx.deps.db, s.store, {
        channel: 'shopify',
        externalId: `retry-${item.id}`,
        name: `#R${item.id}`,
        stage,
        customer: { first_name: 'Web', email: 'web@example.test' },
        lines: [
          { externalId: `line-${item.id}`, inventoryId: item.id, title: 'Pair', price: 10000, discount: 0 },
        ],
      });
    await order('paid');
    const first = await s.createPayout([item.id]);
    await ctx.worker.drain();
    expect((await detail(first.body.data.id)).status).toBe('Failed');
    await order('cancelled');
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    await ctx.deps.db
      .update(consigners)
      .set({ payoutType: 'Paypal', payoutData: 'other@example.test' })
      .where(eq(consigners.id, s.other.consigner.id));
    const retry = await s.api('POST', '/api/checkbook/retryAutoPayout', s.cashier.token, {
      payoutId: first.body.data.id,
    });
    expect([retry.status, retry.body.error]).toEqual([
      409,
      `Item ${item.code} is no longer sold (a cancelled sale, a withdrawal or a payment by hand); pay the rest from Ready to Pay instead.`,
    ]);
    await ctx.worker.drain();
    expect((await readItem(ctx, item.id)).status).toBe('Active');
    expect(await detail(first.body.data.id)).toMatchObject({ status: 'Failed' });
  });

  it("one consigner's share paid and another's failed: the payout is Failed, the paid share counts as paid", async () => {
    const paidPayouts = async () =>
      (
        await s.api<{ paidPayouts: { total: number } }>(
          'GET',
          '/api/inventories/getdasboardInventory',
          s.ownerToken,
        )
      ).body.data.paidPayouts.total;
    const before = await paidPayouts();
    const noDetails = await makeConsigner(ctx, s.store);
    const paidItem = await s.soldItem(s.seller.consigner.id);
    const failedItem = await s.soldItem(noDetails.consigner.id);
    const created = await s.createPayout([paidItem.id, failedItem.id]);
    await ctx.worker.drain();
    const done = await detail(created.body.data.id);
    expect(done.status).toBe('Failed');
    expect(done.consigners.map((c) => [c.consignerId, c.status]).sort()).toEqual(
      [
        [s.seller.consigner.id, 'paid'],
        [noDetails.consigner.id, 'failed'],
      ].sort(),
    );
    expect((await readItem(ctx, paidItem.id)).status).toBe('Paid');
    // The seller's 80 (80 % of 100) was paid today; the failed share's 80 was not.
    expect(await paidPayouts()).toBe(before + 80);
  });
});
