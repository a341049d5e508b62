import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { createTestApp, type TestContext } from '../apps/server/test/helpers';
import { recordToasts } from './toasts';
import { copyWebBuild } from './web-copy';

/**
 * Debian's headless shell (package chromium-headless-shell) when installed: the same engine without the full
 * browser's UI processes, a fifth less CPU per test file (docs/decisions.md); the full browser otherwise.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

let sharedBrowser: Promise<Browser> | null = null;

/**
 * One Chromium per test worker, shared by the files it runs (one after another, isolate: false): a file opens its
 * own contexts and closes them, not the browser, which ends with the worker.
 */
function workerBrowser(): Promise<Browser> {
  const launch = async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8's optimising compilers (TurboFan, Maglev) spend CPU on code a test page runs for seconds: without them
        // a page load costs the renderer a fifth less CPU and a browser file about a tenth (docs/decisions.md).
        '--js-flags=--no-opt,--no-maglev',
      ],
    });
    browser.on('disconnected', () => {
      sharedBrowser = null;
    });
    return browser;
  };
  sharedBrowser ??= launch().catch((error: unknown) => {
    sharedBrowser = null;
    throw error;
  });
  return sharedBrowser;
}

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface E2E {
  ctx: TestContext;
  browser: Browser;
  sellerPort: number;
  staffPort: number;
  /** http://{handle}.localhost:{port} of the staff or seller app. */
  url(app: 'staff' | 'seller' | 'platform', handle: string | null, pathname?: string): string;
  newPage(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }>;
  /** Content-Security-Policy violations Chromium reported on any page so far (close() fails on any). */
  cspViolations: string[];
  close(): Promise<void>;
}

/**
 * A real server on two loopback ports (seller, staff) with a fresh database, and headless Chromium.
 * `env` overrides the server's environment (a storefront pointed at a local fake, say).
 */
export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const sellerPort = await freePort();
  const staffPort = await freePort();
  const webCopy = env.WEB_DIST ? null : await copyWebBuild();
  const ctx = await createTestApp({
    PORT: String(sellerPort),
    STAFF_PORT: String(staffPort),
    ...(webCopy ? { WEB_DIST: webCopy } : {}),
    ...env,
  });
  await ctx.app.listen({ port: sellerPort, host: '127.0.0.1' });
  await new Promise<void>((resolve) => ctx.staffServer.listen(staffPort, '127.0.0.1', resolve));
  ctx.worker.start();
  const browser = await workerBrowser();
  const contexts = new Set<BrowserContext>();
  const cspViolations: string[] = [];
  return {
    ctx,
    browser,
    cspViolations,
    sellerPort,
    staffPort,
    url(app, handle, pathname = '/') {
      const port = app === 'staff' ? staffPort : sellerPort;
      const host = handle ? `${handle}.localhost` : 'localhost';
      return `http://${host}:${port}${pathname}`;
    },
    async newPage(viewport = { width: 1280, height: 800 }) {
      // Reduced motion: the app then opens dialogs and menus without animation (AppProviders), so a click is never
      // sent at a button that is still zooming in, which a loaded CI machine lost.
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      // A hang guard, not a speed check (npm run bench:pages measures speed): with a second full test run beside this
      // one on 2 cores, a delete behind a confirm once took more than 15 s to show its toast.
      context.setDefaultTimeout(30_000);
      await recordToasts(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy'))
          cspViolations.push(`${page.url()}: ${message.text()}`);
      });
      return { context, page };
    },
    async close() {
      await Promise.all([...contexts].map((c) => c.close().catch(() => undefined)));
      if (webCopy) fs.rmSync(webCopy, { recursive: true, force: true });
      if (cspViolations.length > 0) {
        await ctx.worker.stop();
        await new Promise<void>((resolve) => ctx.staffServer.close(() => resolve()));
        await ctx.close();
        throw new Error(`Content Security Policy violations:\n${cspViolations.join('\n')}`);
      }
      await ctx.worker.stop();
      await new Promise<void>((resolve) => ctx.staffServer.close(() => resolve()));
      await ctx.close();
    },
  };
}

/**
 * The pictures in docs/screenshots, retaken only when asked (`npm run screenshots`): a full-page capture costs the
 * browser real CPU, and a test run should not rewrite tracked files. `fullPage: false` keeps the first screen only.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  const file = path.join(SCREENSHOTS, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}

/** The newest link containing `part` mailed to `to`, read from the dev mailbox like a person would. */
export async function mailedLink(e2e: E2E, to: string, part: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(e2e.url('seller', null, `/dev/mailbox.json?to=${encodeURIComponent(to)}`));
    const mails = (await res.json()) as { links: string[] }[];
    const link = mails.flatMap((m) => m.links).find((l) => l.includes(part));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${part} link mailed to ${to}`);
}
