import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { messages, noShopifyProductFound } from '@backroom/domain/messages';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/catalogue-factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, readItem, type Shop } from '../../../test/inventory-factories';
import { hasPdftoppm, readBarcode, readQr, renderPage } from '../../../test/pdf-decode';
import { storeScoped } from '../../core/store-scope';
import { jobs, productGtins, products } from '../../db/schema';
import type { Storefront } from '../../storefront';

/**
 * Label PDFs rendered the way a 203 dpi thermal printer would (pdftoppm, poppler-utils) and read back with
 * ZXing: the QR codes and barcodes must decode to the item's code, GTIN or storefront page.
 */
const run = promisify(execFile);
let ctx: TestContext;
let shop: Shop;
const MM = 72 / 25.4;

beforeAll(async () => {
  if (!(await hasPdftoppm())) throw new Error('pdftoppm is missing: apt-get install -y poppler-utils');
  ctx = await createTestApp();
  shop = await makeShop(ctx);
});
afterAll(() => ctx?.close());

async function settings(values: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/stores/${shop.store.id}`,
    headers: { 'x-store-handle': shop.handle, authorization: `Bearer ${shop.ownerToken}` },
    payload: values,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function pdfCall(url: string, body: unknown, token = shop.ownerToken, handle = shop.handle) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'x-store-handle': handle, authorization: `Bearer ${token}` },
    payload: body as object,
  });
  const isPdf = String(res.headers['content-type']).startsWith('application/pdf');
  return {
    status: res.statusCode,
    headers: res.headers,
    pdf: isPdf ? new Uint8Array(res.rawPayload) : null,
    error: isPdf ? null : (res.json() as { error: string }).error,
  };
}

async function pdfText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'backroom-text-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', path.join(dir, 'in.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Full height: a QR code grows into the barcode row's place when the label has none.
const LEFT = { left: 0, top: 0, width: 0.45, height: 1 };
const RIGHT = { left: 0.55, top: 0, width: 0.45, height: 1 };

describe('staff item labels (POST /api/inventories/printLabels)', () => {
  it('prints one landscape page per item whose QR codes and barcode decode at 203 dpi; printed becomes true', async () => {
    await settings({
      labelOptions: ['Item Description', 'Item Id', 'Size', 'Price', 'SKU', 'QR Code', 'Scan To Shop'],
      labelSize: { width: 32, height: 57 },
      customBarcode: 'Code',
      shopifyTrackingParams: [{ param: 'utm_source', value: 'label' }],
    });
    // Codes as uploads make them (the factory's are longer than a 57 mm label's Code 128 holds).
    const a = await shop.item({ status: 'Active', code: `${shop.handle}_100001` });
    const b = await shop.item({ status: 'Active', option1Value: '11', code: `${shop.handle}_100002` });
    const res = await pdfCall('/api/inventories/printLabels', { ids: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="inventory_label.pdf"');
    const doc = await PDFDocument.load(res.pdf!);
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    // Landscape whatever the order of the settings: 57 × 32 mm.
    expect(width / MM).toBeCloseTo(57, 1);
    expect(height / MM).toBeCloseTo(32, 1);
    for (const [page, item] of [
      [1, a],
      [2, b],
    ] as const) {
      for (const antialias of [true, false]) {
        const raster = await renderPage(res.pdf!, page, 203, { antialias });
        expect(await readQr(raster, LEFT)).toBe(item.code);
        expect(await readBarcode(raster)).toEqual({ text: item.code, format: 'CODE_128' });
        expect(await readQr(raster, RIGHT)).toBe(
          `http://${shop.handle}.localhost:3000/shop/products/${item.productId}?utm_source=label`,
        );
      }
    }
    expect(await pdfText(res.pdf!)).toContain(a.code);
    expect((await readItem(ctx, a.id)).printed).toBe(true);
    expect((await readItem(ctx, b.id)).printed).toBe(true);
    const ready = await shop.get<{ rows: { id: number }[] }>(
      shop.ownerToken,
      '/api/inventories/paginatedInventories?status=Active&printed=false&pageSize=100',
    );
    expect(ready.body.data.rows.map((r) => r.id)).not.toContain(a.id);
  });

  it('prints the GTIN of the size as an EAN-13 barcode; a preview leaves printed false', async () => {
    await settings({
      labelOptions: ['Price', 'QR Code'],
      labelSize: { width: 57, height: 32 },
      customBarcode: 'GTIN',
    });
    const item = await shop.item({ status: 'Active', option1Value: '9.5' });
    await ctx.deps.db
      .insert(productGtins)
      .values({ storeId: shop.store.id, productId: shop.product.id, size: '9.5', gtin: '5901234123457' });
    const res = await pdfCall('/api/inventories/printLabels', { ids: [item.id], markPrinted: false });
    expect(res.status).toBe(200);
    const raster = await renderPage(res.pdf!, 1, 203);
    expect(await readBarcode(raster)).toEqual({ text: '5901234123457', format: 'EAN_13' });
    expect(await readQr(raster, LEFT)).toBe(item.code);
    expect((await readItem(ctx, item.id)).printed).toBe(false);
  });

  it("uses the compact layout for the templates chosen: the item's QR code, no barcode row", async () => {
    await settings({
      labelOptions: ['Item Description', 'Price', 'QR Code', 'SKU'],
      customBarcode: 'Code',
      compactLabelTemplateIds: [shop.template.id],
    });
    const item = await shop.item({ status: 'Active' });
    const res = await pdfCall('/api/inventories/printLabels', { ids: [item.id] });
    const raster = await renderPage(res.pdf!, 1, 203);
    expect(await readQr(raster, { left: 0, top: 0, width: 0.6, height: 1 })).toBe(item.code);
    expect(await readBarcode(raster)).toBeNull();
    await settings({ compactLabelTemplateIds: [] });
  });

  it('prints 500 labels in one PDF', { timeout: 240_000 }, async () => {
    await settings({
      labelOptions: ['Item Description', 'Price', 'Size', 'SKU', 'QR Code'],
      customBarcode: 'Code',
    });
    const items = await Promise.all(Array.from({ length: 500 }, () => shop.item({ status: 'Active' })));
    const started = performance.now();
    const res = await pdfCall('/api/inventories/printLabels', { ids: items.map((i) => i.id) });
    const ms = performance.now() - started;
    console.info(`500 labels: ${Math.round(ms)} ms, ${res.pdf?.byteLength} bytes`);
    expect(res.status).toBe(200);
    expect((await PDFDocument.load(res.pdf!)).getPageCount()).toBe(500);
    const raster = await renderPage(res.pdf!, 500, 203);
    expect(await readQr(raster, LEFT)).toBe(items[499]!.code);
  });

  it("refuses other stores' items, consigners and empty selections", async () => {
    const rival = await makeShop(ctx);
    const theirs = await rival.item({ status: 'Active' });
    const res = await pdfCall('/api/inventories/printLabels', { ids: [theirs.id] });
    expect(res).toMatchObject({ status: 404, error: 'Inventory not found.' });
    expect((await readItem(ctx, theirs.id)).printed).toBe(false);
    const mine = await shop.item({ status: 'Active' });
    expect(
      (await pdfCall('/api/inventories/printLabels', { ids: [mine.id] }, shop.seller.token)).status,
    ).toBe(403);
    expect((await pdfCall('/api/inventories/printLabels', { ids: [] })).status).toBe(400);
  });
});

