import { messages } from '@backroom/domain/messages';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consigners, productGtins } from '../apps/server/src/db/schema';
import { makeShop, readItem } from '../apps/server/test/inventory-factories';
import { type E2E, startE2E } from './harness';
import { choose, openAsOwner, toast } from './staff-helpers';

/**
 * The counter with a keyboard-wedge scanner: a scan is fast keystrokes ending in Enter, typed into whatever has
 * the focus (the screens keep their hidden scanner input focused).
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * A scan: the code's keys and Enter, as keydown events on the focused element in one go. A hardware scanner
 * types a code in a few milliseconds; Playwright's per-key round trips take far longer, so a scan typed with
 * page.keyboard could straddle the scanner's 3 s buffer clear and arrive cut in two.
 */
const scanKeys = (page: Page, code: string) =>
  page.evaluate((code) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...code, 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }, code);

/** A scan's time in the page: Enter → the frame showing the row; of it, the API call and what followed it. */
interface ScanTime {
  total: number;
  api: number;
  render: number;
}

/**
 * Types a scan and measures, in the page with performance.now() (so Playwright's own polling is not counted),
 * the time from the Enter key to the animation frame that shows `shows` in a row `rowTestId`: scanner input,
 * the API call (from the page's resource timing), React's render and the frame.
 */
