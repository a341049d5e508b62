/**
 * Exports of the systems a shop moves from (issue 33): a ConsignCloud items export and a SimpleConsign one are
 * recognised and import by the meaning of their columns (colour never lands on the condition; ConsignCloud's
 * Split gives the payout, its SKU is the item's own tag), and the preview names the columns left out. The
 * headers follow the vendors' help pages (ConsignCloud "Introduction to Inventory" and "Importing Data";
 * SimpleConsign's item import utility).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { dryRunImport, uploadImport } from '../../../test/import-helpers';
import { makeShop, type Shop } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { inventories, productTemplates } from '../../db/schema';

let ctx: TestContext;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-incumbent-'));
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface FileAnswer {
  id: string;
  detectedSource: string | null;
  suggestedMapping: Record<string, string>;
  ignoredColumns: string[];
}
interface DryRun {
  rows: number;
  ready: number;
  problemRows: number;
  problems: { row: number; field: string | null; message: string }[];
  ignoredColumns: string[];
}

async function upload(shop: Shop, csv: string, name: string) {
  const res = await uploadImport(ctx, { handle: shop.handle, token: shop.ownerToken }, 'items', csv, name);
  expect(res.status, res.body.error ?? '').toBe(201);
  return res.body.data as unknown as FileAnswer;
}

const post = <T>(shop: Shop, url: string, body: unknown) =>
  call<T>(ctx, { method: 'POST', url, handle: shop.handle, token: shop.ownerToken, body });

async function importAll(shop: Shop, file: FileAnswer) {
  const body = {
    mapping: file.suggestedMapping,
    mode: 'rowByRow',
    createProductsTemplateId: shop.template.id,
  };
  const started = await post<{ jobId: number }>(shop, `/api/imports/items/files/${file.id}/run`, body);
  expect(started.status, started.body.error ?? '').toBe(202);
  await ctx.worker.drain();
  const job = await call<{ status: string; result: { created: number; failed: number } }>(ctx, {
    url: `/api/jobs/${started.body.data.jobId}`,
    handle: shop.handle,
    token: shop.ownerToken,
  });
  expect(job.body.data.status).toBe('done');
  return job.body.data.result;
}

const itemsOf = (shop: Shop) =>
  ctx.deps.db.select().from(inventories).where(storeScoped(inventories, shop.store.id));

describe('a ConsignCloud items export', () => {
  const csv = (shop: Shop) =>
    [
      'SKU,Title,Description,Category,Brand,Color,Size,Account,Inventory Type,Split,Cost Per,Tag Price,Quantity,Status,Location,Created',
      `2K4H9Q,Jordan 1 Retro High,Chicago,Sneakers,Nike,Red,10,${shop.seller.consigner.id},Consignment,60%,,$220.00,1,active,Main Store,2025-10-02`,
      `7TQ2LM,Jordan 1 Retro High,,Sneakers,Nike,Black,9.5,${shop.seller.consigner.id},Consignment,0.7,,150,1,active,Back Room,2025-10-05`,
      `P3X8ZC,Air Max 90,,Sneakers,Nike,White,11,${shop.other.consigner.id},Consignment,50,,120.00,0,sold,Main Store,2025-09-12`,
    ].join('\r\n');

  it('is recognised, maps Color to a colour (not the Condition option), Split and Quantity by meaning, and names what it leaves out', async () => {
    const shop = await makeShop(ctx);
    const file = await upload(shop, csv(shop), 'items-export.csv');
    expect(file.detectedSource).toBe('ConsignCloud');
    expect(file.suggestedMapping).toMatchObject({
      code: 'SKU',
      title: 'Title',
      color: 'Color',
      size: 'Size',
      consignerCode: 'Account',
      split: 'Split',
      cost: 'Cost Per',
      price: 'Tag Price',
      quantity: 'Quantity',
      status: 'Status',
      location: 'Location',
      acceptedOn: 'Created',
    });
    expect(file.suggestedMapping.option2).toBeUndefined();
    expect(file.suggestedMapping.condition).toBeUndefined();
    expect(file.suggestedMapping.sku).toBeUndefined();
    expect(file.ignoredColumns).toEqual(['Description', 'Category', 'Brand', 'Inventory Type']);

    const dry = await dryRunImport<DryRun>(
      ctx,
      { handle: shop.handle, token: shop.ownerToken },
      'items',
      file.id,
      {
        mapping: file.suggestedMapping,
        createProductsTemplateId: shop.template.id,
      },
    );
    expect(dry.status, dry.body.error ?? '').toBe(202);
    expect(dry.body.data.ignoredColumns).toEqual(['Description', 'Category', 'Brand', 'Inventory Type']);
    // The sold row (quantity 0) is the only one refused, in words; no colour is checked against conditions.
    expect(dry.body.data).toMatchObject({ rows: 3, ready: 2, problemRows: 1 });
    expect(dry.body.data.problems.map((p) => p.message)).toContain(
      'Quantity is 0: nothing of this row is left to import',
    );
    expect(dry.body.data.problems.some((p) => /not a condition/.test(p.message))).toBe(false);

    const result = await importAll(shop, file);
    expect(result).toMatchObject({ created: 2, failed: 1 });
    const items = (await itemsOf(shop)).sort((a, b) => a.price - b.price);
    expect(
      items.map((i) => [i.code, i.price, i.payoutAmount, i.option1Value, i.option2Value, i.notes]),
    ).toEqual([
      ['7TQ2LM', 15000, 10500, '9.5', null, 'Colour: Black'],
      ['2K4H9Q', 22000, 13200, '10', null, 'Colour: Red'],
    ]);
    expect(items.map((i) => i.locationId).sort()).toEqual([shop.main.id, shop.back.id].sort());
  });
});

describe('a SimpleConsign items export', () => {
  it('is recognised and imports by account number, item number and colour, leaving out what it cannot use', async () => {
    const shop = await makeShop(ctx);
    const csv = [
      'Account #,Item #,Process Date,Category,Brand,Size,Color,Title,Description,Price,Cost,Price Code,User Field 1,Quantity,Location',
      `${shop.seller.consigner.id},1001,03/14/2025,Shoes;Sneakers;Basketball,Nike,10,Blue,Dunk Low,Light wear,95.00,,A,0195866123456,1,Main Store`,
      `${shop.seller.consigner.id},1002,03/14/2025,Shoes;Sneakers;Running,Adidas,8.5,Grey,Ultraboost 22,,80,,A,,,Main Store`,
    ].join('\r\n');
    const file = await upload(shop, csv, 'simpleconsign-items.csv');
    expect(file.detectedSource).toBe('SimpleConsign');
    expect(file.suggestedMapping).toMatchObject({
      consignerCode: 'Account #',
      code: 'Item #',
      acceptedOn: 'Process Date',
      size: 'Size',
      color: 'Color',
      title: 'Title',
      price: 'Price',
      cost: 'Cost',
      quantity: 'Quantity',
      location: 'Location',
    });
    expect(file.suggestedMapping.option2).toBeUndefined();
    expect(file.ignoredColumns).toEqual(['Category', 'Brand', 'Description', 'Price Code', 'User Field 1']);
    const dry = await dryRunImport<DryRun>(
      ctx,
      { handle: shop.handle, token: shop.ownerToken },
      'items',
      file.id,
      {
        mapping: file.suggestedMapping,
        createProductsTemplateId: shop.template.id,
      },
    );
    expect(dry.body.data.problems).toEqual([]);
    expect(await importAll(shop, file)).toMatchObject({ created: 2, failed: 0 });
    const items = (await itemsOf(shop)).sort((a, b) => a.price - b.price);
    expect(items.map((i) => [i.code, i.price, i.option1Value, i.notes])).toEqual([
      ['1002', 8000, '8.5', 'Colour: Grey'],
      ['1001', 9500, '10', 'Colour: Blue'],
    ]);
    expect(items[1]!.acceptedOn?.toISOString().slice(0, 10)).toBe('2025-03-14');
  });
});

describe('a colour column', () => {
  it('fills a template option named Colour when the template has one', async () => {
    const shop = await makeShop(ctx);
    await ctx.deps.db
      .update(productTemplates)
      .set({ option3: 'Colour', option3Values: ['Red', 'Black'] })
      .where(eq(productTemplates.id, shop.template.id));
    const csv = [
      'Consigner e-mail,Product SKU,Size,Color,Price,Location',
      `${shop.seller.email},${shop.product.sku},10,red,200,Main Store`,
    ].join('\r\n');
    const file = await upload(shop, csv, 'colour.csv');
    expect(await importAll(shop, file)).toMatchObject({ created: 1, failed: 0 });
    const [item] = await itemsOf(shop);
    expect([item!.option2Value, item!.option3Value, item!.notes]).toEqual([null, 'Red', null]);
  });
});
