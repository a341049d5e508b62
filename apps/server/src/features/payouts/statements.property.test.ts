import type { PayoutStatementMinor, readyToPayFull } from '@backroom/domain/contract/payouts';
import { statementAddsUp } from '@backroom/domain/payout-statement';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { call, makeConsigner } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeSalesShop } from '../../../test/sales-factories';
import { attachTerms } from '../../core/terms/snapshot';
import { consigners } from '../../db/schema';
import { runTermsClock } from '../consignment-terms';
import { ingestOrder } from '../orders';

/**
 * Issue 29: whatever happens to a consigner's items and money — intake with and without terms, sales with
 * discounts, refunds, early withdrawals, markdowns the store or the consigner bears, renewals, automated payouts
 * where some shares fail and are retried — every statement adds up line by line, its net is what was sent, every
 * sold item is paid once at the payout its statement names, and the store keeps price − payout of each sale.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SANDBOX_PAYOUT_DELAY_MS: '0' });
});
afterAll(() => ctx.close());

const TERMS = {
  name: 'House terms',
  termDays: 30,
  expiryAction: 'renew',
  graceDays: 0,
  renewalFee: 15,
  convertPayoutPercent: 40,
  markdowns: [
    { afterDays: 10, percentOff: 10, absorbedBy: 'store' },
    { afterDays: 20, percentOff: 20, absorbedBy: 'consigner' },
  ],
};
const ACCEPTED = new Date('2026-01-01T15:00:00Z');
/** The clock's days after ACCEPTED: two markdowns, a renewal, another renewal. */
const CLOCK_DAYS = [11, 21, 31, 62];
const PEOPLE = 3;

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const op = fc.oneof(
  weighted(
    5,
    fc.record({
      kind: fc.constant('intake' as const),
      who: fc.nat(PEOPLE - 1),
      price: fc.integer({ min: 500, max: 60_000 }),
      terms: fc.boolean(),
    }),
  ),
  weighted(1, fc.record({ kind: fc.constant('withdrawEarly' as const), who: fc.nat(PEOPLE - 1) })),
  weighted(2, fc.record({ kind: fc.constant('clock' as const) })),
  weighted(
    4,
    fc.record({
      kind: fc.constant('sell' as const),
      pick: fc.nat(),
      discount: fc.integer({ min: 0, max: 2_000 }),
    }),
  ),
  weighted(1, fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() })),
  weighted(
    2,
    fc.record({ kind: fc.constant('payout' as const), who: fc.subarray([0, 1, 2], { minLength: 1 }) }),
  ),
  weighted(1, fc.record({ kind: fc.constant('giveDetails' as const), who: fc.nat(PEOPLE - 1) })),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function playOut(ops: Op[]) {
  const s = await makeSalesShop(ctx, { automatedPayout: true, withdrawEarlyDays: 30, withdrawFee: 1_250 });
  const third = await makeConsigner(ctx, s.store);
  const people = [s.seller, s.other, third];
  const db = ctx.deps.db;
  const terms = await s.api('POST', '/api/consignmentTerms', s.ownerToken, TERMS);
  expect(terms.status).toBe(201);
  // The first consigner can be paid from the start; the others' automated shares fail until they have details.
  const giveDetails = (who: number) =>
    db
      .update(consigners)
      .set({ payoutType: 'Paypal', payoutData: `p${who}@example.test` })
      .where(eq(consigners.id, people[who]!.consigner.id));
  await giveDetails(0);
  const items: number[] = [];
  const orders = new Map<number, { externalId: string; price: number; discount: number }>();
  const payouts: number[] = [];
  let clock = 0;
  let orderNo = 0;
  const statusOf = async (id: number) =>
    String(
      (await db.execute(sql`select status from inventories where store_id = ${s.store.id} and id = ${id}`))
        .rows[0]!.status,
    );
  const ofStatus = async (status: string) => {
    const found: number[] = [];
    for (const id of items) if ((await statusOf(id)) === status) found.push(id);
    return found;
  };
  const order = (id: number, stage: 'paid' | 'cancelled') => {
    const o = orders.get(id)!;
    return ingestOrder(db, s.store, {
      channel: 'shopify',
      externalId: o.externalId,
      name: `#P${o.externalId}`,
      stage,
      customer: { first_name: 'Prop', email: 'prop@example.test' },
      lines: [
        {
          externalId: `l${o.externalId}`,
          inventoryId: id,
          title: 'Pair',
          price: o.price,
          discount: o.discount,
        },
      ],
    });
  };
  const retryFailed = async () => {
    for (const id of payouts)
      await s.api('POST', '/api/checkbook/retryAutoPayout', s.cashier.token, { payoutId: id });
    await ctx.worker.drain();
  };
  const pay = async (who: readonly number[]) => {
    const ready = await s.api<z.input<typeof readyToPayFull>>('GET', '/api/payouts/readyToPay');
    const ids = ready.body.data.consigners
      .filter((c) => who.some((w) => people[w]!.consigner.id === c.consigner.id))
      .flatMap((c) => (c.inventories ?? []).map((i) => i.id));
    if (ids.length === 0) return;
    const created = await s.createPayout(ids);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    payouts.push(created.body.data.id);
    await ctx.worker.drain();
  };

  for (const step of ops) {
    if (step.kind === 'intake') {
      const consignerId = people[step.who]!.consigner.id;
      const item = step.terms
        ? await s.item({ status: 'Active', consignerId, price: step.price, acceptedOn: ACCEPTED })
        : await s.item({ status: 'Active', consignerId, price: step.price });
      if (step.terms) await attachTerms(db, { id: s.store.id, timeZone: 'UTC' }, [item.id]);
      items.push(item.id);
    } else if (step.kind === 'withdrawEarly') {
      const person = people[step.who]!;
      const item = await s.item({
        status: 'Active',
        consignerId: person.consigner.id,
        acceptedOn: new Date(Date.now() - 2 * 86_400_000),
      });
      const asked = await s.api('POST', '/api/inventories/requestInventoryWithdrawal', person.token, {
        id: item.id,
      });
      expect(asked.status).toBe(200);
      const accepted = await s.api('POST', '/api/inventories/acceptInventoryWithdrawal', s.ownerToken, {
        ids: [item.id],
      });
      expect(accepted.status).toBe(200);
    } else if (step.kind === 'clock') {
      if (clock < CLOCK_DAYS.length) {
        await runTermsClock(db, s.store.id, new Date(ACCEPTED.getTime() + CLOCK_DAYS[clock]! * 86_400_000));
        clock += 1;
      }
    } else if (step.kind === 'sell') {
      const active = await ofStatus('Active');
      if (active.length === 0) continue;
      const id = active[step.pick % active.length]!;
      const price = Number(
        (await db.execute(sql`select price from inventories where store_id = ${s.store.id} and id = ${id}`))
          .rows[0]!.price,
      );
      orderNo += 1;
      orders.set(id, {
        externalId: `${Date.now()}${orderNo}`,
        price,
        discount: Math.min(step.discount, price),
      });
      await order(id, 'paid');
    } else if (step.kind === 'refund') {
      // An order cancelled before its items were paid out: the item is for sale again, requoted as listed.
      const sold = (await ofStatus('Sold')).filter((id) => orders.has(id));
      const free = [];
      for (const id of sold) {
        const live = await db.execute(
          sql`select 1 from payout_items where store_id = ${s.store.id} and inventory_id = ${id} and live`,
        );
        if (live.rows.length === 0) free.push(id);
      }
      if (free.length === 0) continue;
      const id = free[step.pick % free.length]!;
      await order(id, 'cancelled');
      orders.delete(id);
    } else if (step.kind === 'payout') {
      await pay(step.who);
    } else {
      await giveDetails(step.who);
      await retryFailed();
    }
  }
  // Settle everything: every consigner has details, failed payouts are retried, whatever is left is paid.
  for (let who = 0; who < PEOPLE; who += 1) await giveDetails(who);
  await retryFailed();
  await pay([0, 1, 2]);
  return { s, people };
}

