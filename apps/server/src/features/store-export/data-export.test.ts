import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { consigners } from '../../db/schema';
import { openArchive, readAll } from './read-archive';

/** "Download my data" (issue 28.2) and one export per store at a time (issue 28.3). */
let ctx: TestContext;
let shop: SalesShop;
const owner = () => ({ handle: shop.handle, token: shop.ownerToken });

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeSalesShop(ctx);
  const sold = await shop.soldItem(shop.seller.consigner.id, 12345);
  expect((await shop.createPayout([sold.id])).status).toBe(201);
  await shop.item({ price: 5000, notes: '=HYPERLINK("http://evil.test","click")' });
  await ctx.deps.db
    .update(consigners)
    .set({ firstName: '+SUM(A1:A9)', lastName: '@cmd' })
    .where(sql`id = ${shop.other.consigner.id}`);
  await makeShop(ctx);
}, 60_000);
afterAll(async () => ctx?.close());

async function downloadZip(jobId: number) {
  const res = await ctx.app.inject({
    url: `/api/stores/current/exports/${jobId}`,
    headers: { 'x-store-handle': shop.handle, authorization: `Bearer ${shop.ownerToken}` },
  });
  expect(res.statusCode).toBe(200);
  const file = path.join(os.tmpdir(), `backroom-data-${process.pid}-${jobId}.zip`);
  fs.writeFileSync(file, res.rawPayload);
  const archive = await openArchive(file);
  const files: Record<string, string> = {};
  for (const name of archive.entries.keys())
    files[name] = (await readAll(await archive.open(name))).toString('utf8');
  archive.close();
  fs.rmSync(file);
  return { files, disposition: String(res.headers['content-disposition']) };
}

describe('Download my data (spreadsheets)', () => {
  it('gives the owner one CSV per area, amounts in money, cells that cannot run as formulas, no secrets', async () => {
    const started = await call<{ jobId: number }>(ctx, {
      method: 'POST',
      url: '/api/stores/current/data-exports',
      ...owner(),
    });
    expect(started.status).toBe(202);
    await ctx.worker.drain();
    const { files, disposition } = await downloadZip(started.body.data.jobId);
    expect(disposition).toContain(`${shop.handle}-data-`);
    expect(Object.keys(files).sort()).toEqual(
      [
        'consigner-types',
        'consigners',
        'employees',
        'inventory',
        'locations',
        'order-lines',
        'orders',
        'payout-items',
        'payouts',
        'products',
      ].map((a) => `${a}.csv`),
    );
    const inventory = files['inventory.csv']!;
    expect(inventory.startsWith('\uFEFFId,Code,Product,SKU')).toBe(true);
    expect(inventory).toContain('123.45');
    expect(inventory).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    const people = files['consigners.csv']!;
    expect(people).toContain("'+SUM(A1:A9)");
    expect(people).toContain("'@cmd");
    expect(people).toContain(shop.seller.email);
    const all = Object.values(files).join('\n');
    expect(all).not.toMatch(/\$argon2|v1:[\w-]+:/);
    // Another store's rows stay out.
    const others = await ctx.deps.db.execute(
      sql`select email from consigners where store_id <> ${shop.store.id}`,
    );
    for (const { email } of others.rows as { email: string }[]) expect(all).not.toContain(email);
  });

  it('is for the owner only', async () => {
    const clerk = await call(ctx, {
      method: 'POST',
      url: '/api/stores/current/data-exports',
      handle: shop.handle,
      token: shop.clerk.token,
    });
    expect(clerk.status).toBe(403);
  });
});

describe('One export per store at a time', () => {
  it('20 parallel requests make one job; the others answer it or say in words that one is running', async () => {
    const before = await ctx.deps.db.execute(
      sql`select count(*)::int as n from jobs where store_id = ${shop.store.id} and name like 'stores.%export'`,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<{ jobId: number }>(ctx, {
          method: 'POST',
          url: i % 2 ? '/api/stores/current/data-exports' : '/api/stores/current/exports',
          body: i % 2 ? undefined : { secrets: 'omitted' },
          ...owner(),
        }),
      ),
    );
    const after = await ctx.deps.db.execute(
      sql`select count(*)::int as n from jobs where store_id = ${shop.store.id} and name like 'stores.%export'`,
    );
    expect((after.rows[0] as { n: number }).n - (before.rows[0] as { n: number }).n).toBe(1);
    const accepted = answers.filter((a) => a.status === 202);
    expect(new Set(accepted.map((a) => a.body.data.jobId)).size).toBe(1);
    for (const refused of answers.filter((a) => a.status !== 202)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/already being made/);
    }
    await ctx.worker.drain();
    // Once it is done, the next one may start.
    const next = await call(ctx, { method: 'POST', url: '/api/stores/current/data-exports', ...owner() });
    expect(next.status).toBe(202);
    await ctx.worker.drain();
  });

  it('20 parallel data exports all follow the same job', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ jobId: number }>(ctx, { method: 'POST', url: '/api/stores/current/data-exports', ...owner() }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((a) => a.body.data.jobId)).size).toBe(1);
    await ctx.worker.drain();
  });

  it('refuses a move archive whose passphrase is too short, naming the field', async () => {
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/stores/current/exports',
      body: { secrets: 'encrypted', passphrase: 'short' },
      ...owner(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/passphrase/i);
  });
});
