import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ConsignerPayoutsMinor } from '@backroom/domain/contract/payouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consignerRow, setStore } from '../../../test/inventory-factories';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';

/**
 * Issue 29 item 1: a consigner whose payout had an early-withdrawal fee taken from it sees the same statement on
 * the Payouts screen's call, in the e-mail and in the transfer: the items' payouts, the fee on its own line, and
 * the net that was sent, to the cent.
 */
let ctx: TestContext;
let s: SalesShop;
beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeSalesShop(ctx);
});
afterAll(() => ctx.close());

const act = (token: string, action: string, body: unknown) =>
  s.api('POST', `/api/inventories/${action}`, token, body);

describe('a payout statement with an early-withdrawal fee', () => {
  it('names the fee, nets to what was sent, and reads the same in the e-mail', async () => {
    const sellerId = s.seller.consigner.id;
    await setStore(ctx, s.store.id, { withdrawEarlyDays: 30, withdrawFee: 1250 });
    const early = await s.item({ status: 'Active', acceptedOn: new Date(Date.now() - 2 * 86_400_000) });
    expect((await act(s.seller.token, 'requestInventoryWithdrawal', { id: early.id })).status).toBe(200);
    const owner = s.ownerToken;
    expect((await act(owner, 'acceptInventoryWithdrawal', { ids: [early.id] })).status).toBe(200);
    expect((await consignerRow(ctx, s.store.id, sellerId)).balanceOwed).toBe(1250);

    const a = await s.soldItem(sellerId, 10000);
    const b = await s.soldItem(sellerId, 20000);
    const gross = a.payoutAmount + b.payoutAmount;
    const created = await s.createPayout([a.id, b.id]);
    expect(created.status).toBe(201);
    const payoutId = created.body.data.id;

    const view = async () =>
      (
        await s.api<ConsignerPayoutsMinor>(
          'GET',
          `/api/payouts/consigner/${sellerId}?payoutsId=${payoutId}`,
          s.seller.token,
        )
      ).body.data;
    const pending = await view();
    expect(pending.statements).toEqual([
      expect.objectContaining({
        payoutId,
        status: 'Pending',
        itemCount: 2,
        gross,
        deductions: [
          {
            kind: 'earlyWithdrawal',
            itemCode: early.code,
            label: `Early-withdrawal fee (${early.code})`,
            amount: 1250,
          },
        ],
        net: gross - 1250,
      }),
    ]);
    expect(pending.summary).toMatchObject({
      totalPayout: gross - 1250,
      deductions: 1250,
      pendingPayout: gross - 1250,
    });

    const paid = await s.api('POST', `/api/payouts/paid/${payoutId}`, s.cashier.token, {});
    expect(paid.status).toBe(200);
    const after = await view();
    expect(after.statements[0]).toMatchObject({ status: 'Paid', net: gross - 1250 });
    expect(after.summary).toMatchObject({ totalPayout: gross - 1250, pendingPayout: 0 });
    expect(after.inventories.every((i) => i.payoutStatus === 'Paid')).toBe(true);

    // The staff payout screen names the same deduction (in major units, like its other amounts).
    const detail = await s.api<{
      payout: {
        consigners: { consignerId: number; total: number; deductions: { label: string; amount: number }[] }[];
      };
    }>('GET', `/api/payouts/${payoutId}`, s.ownerToken);
    const share = detail.body.data.payout.consigners.find((c) => c.consignerId === sellerId)!;
    expect(share.deductions).toEqual([
      expect.objectContaining({ label: `Early-withdrawal fee (${early.code})`, amount: 12.5 }),
    ]);
    expect(share.total).toBe((gross - 1250) / 100);

    const [mail] = (await mailbox(ctx, s.seller.email)).filter(
      (m) => m.subject === 'Your payout has been sent',
    );
    const money = (minor: number) =>
      `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    // Item lines: price − each fee = payout, for each item, in the API, the e-mail, the PDF and the CSV.
    const [st] = after.statements;
    expect(st!.items.map((i) => i.code).sort()).toEqual([a.code, b.code].sort());
    for (const item of st!.items) {
      expect(item.price - item.fees.reduce((sum, f) => sum + f.amount, 0)).toBe(item.payout);
      expect(item.fees.length).toBeGreaterThan(0);
      expect(item.fees.every((f) => f.label !== "Store's fees")).toBe(true); // the engine's own lines
    }
    expect(st!.items.reduce((sum, i) => sum + i.payout, 0)).toBe(gross);
    const itemA = st!.items.find((i) => i.code === a.code)!;
    expect(mail!.text).toContain(`${a.code} ${itemA.title}: ${money(itemA.price)}`);
    expect(mail!.text).toContain(`  ${itemA.fees[0]!.label}: -${money(itemA.fees[0]!.amount)}`);
    expect(mail!.text).toContain(`  Your payout: ${money(itemA.payout)}`);
    expect(mail!.text).toContain(`Early-withdrawal fee (${early.code}): -${money(1250)}`);
    expect(mail!.text).toContain(`Sent to you: ${money(gross - 1250)}`);

    const file = (ext: string, token: string, consigner = sellerId) =>
      ctx.app.inject({
        url: `/api/payouts/consigner/${consigner}/statements/${payoutId}/${ext}`,
        headers: { authorization: `Bearer ${token}`, 'x-store-handle': s.handle },
      });
    const csv = await file('csv', s.seller.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.payload.trim().split('\r\n');
    expect(rows[0]).toBe('Payout,Status,Date,Line,Item,Description,Amount (USD)');
    expect(rows).toContain(
      `${st!.name},Paid,${rows[1]!.split(',')[2]},Deduction,${early.code},Early-withdrawal fee (${early.code}),-12.50`,
    );
    expect(rows.at(-1)).toMatch(new RegExp(`,Net,,Sent to you,${((gross - 1250) / 100).toFixed(2)}$`));
    const csvSum = rows
      .slice(1)
      .filter((r) => /,(Item payout|Deduction),/.test(r))
      .reduce((sum, r) => sum + Math.round(Number(r.split(',').at(-1)) * 100), 0);
    expect(csvSum).toBe(gross - 1250);

    const pdf = await file('pdf', s.seller.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(path.join(tmpdir(), 'statement-'));
    await writeFile(path.join(dir, 's.pdf'), pdf.rawPayload);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', path.join(dir, 's.pdf'), '-']);
    expect(stdout).toContain('Payout statement');
    expect(stdout).toMatch(new RegExp(`Early-withdrawal fee \\(${early.code}\\)\\s+-\\$12\\.50`));
    expect(stdout).toMatch(new RegExp(`Sent to you\\s+${money(gross - 1250).replace(/[$.]/g, '\\$&')}`));
    expect(stdout).toContain(`${a.code} · ${itemA.title}`);

    // Staff with Orders read it too; another consigner and another store cannot.
    expect((await file('csv', s.cashier.token)).statusCode).toBe(200);
    expect((await file('csv', s.other.token, sellerId)).statusCode).toBe(404);
    expect((await file('pdf', s.other.token, s.other.consigner.id)).statusCode).toBe(404);
    await setStore(ctx, s.store.id, { withdrawEarlyDays: 0, withdrawFee: 0 });
  });

  it('a balance set before the ledger existed is one named line, still adding up', async () => {
    const otherId = s.other.consigner.id;
    await ctx.deps.db.execute(
      `update consigners set balance_owed = 300 where store_id = ${s.store.id} and id = ${otherId}`,
    );
    const item = await s.soldItem(otherId, 10000);
    const created = await s.createPayout([item.id]);
    const res = await s.api<ConsignerPayoutsMinor>(
      'GET',
      `/api/payouts/consigner/${otherId}?payoutsId=${created.body.data.id}`,
      s.ownerToken,
    );
    const [statement] = res.body.data.statements;
    expect(statement!.deductions).toEqual([
      { kind: 'balance', itemCode: null, label: 'Balance owed to the store', amount: 300 },
    ]);
    expect(statement!.gross - 300).toBe(statement!.net);
  });
});