async function checkMoney({ s, people }: Awaited<ReturnType<typeof playOut>>) {
  const db = ctx.deps.db;
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute(query)).rows as Record<string, unknown>[];
  // The store keeps price − discount − payout of every consigned sale (negative when it bore a markdown).
  const sold = await rows(sql`
    select i.id, i.code, i.price, i.discount, i.payout_amount, i.payout_fee, i.consigner_id, i.status
    from inventories i join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
    where i.store_id = ${s.store.id} and i.status in ('Sold', 'Paid') and not c.is_store_account`);
  for (const item of sold) {
    expect(Number(item.payout_fee), `fee of ${item.code}`).toBe(
      Number(item.price) - Number(item.discount) - Number(item.payout_amount),
    );
    expect(item.status, `${item.code} is paid once everything is settled`).toBe('Paid');
  }
  for (const person of people) {
    const consignerId = person.consigner.id;
    const view = await call<{ statements: PayoutStatementMinor[] }>(ctx, {
      url: `/api/payouts/consigner/${consignerId}`,
      handle: s.handle,
      token: person.token,
    });
    expect(view.status).toBe(200);
    const statements = view.body.data.statements;
    const sent = await rows(sql`
      select payout_id, sum(amount)::int as amount from cheques
      where store_id = ${s.store.id} and consigner_id = ${consignerId} and status = 'sent' group by payout_id`);
    const sentBy = new Map(sent.map((r) => [Number(r.payout_id), Number(r.amount)]));
    const paidItems = new Map<number, number>();
    for (const st of statements) {
      expect(statementAddsUp(st), `statement ${st.name} adds up: ${JSON.stringify(st)}`).toBe(true);
      expect(st.items.length).toBe(st.itemCount);
      if (st.status === 'Paid') {
        expect(st.net, `${st.name}: the net is what was sent`).toBe(sentBy.get(st.payoutId) ?? 0);
        for (const item of st.items) {
          expect(paidItems.has(item.inventoryId), `item ${item.code} paid once`).toBe(false);
          paidItems.set(item.inventoryId, item.payout);
        }
      }
    }
    // Every paid item of theirs is on exactly one paid statement, with the payout the item carries.
    const mine = sold.filter((i) => Number(i.consigner_id) === consignerId);
    expect([...paidItems.keys()].sort()).toEqual(mine.map((i) => Number(i.id)).sort());
    for (const item of mine) expect(paidItems.get(Number(item.id))).toBe(Number(item.payout_amount));
    // What was sent in all = paid statements' nets; what is still owed = charges − what the paid payouts took.
    const totalSent = [...sentBy.values()].reduce((a, b) => a + b, 0);
    const paid = statements.filter((st) => st.status === 'Paid');
    expect(paid.reduce((sum, st) => sum + st.net, 0)).toBe(totalSent);
    const [ledger] = await rows(sql`
      select coalesce(sum(amount) filter (where kind in ('earlyWithdrawal', 'renewal', 'opening')), 0)::int as charged,
        c.balance_owed
      from consigners c left join consigner_balance_entries e on e.store_id = c.store_id and e.consigner_id = c.id
      where c.store_id = ${s.store.id} and c.id = ${consignerId} group by c.balance_owed`);
    const deducted = paid.reduce((sum, st) => sum + st.deductions.reduce((a, d) => a + d.amount, 0), 0);
    expect(
      deducted + Number(ledger!.balance_owed),
      'charges are either taken from a payout or still owed',
    ).toBe(Number(ledger!.charged));
  }
}

describe('payout statements under random histories', () => {
  it('every statement adds up, nets to what was sent, pays each sold item once; the store keeps price − payout', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 12, maxLength: 28 }), async (ops) => {
        await checkMoney(await playOut(ops));
      }),
      // A fixed seed keeps CI reproducible; PROPERTY_SEED=random explores new histories (a counterexample prints its
      // seed and path: PROPERTY_SEED=… PROPERTY_PATH=… replays it).
      {
        numRuns: Number(process.env.PROPERTY_RUNS ?? 6),
        endOnFailure: true,
        ...(process.env.PROPERTY_SEED === 'random'
          ? {}
          : { seed: Number(process.env.PROPERTY_SEED ?? 20261127), path: process.env.PROPERTY_PATH }),
      },
    );
  }, 600_000);
});