describe('storefront listing ids', () => {
  it('refuses and queues a resync when the storefront needs a listing id the product lacks or does not know', async () => {
    const original = ctx.deps.storefront;
    const fake: Storefront = {
      kind: 'shopify',
      requiresListingId: true,
      resyncProduct: async () => ({ externalId: null }),
      productUrl: ({ externalId }) =>
        externalId === 'known' ? `https://shop.example/products/${externalId}` : null,
    };
    ctx.deps.storefront = fake;
    try {
      await settings({ labelOptions: ['Price', 'Shopify QR Code'], customBarcode: 'None' });
      const product = await makeProduct(ctx, shop.store, { title: 'Dunk Low Panda' });
      const item = await shop.item({ status: 'Active', productId: product.id });
      const first = await pdfCall('/api/inventories/printLabels', { ids: [item.id] });
      expect(first).toMatchObject({ status: 409, error: messages.resyncedWithoutShopifyId });
      const queued = await ctx.deps.db
        .select()
        .from(jobs)
        .where(storeScoped(jobs, shop.store.id, eq(jobs.name, 'products.resync')));
      expect(queued.map((j) => (j.payload as { productId: number }).productId)).toContain(product.id);
      expect((await readItem(ctx, item.id)).printed).toBe(false);

      await ctx.deps.db.update(products).set({ shopifyId: 'gone' }).where(eq(products.id, product.id));
      const second = await pdfCall('/api/inventories/printLabels', { ids: [item.id] });
      expect(second).toMatchObject({ status: 409, error: noShopifyProductFound('Dunk Low Panda') });

      await ctx.deps.db.update(products).set({ shopifyId: 'known' }).where(eq(products.id, product.id));
      const third = await pdfCall('/api/inventories/printLabels', { ids: [item.id] });
      expect(third.status).toBe(200);
      const raster = await renderPage(third.pdf!, 1, 203);
      expect(await readQr(raster, { left: 0.4, top: 0, width: 0.6, height: 1 })).toBe(
        'https://shop.example/products/known?utm_source=label',
      );
    } finally {
      ctx.deps.storefront = original;
    }
  });
});

