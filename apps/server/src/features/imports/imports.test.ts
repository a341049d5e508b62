import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeConsigner, makeEmployee } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { dryRunImport, uploadImport } from '../../../test/import-helpers';
import { makeShop, type Shop } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { consigners, inventories, inventoryLogs, outboxEmails } from '../../db/schema';

let ctx: TestContext;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-imports-'));
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Kind = 'consigners' | 'items';
const owner = (shop: Shop) => ({ handle: shop.handle, token: shop.ownerToken });

async function upload(shop: Shop, kind: Kind, file: Buffer | string, name?: string) {
  const res = await uploadImport(ctx, owner(shop), kind, file, name);
  expect(res.status, res.body.error ?? '').toBe(201);
  return res.body.data as { id: string; columns: string[]; suggestedMapping: Record<string, string> };
}

const post = <T>(shop: Shop, url: string, body: unknown, token = shop.ownerToken) =>
  call<T>(ctx, { method: 'POST', url, handle: shop.handle, token, body });

interface DryRun {
  rows: number;
  ready: number;
  alreadyImported: number;
  problemRows: number;
  problems: { row: number; field: string | null; message: string }[];
  unknownProducts: { sku: string; title: string; rows: number }[];
}
interface Result {
  rows: number;
  created: number;
  alreadyImported: number;
  failed: number;
  invited: number;
  hasErrorFile: boolean;
  refusal: string | null;
}

async function runImport(shop: Shop, kind: Kind, fileId: string, body: Record<string, unknown>) {
  const started = await post<{ jobId: number }>(shop, `/api/imports/${kind}/files/${fileId}/run`, body);
  expect(started.status, started.body.error ?? '').toBe(202);
  await ctx.worker.drain();
  const job = await call<{ status: string; result: Result; lastError: string | null }>(ctx, {
    url: `/api/jobs/${started.body.data.jobId}`,
    handle: shop.handle,
    token: shop.ownerToken,
  });
  expect(job.body.data.status, job.body.data.lastError ?? '').toBe('done');
  return job.body.data.result;
}

const itemsOf = (shop: Shop) =>
  ctx.deps.db.select().from(inventories).where(storeScoped(inventories, shop.store.id));