async function timedScan(page: Page, code: string, rowTestId: string, shows = code): Promise<ScanTime> {
  // Set up before typing: a pause between the keys and Enter longer than the scanner's 500 ms idle would
  // clear its buffer.
  await page.evaluate(
    ({ shows, rowTestId }) => {
      const w = window as unknown as { scanTime: Promise<ScanTime> };
      w.scanTime = new Promise((resolve, reject) => {
        let start = 0;
        const onKey = (e: KeyboardEvent) => {
          if (e.key === 'Enter' && !start) start = performance.now();
        };
        const shown = () =>
          [...document.querySelectorAll(`[data-testid="${rowTestId}"]`)].some((row) =>
            row.textContent?.includes(shows),
          );
        const observer = new MutationObserver(() => {
          if (!start || !shown()) return;
          stop();
          requestAnimationFrame(() => {
            const end = performance.now();
            const call = performance
              .getEntriesByType('resource')
              .filter((r) => r.name.includes('/api/') && r.startTime >= start)
              .at(-1) as PerformanceResourceTiming | undefined;
            const api = call ? call.responseEnd - call.startTime : 0;
            resolve({ total: end - start, api, render: call ? end - call.responseEnd : 0 });
          });
        });
        const timeout = setTimeout(() => {
          stop();
          reject(new Error(`${shows} did not show in ${rowTestId}`));
        }, 10_000);
        const stop = () => {
          observer.disconnect();
          clearTimeout(timeout);
          document.removeEventListener('keydown', onKey, { capture: true });
        };
        document.addEventListener('keydown', onKey, { capture: true });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    { shows, rowTestId },
  );
  await scanKeys(page, code);
  return page.evaluate(() => (window as unknown as { scanTime: Promise<ScanTime> }).scanTime);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const describeTimes = (first: ScanTime, rest: ScanTime[]) =>
  `first ${ms(first.total)} (API ${ms(first.api)}, render ${ms(first.render)}); then median ${ms(median(rest.map((t) => t.total)))} (API ${ms(median(rest.map((t) => t.api)))}, render ${ms(median(rest.map((t) => t.render)))}), max ${ms(Math.max(...rest.map((t) => t.total)))} of ${rest.length}`;

/** A shop whose seller is Sally Seller and whose product has size 10 under `gtin`. */
async function shopWithGtin(gtin: string) {
  const shop = await makeShop(e2e.ctx);
  await e2e.ctx.deps.db
    .update(consigners)
    .set({ firstName: 'Sally', lastName: 'Seller' })
    .where(eq(consigners.id, shop.seller.consigner.id));
  await e2e.ctx.deps.db
    .insert(productGtins)
    .values({ storeId: shop.store.id, productId: shop.product.id, size: '10', gtin });
  return shop;
}

describe('scan intake wizard (/scan)', () => {
  it("scans a box's GTIN and 40 item codes into the list, refuses the same item twice, saves them in at the location", async () => {
    const shop = await shopWithGtin('5901234123457');
    const item = await shop.item({
      status: 'Requested',
      option1Value: '10',
      locationId: null,
      acceptedOn: null,
    });
    // A big drop-off: the time from scan to row must not grow with the list.
    const more = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        shop.item({ status: 'Pending', option1Value: String(20 + i), locationId: null, acceptedOn: null }),
      ),
    );

    const page = await openAsOwner(e2e, shop, '/scan', 'Scan');
    await page.getByTestId('intake-next').click();
    await toast(page, 'Please select a location and a consigner');
    await choose(page, 'intake-consigner', 'Sally Seller');
    await choose(page, 'intake-location', 'Back Room');
    await page.getByTestId('intake-next').click();
    await page.getByTestId('scanner-status').getByText('Scanner ready').waitFor();

    const first = await timedScan(page, '5901234123457', 'intake-item', item.code);
    // The consigner's item codes (label or manifest QR codes): each is added straight to the list. Timed: the
    // last 6, with 34 items already listed (the bench times scans against a long list; 86 scans here took 126 s of a
    // loaded CI machine for the same answer).
    const times: ScanTime[] = [];
    for (const [index, next] of more.entries()) {
      const time = await timedScan(page, next.code, 'intake-item');
      if (index >= 34) times.push(time);
    }
    expect(await page.getByTestId('intake-item').count()).toBe(1 + more.length);
    // Reported, not asserted: the < 100 ms target is measured by `npm run bench` (docs/performance.md); a timed
    // assertion here failed CI whenever the machine was busy.
    console.info(`intake scan → item on screen: ${describeTimes(first, times)}`);

    await scanKeys(page, item.code);
    await toast(page, 'Item already scanned');
    expect(await page.getByTestId('intake-item').count()).toBe(1 + more.length);

    await page.getByTestId('intake-save').click();
    await toast(page, 'Inventory accepted successfully');
    await page.getByTestId('intake-next').waitFor();
    expect(await readItem(e2e.ctx, item.id)).toMatchObject({ status: 'Active', locationId: shop.back.id });
    const saved = await Promise.all(more.map((next) => readItem(e2e.ctx, next.id)));
    expect(saved.filter((row) => row.status === 'Active' && row.locationId === shop.back.id)).toHaveLength(
      more.length,
    );
  });
  it("choosing another consigner empties the list, so Save never takes in the first one's items", async () => {
    const shop = await makeShop(e2e.ctx);
    await Promise.all(
      [
        [shop.seller.consigner.id, 'Sally', 'Seller'],
        [shop.other.consigner.id, 'Otto', 'Other'],
      ].map(([id, firstName, lastName]) =>
        e2e.ctx.deps.db
          .update(consigners)
          .set({ firstName: String(firstName), lastName: String(lastName) })
          .where(eq(consigners.id, Number(id))),
      ),
    );
    const item = await shop.item({ status: 'Pending', locationId: null, acceptedOn: null });

    const page = await openAsOwner(e2e, shop, '/scan', 'Scan');
    await choose(page, 'intake-consigner', 'Sally Seller');
    await choose(page, 'intake-location', 'Back Room');
    await page.getByTestId('intake-next').click();
    await page.getByTestId('scanner-status').getByText('Scanner ready').waitFor();
    await scanKeys(page, item.code);
    await page.getByTestId('intake-item').getByText(item.code).waitFor();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await choose(page, 'intake-consigner', 'Otto Other');
    await page.getByTestId('intake-next').click();
    await page.getByTestId('scanner-status').getByText('Scanner ready').waitFor();
    expect(await page.getByTestId('intake-item').count()).toBe(0);
    expect(await readItem(e2e.ctx, item.id)).toMatchObject({ status: 'Pending' });
  });
  it('an Active item scanned by its code reads "Already active", and Save with only it says nothing was accepted', async () => {
    const shop = await shopWithGtin('4006381333900');
    const active = await shop.item({ status: 'Active' });
    const before = await readItem(e2e.ctx, active.id);

    const page = await openAsOwner(e2e, shop, '/scan', 'Scan');
    await choose(page, 'intake-consigner', 'Sally Seller');
    await choose(page, 'intake-location', 'Back Room');
    await page.getByTestId('intake-next').click();
    await page.getByTestId('scanner-status').getByText('Scanner ready').waitFor();
    await scanKeys(page, active.code);
    await toast(page, `${active.code}: ${messages.alreadyInStock}`);
    const row = page.getByTestId('intake-item').filter({ hasText: active.code });
    await row.getByText('Already active', { exact: true }).waitFor();
    expect(await row.getByTestId('intake-item-note').innerText()).toBe(messages.alreadyInStock);
    expect(await row.getByText('Added', { exact: true }).count()).toBe(0);

    await page.getByTestId('intake-save').click();
    await toast(page, messages.nothingToAccept);
    expect(await page.getByText(messages.inventoryAccepted).count()).toBe(0);
    // Still on the scan step with the row, nothing changed on the item.
    expect(await page.getByTestId('intake-item').count()).toBe(1);
    expect(await readItem(e2e.ctx, active.id)).toMatchObject({
      status: 'Active',
      locationId: before.locationId,
      acceptedOn: before.acceptedOn,
    });
    await row.getByRole('button', { name: 'Remove' }).click();
    expect(await page.getByTestId('intake-item').count()).toBe(0);
  });
  it('a known GTIN with nothing left to scan opens Add, which refuses a price of 0 and adds the item', async () => {
    const shop = await shopWithGtin('4006381333931');

    const page = await openAsOwner(e2e, shop, '/scan', 'Scan');
    await choose(page, 'intake-consigner', 'Sally Seller');
    await choose(page, 'intake-location', 'Back Room');
    await page.getByTestId('intake-next').click();
    await page.getByTestId('scanner-status').getByText('Scanner ready').waitFor();
    await scanKeys(page, '4006381333931');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Price').fill('0');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('Please enter a price', { exact: true }).waitFor();
    // A busy server: the payout quote for the new price is still on its way when Add is clicked. The click
    // must not be lost (it was, and the dialog stayed open).
    await page.route('**/api/inventories/fees', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => {});
    });
    await dialog.getByLabel('Price').fill('120');
    for (const [name, values] of [
      [shop.template.option2, shop.template.option2Values],
      [shop.template.option3, shop.template.option3Values],
    ] as const) {
      if (!name || !values?.[0]) continue;
      // On a busy machine a click can land while the dropdown is still opening: check the choice took.
      const field = dialog.locator('.ant-form-item').filter({ has: page.getByLabel(name, { exact: true }) });
      for (let attempt = 1; attempt <= 4; attempt++) {
        await dialog.getByLabel(name, { exact: true }).click();
        await page
          .locator('.ant-select-item-option:visible')
          .filter({ hasText: values[0] })
          .first()
          .click({ timeout: 5_000 })
          .catch(() => page.keyboard.press('Escape'));
        if ((await field.locator('.ant-select').innerText()).includes(values[0])) break;
      }
      expect(await field.locator('.ant-select').innerText()).toContain(values[0]);
    }
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('intake-item').count()).toBe(1);
  });
});