describe('consigner label sheet and Print Manifest', () => {
  it("prints a consigner's own items on US Letter, 1.5 inch each, QR codes readable", async () => {
    const own = await shop.item({ status: 'Requested', locationId: null });
    const others = await shop.item({ status: 'Requested', consignerId: shop.other.consigner.id });
    const res = await pdfCall('/api/inventories/printConsignerLabels', { ids: [own.id] }, shop.seller.token);
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(res.pdf!);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const raster = await renderPage(res.pdf!, 1, 150);
    // The first cell: top-left, 1.5 inch high below the half-inch margin.
    expect(await readQr(raster, { left: 0, top: 0, width: 0.3, height: 0.25 })).toBe(own.code);
    const foreign = await pdfCall(
      '/api/inventories/printConsignerLabels',
      { ids: [others.id] },
      shop.seller.token,
    );
    expect(foreign).toMatchObject({ status: 404 });
  });

  it("lists a consigner's requested items (all of the list, or the ones selected) and nobody else's", async () => {
    const a = await shop.item({ status: 'Requested', price: 12345, payoutAmount: 10000 });
    const b = await shop.item({ status: 'Requested' });
    const pending = await shop.item({ status: 'Pending' });
    const others = await shop.item({ status: 'Requested', consignerId: shop.other.consigner.id });
    const all = await pdfCall('/api/inventories/printManifest', { status: 'Requested' }, shop.seller.token);
    expect(all.status).toBe(200);
    expect(all.headers['content-disposition']).toBe('attachment; filename="manifest.pdf"');
    const text = await pdfText(all.pdf!);
    expect(text).toContain(a.code);
    expect(text).toContain(b.code);
    expect(text).toContain('$123.45');
    expect(text).toContain('$100.00');
    expect(text).not.toContain(pending.code);
    expect(text).not.toContain(others.code);

    const picked = await pdfCall(
      '/api/inventories/printManifest',
      { ids: [b.id, others.id] },
      shop.seller.token,
    );
    const pickedText = await pdfText(picked.pdf!);
    expect(pickedText).toContain(b.code);
    expect(pickedText).not.toContain(a.code);
    expect(pickedText).not.toContain(others.code);
    const raster = await renderPage(picked.pdf!, 1, 200);
    expect(await readQr(raster, { left: 0, top: 0.1, width: 0.2, height: 0.15 })).toBe(b.code);

    const nothing = await pdfCall('/api/inventories/printManifest', { ids: [others.id] }, shop.seller.token);
    expect(nothing.status).toBe(404);
  });
});