describe('consigner import', () => {
  it('maps a known export by itself, names every bad row in words, and re-importing creates nothing new', async () => {
    const shop = await makeShop(ctx);
    const csv = [
      'First Name,Last Name,Email,Phone,Payout Method,Balance',
      `Ann,Lee,ann@example.test,555-0100,Paypal,`,
      `Bob,Ray,bob@example.test,,Cheque,`,
      `Cy,Doe,ann@example.test,,,`,
      `Dee,Fox,${shop.seller.email},,,`,
      `Eve,Kim,eve@example.test,,Zelle,-12.50`,
    ].join('\n');
    const file = await upload(shop, 'consigners', csv);
    expect(file.suggestedMapping).toMatchObject({
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      payoutType: 'Payout Method',
      openingBalance: 'Balance',
    });
    const mapping = file.suggestedMapping;
    const dry = await dryRunImport<DryRun>(ctx, owner(shop), 'consigners', file.id, { mapping });
    expect(dry.status).toBe(202);
    // The check ran as a job, its progress counted up to every row of the file.
    expect(dry.job).toMatchObject({ status: 'done', progress: 5, progressTotal: 5 });
    expect(dry.body.data).toMatchObject({ rows: 5, ready: 2, problemRows: 3 });
    expect(dry.body.data.problems).toEqual([
      {
        row: 3,
        field: 'Payout method',
        value: 'Cheque',
        message: 'Payout method must be one of Bank, Paypal, Zelle',
      },
      { row: 4, field: 'Email', value: 'ann@example.test', message: 'Duplicate e-mail: row 2 has it too' },
      {
        row: 5,
        field: 'Email',
        value: shop.seller.email,
        message: 'A consigner with this e-mail already exists',
      },
    ]);

    const refused = await runImport(shop, 'consigners', file.id, { mapping, mode: 'allOrNothing' });
    expect(refused.created).toBe(0);
    expect(refused.refusal).toContain('Nothing was imported: 3 of 5 rows have problems');

    const done = await runImport(shop, 'consigners', file.id, { mapping, mode: 'rowByRow' });
    expect(done).toMatchObject({ rows: 5, created: 2, failed: 3, invited: 0, hasErrorFile: true });
    const eve = await ctx.deps.db
      .select()
      .from(consigners)
      .where(storeScoped(consigners, shop.store.id, eq(consigners.email, 'eve@example.test')));
    expect(eve[0]).toMatchObject({
      firstName: 'Eve',
      payoutType: 'Zelle',
      payoutData: 'eve@example.test',
      balanceOwed: 1250,
    });
    const errors = await ctx.app.inject({
      url: `/api/imports/consigners/files/${file.id}/errors`,
      headers: { 'x-store-handle': shop.handle, authorization: `Bearer ${shop.ownerToken}` },
    });
    expect(errors.statusCode).toBe(200);
    expect(errors.body.split('\r\n')[0]).toBe(
      'First Name,Last Name,Email,Phone,Payout Method,Balance,Problem',
    );
    expect(errors.body).toContain(
      'Bob,Ray,bob@example.test,,Cheque,,"Payout method must be one of Bank, Paypal, Zelle"',
    );
    const mails = await ctx.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'ann@example.test'));
    expect(mails).toHaveLength(0);

    const again = await upload(shop, 'consigners', csv);
    const second = await runImport(shop, 'consigners', again.id, { mapping, mode: 'rowByRow' });
    expect(second).toMatchObject({ created: 0, alreadyImported: 2, failed: 3 });
  });

  it('invites imported consigners only when staff choose, through the outbox', async () => {
    const shop = await makeShop(ctx);
    const csv = 'Name,Email\nZoe Park,zoe@example.test\nYan Ito,yan@example.test\n';
    const file = await upload(shop, 'consigners', csv);
    expect(file.suggestedMapping).toEqual({ name: 'Name', email: 'Email' });
    const result = await runImport(shop, 'consigners', file.id, {
      mapping: file.suggestedMapping,
      mode: 'allOrNothing',
      inviteConsigners: true,
    });
    expect(result).toMatchObject({ created: 2, invited: 2, refusal: null });
    const mails = (
      await ctx.deps.db.select().from(outboxEmails).where(storeScoped(outboxEmails, shop.store.id))
    ).filter((m) => m.subject.includes('added you as a consigner'));
    expect(mails.map((m) => m.to).sort()).toEqual(['yan@example.test', 'zoe@example.test']);
    expect(mails[0]!.subject).toBe(`${shop.store.name} added you as a consigner`);
  });
});