describe('location reconciliation (/scanItems)', () => {
  it('scans a location and shows what is Missing and what was Over Scanned', async () => {
    const shop = await makeShop(e2e.ctx);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => shop.item({ status: 'Active', locationId: shop.back.id })),
    );
    const sold = await shop.item({ status: 'Sold', locationId: shop.back.id });
    const elsewhere = await shop.item({ status: 'Active', locationId: shop.main.id });

    const page = await openAsOwner(e2e, shop, '/scanItems', 'Scan Items');
    await choose(page, 'reconcile-location', 'Back Room');
    await page.getByTestId('reconcile-start').click();
    expect(await page.getByTestId('reconcile-run').isDisabled()).toBe(true);
    await page.getByTestId('scanner-status').getByText('Scanner ready').waitFor();

    const first = await timedScan(page, a!.code, 'reconcile-scanned-row');
    const second = await timedScan(page, sold.code, 'reconcile-scanned-row');
    console.info(`reconciliation scan → item on screen: ${describeTimes(first, [second])}`);
    await scanKeys(page, elsewhere.code);
    await toast(page, 'No items found for this location.');
    await scanKeys(page, a!.code);
    await page.getByTestId('reconcile-count').getByText('2 items scanned').waitFor();

    await page.getByTestId('reconcile-run').click();
    await page.getByRole('tab', { name: 'Missing (2)' }).waitFor();
    const missing = await page.getByTestId('missing-row').allTextContents();
    expect(missing.join(' ')).toContain(b!.code);
    expect(missing.join(' ')).toContain(c!.code);
    expect(missing.join(' ')).not.toContain(a!.code);
    await page.getByRole('tab', { name: 'Over Scanned (1)' }).click();
    await page.getByTestId('over-scanned-row').getByText(sold.code).waitFor();
    await page.getByRole('tab', { name: 'Logs' }).click();
    await page.getByRole('button', { name: 'VIEW' }).first().waitFor();
  });

  it('PRINT prints every Missing item, not the 20 the screen pages, and none of the app around them', async () => {
    const shop = await makeShop(e2e.ctx);
    const items = await Promise.all(
      Array.from({ length: 25 }, () => shop.item({ status: 'Active', locationId: shop.back.id })),
    );
    const page = await openAsOwner(e2e, shop, '/scanItems', 'Scan Items');
    await choose(page, 'reconcile-location', 'Back Room');
    await page.getByTestId('reconcile-start').click();
    await page.getByTestId('scanner-status').getByText('Scanner ready').waitFor();
    await scanKeys(page, items[0]!.code);
    await page.getByTestId('reconcile-count').getByText('1 item scanned').waitFor();
    await page.getByTestId('reconcile-run').click();
    await page.getByRole('tab', { name: 'Missing (24)' }).waitFor();
    expect(await page.getByTestId('missing-row').count()).toBe(20);

    // The browser's print dialog would block headless Chromium: count the calls instead.
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'PRINT' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    try {
      await page.getByTestId('scan-print').waitFor();
      const rows = await page.getByTestId('scan-print-row').allTextContents();
      expect(rows).toHaveLength(24);
      for (const item of items.slice(1)) expect(rows.join(' ')).toContain(item.code);
      expect(await page.getByRole('tab', { name: 'Missing (24)' }).isVisible()).toBe(false);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    expect(await page.getByTestId('scan-print').isVisible()).toBe(false);
  });

  it('the camera reads an item code into the list (BarcodeDetector)', async () => {
    const shop = await makeShop(e2e.ctx);
    const item = await shop.item({ status: 'Active', locationId: shop.back.id });
    const page = await openAsOwner(e2e, shop, '/scanItems', 'Scan Items');
    await choose(page, 'reconcile-location', 'Back Room');
    await page.getByTestId('reconcile-start').click();
    // A camera and a detector that reads the item's QR code once the video plays.
    await page.evaluate((code) => {
      const w = window as unknown as { BarcodeDetector: unknown };
      w.BarcodeDetector = class {
        static async getSupportedFormats() {
          return ['qr_code', 'code_128'];
        }
        async detect(video: HTMLVideoElement) {
          return video.readyState >= 2 ? [{ rawValue: code }] : [];
        }
      };
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 16;
        canvas.height = 16;
        canvas.getContext('2d')!.fillRect(0, 0, 16, 16);
        return canvas.captureStream(10);
      };
    }, item.code);
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await page.getByTestId('reconcile-scanned-row').getByText(item.code).waitFor();
    await page.getByRole('dialog', { name: 'Scan with the camera' }).waitFor({ state: 'detached' });
  });
});
