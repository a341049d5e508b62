import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { readItem } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { consigners, jobs } from '../../db/schema';
import { SEND_PAYOUT_JOB } from './send-job';

/**
 * An automated-payout store on the Checkbook provider, against a local fake of Checkbook's API whose cheques
 * start IN_PROCESS: the payout stays Pending while the send job polls, and settles on what Checkbook reports.
 */
const status = new Map<string, string>();
const byKey = new Map<string, string>();
let fake: http.Server;
let ctx: TestContext;
let s: SalesShop;

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== 'ck_key:ck_secret') {
        res.statusCode = 401;
        return res.end('{"error":"Unauthorized"}');
      }
      if (req.method === 'POST' && req.url === '/v3/check/digital') {
        const key = String(req.headers['idempotency-key']);
        if (!byKey.has(key)) {
          const id = `chk_${byKey.size + 1}`;
          byKey.set(key, id);
          status.set(id, 'IN_PROCESS');
        }
        const id = byKey.get(key)!;
        return res.end(JSON.stringify({ id, status: status.get(id), amount: JSON.parse(text).amount }));
      }
      const id = req.url?.replace('/v3/check/', '') ?? '';
      if (req.method === 'GET' && status.has(id))
        return res.end(JSON.stringify({ id, status: status.get(id) }));
      res.statusCode = 404;
      res.end('{"error":"Not found"}');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({
    PAYOUT_PROVIDER: 'checkbook',
    CHECKBOOK_API_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    CHECKBOOK_API_KEY: 'ck_key',
    CHECKBOOK_API_SECRET: 'ck_secret',
  });
  s = await makeSalesShop(ctx, { automatedPayout: true });
  await ctx.deps.db
    .update(consigners)
    .set({ payoutType: 'Paypal', payoutData: 'cat@example.test' })
    .where(eq(consigners.id, s.seller.consigner.id));
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => fake.close(r));
});

type Detail = {
  payout: {
    status: string;
    lastError: string | null;
    consigners: { status: string; chequeError: boolean }[];
  };
};
const detail = async (id: number) => (await s.api<Detail>('GET', `/api/payouts/${id}`)).body.data.payout;

/** Runs the next poll now instead of in 30 seconds. */
async function pollNow() {
  await ctx.deps.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.name, SEND_PAYOUT_JOB), eq(jobs.status, 'queued')));
  await ctx.worker.drain();
}

describe('Checkbook auto payout', () => {
  it('stays Pending while Checkbook processes the cheques, then is Paid with their ids', async () => {
    const item = await s.soldItem(s.seller.consigner.id, 300000);
    const id = (await s.createPayout([item.id])).body.data.id;
    await ctx.worker.drain();
    // In flight: no cheque recorded yet, and no cheque error tag either.
    expect(await detail(id)).toMatchObject({
      status: 'Pending',
      consigners: [{ status: 'pending', chequeError: false }],
    });
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
    const written = [...byKey.values()];
    expect(written).toHaveLength(2); // 2,400.00 payout: cheques of 2,000 and 400

    await pollNow();
    expect((await detail(id)).status).toBe('Pending');
    expect(byKey.size).toBe(2);

    for (const cheque of written) status.set(cheque, 'UNPAID');
    await pollNow();
    expect(await detail(id)).toMatchObject({ status: 'Paid', consigners: [{ status: 'paid' }] });
    expect((await readItem(ctx, item.id)).status).toBe('Paid');
    const cheques = await s.api<{ cheques: { amount: number }[] }>('GET', `/api/cheques?payoutId=${id}`);
    expect(cheques.body.data.cheques.map((c) => c.amount).sort((x, y) => x - y)).toEqual([400, 2000]);
  });

  it('fails when Checkbook voids a cheque in process, and the item is Ready to pay again', async () => {
    const item = await s.soldItem(s.seller.consigner.id, 10000);
    const id = (await s.createPayout([item.id])).body.data.id;
    await ctx.worker.drain();
    const cheque = [...byKey.values()].at(-1)!;
    status.set(cheque, 'VOID');
    await pollNow();
    expect(await detail(id)).toMatchObject({
      status: 'Failed',
      lastError: `Checkbook cheque ${cheque} is void.`,
    });
    expect((await readItem(ctx, item.id)).status).toBe('Sold');
  });
});