describe('item import', () => {
  async function itemsFile(shop: Shop) {
    const sku = shop.product.sku;
    return [
      'Consignor Email,SKU,Title,Size,Condition,Price,Location,Status,Accepted Date,Barcode',
      `${shop.seller.email},${sku},,10,New,$180.00,Main Store,Active,2024-03-31,OLD-1`,
      `${shop.seller.email},,Mystery Shoe,9.5,,120,Main Store,Active,,`,
      `${shop.seller.email},${sku},,15,,100,Main Store,Active,,`,
      `${shop.seller.email},${sku},,11,,2000000,Main Store,Pending,,`,
      `nobody@example.test,${sku},,11,,90,Main Store,Active,,`,
    ].join('\r\n');
  }

  it('dry run lists unknown products, sizes, prices and consigners; all-or-nothing writes nothing', async () => {
    const shop = await makeShop(ctx);
    const file = await upload(shop, 'items', await itemsFile(shop));
    const mapping = file.suggestedMapping;
    expect(mapping).toMatchObject({
      consignerEmail: 'Consignor Email',
      sku: 'SKU',
      size: 'Size',
      code: 'Barcode',
    });
    const dry = await dryRunImport<DryRun>(ctx, owner(shop), 'items', file.id, { mapping });
    expect(dry.body.data).toMatchObject({ rows: 5, ready: 1, problemRows: 4 });
    expect(dry.body.data.problems.map((p) => [p.row, p.message])).toEqual([
      [3, 'Unknown product: choose a template to create it, or fix the SKU or title'],
      [4, 'Size 15 is not a size of the template Sneakers'],
      [5, 'Price must be more than 0 and at most 1,000,000'],
      [6, 'No consigner nobody@example.test in this store; import or add the consigner first'],
    ]);
    expect(dry.body.data.unknownProducts).toEqual([{ sku: '', title: 'Mystery Shoe', rows: 1 }]);
    const withTemplate = await dryRunImport<DryRun>(ctx, owner(shop), 'items', file.id, {
      mapping,
      createProductsTemplateId: shop.template.id,
    });
    expect(withTemplate.body.data).toMatchObject({ ready: 2, problemRows: 3, unknownProducts: [] });

    const refused = await runImport(shop, 'items', file.id, { mapping, mode: 'allOrNothing' });
    expect(refused.refusal).toContain('4 of 5 rows have problems');
    expect(await itemsOf(shop)).toHaveLength(0);
  });

  it('row by row: imports the good rows like hand-made items, keeps the old code, and a second run adds nothing', async () => {
    const shop = await makeShop(ctx);
    const standard = {
      name: 'Standard',
      termDays: 45,
      expiryAction: 'return',
      renewalFee: 15,
      markdowns: [],
    };
    const terms = await post<{ id: number }>(shop, '/api/consignmentTerms', standard);
    expect(terms.status, terms.body.error ?? '').toBe(201);
    const file = await upload(shop, 'items', await itemsFile(shop));
    const body = {
      mapping: file.suggestedMapping,
      mode: 'rowByRow',
      createProductsTemplateId: shop.template.id,
    };
    const result = await runImport(shop, 'items', file.id, body);
    expect(result).toMatchObject({ rows: 5, created: 2, failed: 3, hasErrorFile: true });
    const items = await itemsOf(shop);
    const kept = items.find((i) => i.code === 'OLD-1')!;
    expect(kept).toMatchObject({
      status: 'Active',
      price: 18000,
      option1Value: '10',
      option2Value: 'New',
      payoutAmount: 14400,
      locationId: shop.main.id,
    });
    expect(kept.acceptedOn?.toISOString().slice(0, 10)).toBe('2024-03-31');
    // The terms in force, written with the item as attachTerms writes them for a hand-made item.
    expect(kept).toMatchObject({
      termsId: terms.body.data.id,
      termsListedPrice: 18000,
      termsMarkdownStep: 0,
    });
    expect([kept.termsStartedOn, kept.termsExpiresOn]).toEqual(['2024-03-31', '2024-05-15']); // 45 days
    const mystery = items.find((i) => i.id !== kept.id)!;
    expect(mystery.code).toMatch(new RegExp(`^${shop.store.handle}_\\d{6}$`));
    const logs = await ctx.deps.db.select().from(inventoryLogs).where(eq(inventoryLogs.inventoryId, kept.id));
    expect(logs).toHaveLength(1);

    const again = await runImport(shop, 'items', file.id, body);
    expect(again).toMatchObject({ created: 0, alreadyImported: 2, failed: 3 });
    expect(await itemsOf(shop)).toHaveLength(2);
  });

  it('reads XLSX files, dates and numbers included', async () => {
    const shop = await makeShop(ctx);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Items');
    sheet.addRow(['Consigner e-mail', 'Product SKU', 'Size', 'Price', 'Location', 'Accepted date']);
    sheet.addRow([
      shop.seller.email,
      shop.product.sku,
      9,
      250,
      'Main Store',
      new Date(Date.UTC(2023, 10, 5)),
    ]);
    sheet.addRow([shop.other.email, shop.product.sku, '8.5', 99.99, 'Back Room', null]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = await upload(shop, 'items', bytes, 'items.xlsx');
    expect(file.columns).toEqual([
      'Consigner e-mail',
      'Product SKU',
      'Size',
      'Price',
      'Location',
      'Accepted date',
    ]);
    const result = await runImport(shop, 'items', file.id, {
      mapping: file.suggestedMapping,
      mode: 'allOrNothing',
    });
    expect(result).toMatchObject({ rows: 2, created: 2, refusal: null });
    const items = await itemsOf(shop);
    expect(items.map((i) => [i.price, i.option1Value]).sort()).toEqual([
      [25000, '9'],
      [9999, '8.5'],
    ]);
    expect(
      items
        .find((i) => i.price === 25000)!
        .acceptedOn?.toISOString()
        .slice(0, 10),
    ).toBe('2023-11-05');
  });
});

describe('import isolation and access', () => {
  it("keeps one store's files, jobs and mappings from another, and from staff without the access control", async () => {
    const shop = await makeShop(ctx);
    const rival = await makeShop(ctx);
    const file = await upload(
      shop,
      'items',
      `SKU,Price,Consigner e-mail\n${shop.product.sku},10,${shop.seller.email}\n`,
    );
    const mapping = file.suggestedMapping;
    const saved = await call<{ id: number }>(ctx, {
      method: 'PUT',
      url: '/api/imports/items/mappings',
      handle: shop.handle,
      token: shop.ownerToken,
      body: { name: 'Old system', mapping },
    });
    expect(saved.status).toBe(200);
    const asRival = { handle: rival.handle, token: rival.ownerToken };
    for (const url of [`/api/imports/items/files/${file.id}`, `/api/imports/items/files/${file.id}/errors`]) {
      expect((await call(ctx, { url, ...asRival })).status).toBe(404);
    }
    expect(
      (
        await call(ctx, {
          method: 'POST',
          url: `/api/imports/items/files/${file.id}/run`,
          body: { mapping },
          ...asRival,
        })
      ).status,
    ).toBe(404);
    const theirs = await call<{ mappings: unknown[] }>(ctx, {
      url: '/api/imports/items/mappings',
      ...asRival,
    });
    expect(theirs.body.data.mappings).toEqual([]);
    const gone = await call(ctx, {
      method: 'DELETE',
      url: `/api/imports/items/mappings/${saved.body.data.id}`,
      ...asRival,
    });
    expect(gone.status).toBe(404);

    const consignerClerk = await makeEmployee(ctx, shop.store, { accessControls: ['Consigners'] });
    const denied = await call(ctx, {
      url: `/api/imports/items/files/${file.id}`,
      handle: shop.handle,
      token: consignerClerk.token,
    });
    expect(denied.status).toBe(403);
    const seller = await makeConsigner(ctx, shop.store);
    expect(
      (await uploadImport(ctx, { handle: shop.handle, token: seller.token }, 'consigners', 'Email\n')).status,
    ).toBe(403);
    expect(await itemsOf(rival)).toHaveLength(0);
  });

  it('saves mappings by name, refuses unknown columns and files that are not spreadsheets', async () => {
    const shop = await makeShop(ctx);
    const put = (body: unknown) =>
      call<{ id: number; mapping: Record<string, string> }>(ctx, {
        method: 'PUT',
        url: '/api/imports/consigners/mappings',
        handle: shop.handle,
        token: shop.ownerToken,
        body,
      });
    const first = await put({ name: 'ConsignCloud', mapping: { email: 'Email', name: 'Name' } });
    const second = await put({ name: 'consigncloud', mapping: { email: 'E-mail', name: 'Name' } });
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data.mapping.email).toBe('E-mail');
    expect((await put({ name: 'x', mapping: { price: 'Price' } })).status).toBe(400);

    const file = await upload(shop, 'consigners', 'Name,Email\nA B,a@b.test\n');
    const bad = await post(shop, `/api/imports/consigners/files/${file.id}/dryRun`, {
      mapping: { email: 'Mail', name: 'Name' },
    });
    expect(bad.body.error).toBe('Email: the file has no column called Mail');
    const unmapped = await post(shop, `/api/imports/consigners/files/${file.id}/dryRun`, {
      mapping: { name: 'Name' },
    });
    expect(unmapped.body.error).toBe('Map a column to Email');
    const binary = await uploadImport(
      ctx,
      owner(shop),
      'consigners',
      Buffer.from([0, 1, 2, 3, 0, 0]),
      'x.csv',
    );
    expect(binary.status).toBe(400);
    expect(binary.body.error).toBe('Only CSV or XLSX files can be imported.');
    const template = await ctx.app.inject({
      url: '/api/imports/items/template',
      headers: { 'x-store-handle': shop.handle, authorization: `Bearer ${shop.ownerToken}` },
    });
    expect(template.body.split('\r\n')[0]).toContain('Consigner e-mail,Consigner number,Product SKU');
  });
});
