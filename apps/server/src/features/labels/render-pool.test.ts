import { setTimeout as sleep } from 'node:timers/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, type Shop } from '../../../test/inventory-factories';
import { readQr, renderPage } from '../../../test/pdf-decode';
import type { LabelItem, LabelSettings } from './label-data';
import type { RenderJob } from './render-document';
import { PDF_BUSY_MESSAGE, RenderPool } from './render-pool';

/**
 * Label PDFs are drawn in worker threads: while one store's large PDF draws, the server keeps answering, and a
 * store asking for more PDFs than its share waits in its own queue or is told to wait (429).
 */
let ctx: TestContext;
let shop: Shop;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeShop(ctx);
});
afterAll(() => ctx?.close());

describe('a large label PDF', { timeout: 240_000 }, () => {
  it('draws off the main thread: /healthz answers again and again before the PDF is done, and the PDF decodes', async () => {
    const items = await Promise.all(Array.from({ length: 1000 }, () => shop.item({ status: 'Active' })));
    const started = performance.now();
    let doneAt = 0;
    const pdf = ctx.app
      .inject({
        method: 'POST',
        url: '/api/inventories/printLabels',
        headers: { 'x-store-handle': shop.handle, authorization: `Bearer ${shop.ownerToken}` },
        payload: { ids: items.map((i) => i.id), markPrinted: false },
      })
      .then((res) => {
        doneAt = performance.now();
        return res;
      });
    // Health checks one after another for as long as the PDF takes. The longest stretch without an answer is
    // what a load balancer or another store would see; drawing on the main thread makes it the drawing time.
    const answeredAt: number[] = [started];
    while (!doneAt) {
      const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      if (!doneAt) answeredAt.push(performance.now());
      // An injected request needs no I/O: without a pause the loop would never let the PDF's answer in.
      await sleep(5);
    }
    const res = await pdf;
    const total = doneAt - started;
    answeredAt.push(doneAt);
    const longest = Math.max(...answeredAt.slice(1).map((t, i) => t - answeredAt[i]!));
    console.info(
      `1,000 labels: ${Math.round(total)} ms; ${answeredAt.length - 2} health checks meanwhile, longest silence ${Math.round(longest)} ms`,
    );
    expect(res.statusCode).toBe(200);
    expect(longest).toBeLessThan(total / 4);
    const bytes = new Uint8Array(res.rawPayload);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1000);
    const raster = await renderPage(bytes, 1000, 203);
    expect(await readQr(raster, { left: 0, top: 0, width: 0.45, height: 1 })).toBe(items[999]!.code);
  });
});

describe('per-store limit', () => {
  const settings: LabelSettings = {
    options: new Set(['Item Description', 'Price', 'QR Code']),
    widthMm: 57,
    heightMm: 32,
    customBarcode: 'Code',
    compactTemplateIds: new Set(),
    trackingParams: [],
    customShopifyUrl: null,
  };
  const job = (prefix: string, count: number): RenderJob => ({
    kind: 'labels',
    settings,
    currency: 'USD',
    logo: null,
    items: Array.from(
      { length: count },
      (_, n) =>
        ({
          code: `${prefix}_${100_000 + n}`,
          productTitle: 'Nike Dunk Low',
          price: 10_000,
          productTemplateId: null,
        }) as LabelItem,
    ),
  });

  it("queues a store's PDFs beyond its share, refuses past its queue with 429, and lets another store through", async () => {
    const pool = new RenderPool({ threads: 2, perStore: 1, queuePerStore: 2 });
    try {
      // Both threads up first, so the order below is about queueing, not about which thread started sooner.
      await Promise.all([pool.render(3, job('warm', 1)), pool.render(4, job('warm', 1))]);
      const finished: string[] = [];
      const track = (name: string, p: Promise<Uint8Array>) =>
        p.then(
          (pdf) => {
            finished.push(name);
            return pdf;
          },
          (error: { status?: number; message: string }) => ({ status: error.status, message: error.message }),
        );
      const busy = [1, 2, 3, 4, 5].map((n) => track(`a${n}`, pool.render(1, job('busy', 150))));
      const other = track('b', pool.render(2, job('other', 5)));
      const results = await Promise.all([...busy, other]);
      const refused = results.filter((r) => !(r instanceof Uint8Array));
      expect(refused).toEqual([
        { status: 429, message: PDF_BUSY_MESSAGE },
        { status: 429, message: PDF_BUSY_MESSAGE },
      ]);
      expect(results.filter((r) => r instanceof Uint8Array)).toHaveLength(4);
      // The other store had a thread of its own: done before the busy store's queue drained.
      expect(finished.indexOf('b')).toBeLessThan(finished.indexOf('a3'));
      const pdf = results[0] as Uint8Array;
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(150);
    } finally {
      await pool.close();
    }
  });
});
