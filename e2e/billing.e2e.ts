import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingOf, invoicesOf, setAccount } from '../apps/server/src/features/billing/billing-test-kit';
import { runInvoices } from '../apps/server/src/features/billing/invoice-run';
import { makeStore } from '../apps/server/test/factories';
import { type E2E, screenshot, startE2E } from './harness';
import { openAsOwner, pageWidth, toast, toastGone } from './staff-helpers';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

async function addCard(page: Page, number: string) {
  await page.getByTestId('change-card').click();
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('12/39');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('save-card').click();
  await page.getByTestId('card-number').waitFor({ state: 'detached' });
}

/** Clicks Download PDF and reads the PDF the page opened (its own fetch consumed the response). */
async function downloadInvoice(page: Page, number: string): Promise<string> {
  await page.evaluate(() => {
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      (window as unknown as { opened: Blob }).opened = blob;
      return original(blob);
    };
  });
  const [response, popup] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/pdf')),
    page.context().waitForEvent('page'),
    page.getByTestId(`download-invoice-${number}`).click(),
  ]);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await popup.close();
  const base64 = await page.evaluate(async () => {
    const blob = (window as unknown as { opened: Blob }).opened;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'e2e-invoice-')), 'invoice.pdf');
  await writeFile(file, Buffer.from(base64, 'base64'));
  return (await promisify(execFile)('pdftotext', ['-layout', file, '-'])).stdout;
}

describe('billing', () => {
  it('the owner adds a card, changes plan, and downloads the invoice the month brings', async () => {
    const shop = await makeStore(e2e.ctx);
    const page = await openAsOwner(e2e, shop, '/billing', 'Billing');
    await expect.poll(() => page.getByTestId('billing-status').innerText()).toBe('Trial');
    expect(await page.getByTestId('current-plan').innerText()).toBe('Starter');
    expect(await page.getByTestId('next-invoice-total').innerText()).toBe('$49.00');
    expect(await page.getByTestId('invoices-table').innerText()).toContain('No invoices yet');

    await addCard(page, '4242 4242 4242 4242');
    await expect.poll(() => page.getByTestId('payment-method').innerText()).toBe('Card ending 4242');

    await page.getByTestId('choose-plan-growth').click();
    await page.getByTestId('confirm-plan').click();
    await toast(page, 'Plan changed');
    await expect.poll(() => page.getByTestId('current-plan').innerText()).toBe('Growth');
    expect(await page.getByTestId('next-invoice-total').innerText()).toBe('$39.00');
    expect(await page.getByTestId('billing-history').innerText()).toContain('Starter → Growth');

    // A month passes: the trial ends and the invoice run bills the store.
    await setAccount(e2e.ctx, shop.store.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await runInvoices(e2e.ctx.deps.db, { config: billingOf(e2e.ctx) });
    await e2e.ctx.worker.drain();
    const [invoice] = await invoicesOf(e2e.ctx, shop.store.id);
    await page.reload();
    await page.getByTestId(`download-invoice-${invoice!.number}`).waitFor();
    expect(await page.getByTestId('billing-status').innerText()).toBe('Active');
    expect(await page.getByTestId('invoices-table').innerText()).toContain('Paid');
    const text = await downloadInvoice(page, invoice!.number);
    expect(text).toContain(`Invoice ${invoice!.number}`);
    expect(text).toContain('Growth plan: Main Store');
    expect(text).toMatch(/Total\s+\$39\.00/);
    await toastGone(page).catch(() => undefined);
    await screenshot(page, 'billing');
  });

  it('a declined card shows staff the past-due banner until the owner pays with another card', async () => {
    const shop = await makeStore(e2e.ctx);
    const page = await openAsOwner(e2e, shop, '/billing', 'Billing');
    await addCard(page, '4000 0000 0000 0341');
    await setAccount(e2e.ctx, shop.store.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await runInvoices(e2e.ctx.deps.db, { config: billingOf(e2e.ctx) });
    await e2e.ctx.worker.drain();
    await page.reload();
    await page.getByTestId('billing-banner').waitFor();
    expect(await page.getByTestId('billing-banner').innerText()).toContain('past due');
    expect(await page.getByTestId('billing-status').innerText()).toBe('Past due');

    await addCard(page, '4242 4242 4242 4242');
    await expect.poll(() => page.getByTestId('billing-status').innerText()).toBe('Active');
    await page.reload();
    await page.getByTestId('billing-status').waitFor();
    expect(await page.getByTestId('billing-banner').count()).toBe(0);
  });

  it('cancels with a confirmation, resumes, and fits a phone', async () => {
    const shop = await makeStore(e2e.ctx);
    const page = await openAsOwner(e2e, shop, '/billing', 'Billing', { width: 390, height: 844 });
    await page.getByTestId('cancel-subscription').click();
    await page.getByTestId('confirm-cancel').click();
    await toast(page, 'Subscription set to cancel');
    await page.getByTestId('resume').click();
    await toast(page, 'Subscription resumed');
    await page.getByTestId('cancel-subscription').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
