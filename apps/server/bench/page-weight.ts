/**
 * What the web apps cost a browser (issue 32): JavaScript on the wire from the sign-in page to the first screen,
 * what a repeat visit still asks the network for, and the largest contentful paint of the staff dashboard and the
 * seller home under Chromium's "Fast 4G" with a 4× CPU slowdown, on the demo store. Drives real Chromium against the
 * real server (production mode, child process) on a throwaway PostgreSQL database. Run after `npm run build`:
 *
 *   npm run bench:pages        (DATABASE_URL: default postgres://root@127.0.0.1:5432/test; CHROMIUM_PATH)
 *
 * Prints a Markdown table for docs/performance.md. Numbers are measurements, not assertions: the budgets are printed
 * beside them. Bytes on the wire are Chromium's `encodedDataLength` (compressed body plus response headers).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { DEMO } from '../src/seed/demo';
import { DEMO_HISTORY_JOB } from '../src/seed/demo-history';
import { startBenchServer } from './server';
import { throwawayDatabase } from './throwaway-database';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KB = 1024;

/** Chrome DevTools' "Fast 4G" preset: 9 Mbit/s down, 1.5 Mbit/s up (each × 0.9), 60 ms × 2.75 latency. */
const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;

interface ScriptLoad {
  url: string;
  /** Bytes on the wire; 0 when served from the browser's cache. */
  bytes: number;
  fromCache: boolean;
  encoding: string;
}

/** Records every script the page asks for, through the DevTools protocol. */
async function watchScripts(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const loads = new Map<string, ScriptLoad>();
  const isScript = (type: string | undefined, url: string) => type === 'Script' || /\.m?js(\?|$)/.test(url);
  cdp.on('Network.requestWillBeSent', (e) => {
    if (isScript(e.type, e.request.url))
      loads.set(e.requestId, { url: e.request.url, bytes: 0, fromCache: false, encoding: '' });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const load = loads.get(e.requestId);
    if (load) load.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const load = loads.get(e.requestId);
    if (!load) return;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) load.fromCache = true;
    load.encoding = String(
      e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '',
    );
  });
  cdp.on('Network.loadingFinished', (e) => {
    const load = loads.get(e.requestId);
    if (load && !load.fromCache) load.bytes = e.encodedDataLength;
  });
  return {
    cdp,
    /** Scripts fetched over the network (not from the cache) since the last reset. */
    network: () => [...loads.values()].filter((l) => !l.fromCache),
    all: () => [...loads.values()],
    reset: () => loads.clear(),
  };
}

/** The latest largest-contentful-paint candidate of the page: ms from navigation start, and what it was. */
async function largestContentfulPaint(page: Page): Promise<{ ms: number; element: string }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          // Runs in the page; typed loosely, the server's project has no DOM types.
          const last = list.getEntries().at(-1) as unknown as
            | { startTime: number; element?: { tagName: string; textContent: string | null } | null }
            | undefined;
          const el = last?.element;
          const what = el
            ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`
            : '?';
          resolve({ ms: last?.startTime ?? Number.NaN, element: what });
        }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
        setTimeout(() => resolve({ ms: Number.NaN, element: 'none' }), 5000);
      }),
  );
}

async function throttle(cdp: CDPSession, on: boolean) {
  await cdp.send(
    'Network.emulateNetworkConditions',
    on ? FAST_4G : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
}

interface AppRun {
  app: 'staff' | 'seller';
  origin: string;
  email: string;
  /** The first screen's path and how to tell it is drawn. */
  screen: string;
  drawn: (page: Page) => Promise<unknown>;
  budgetKb: number;
}

interface AppResult {
  run: AppRun;
  coldScripts: ScriptLoad[];
  repeatNetworkScripts: ScriptLoad[];
  lcpColdCache: { ms: number; element: string };
  lcpWarmCache: { ms: number; element: string };
  /** When the screen's own content (its chart, its grid) was drawn, ms from navigation start. */
  drawnColdCache: number;
  drawnWarmCache: number;
  timelineColdCache: string;
}

/**
 * Where the time of a load went, ms from navigation start: the first paint (the HTML's grey frame), the last script
 * and every API call (start → end), so a slow paint can be put on the network, the server or the CPU.
 */
async function timeline(page: Page): Promise<string> {
  // A string, not a function: tsx names the page function's inner arrows with a helper the page lacks.
  return page.evaluate(`(() => {
    const at = (ms) => (ms / 1000).toFixed(2);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((r) => r.initiatorType === 'script' || /\\.js$/.test(r.name));
    const lastScript = Math.max(0, ...scripts.map((r) => r.responseEnd));
    const calls = resources
      .filter((r) => /\\/(api|open)\\//.test(r.name))
      .map((r) => new URL(r.name).pathname + ' ' + at(r.startTime) + '→' + at(r.responseEnd));
    return 'first paint ' + at(fcp) + ' s; last script ' + at(lastScript) + ' s; API (s) ' + calls.join(', ');
  })()`);
}

/** ms from the page's navigation start to now (the screen just drawn). */
const sinceNavigation = (page: Page) => page.evaluate(() => performance.now());

async function measureApp(browser: Browser, run: AppRun): Promise<AppResult> {
  const viewport = run.app === 'staff' ? { width: 1280, height: 800 } : { width: 390, height: 844 };
  const context = await browser.newContext({ viewport, isMobile: run.app === 'seller' });
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  const scripts = await watchScripts(context, page);

  // 1. Cold: the screen's deep link signed out → the sign-in page → sign in → back on the screen, drawn.
  await page.goto(`${run.origin}${run.screen}`);
  await page.getByLabel('Email').fill(run.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await run.drawn(page);
  await page.waitForLoadState('networkidle');
  const coldScripts = scripts.network();

  // 2. Repeat visit: the same browser opens the app again (a full page load, the session restored from its cookie).
  scripts.reset();
  await page.goto(`${run.origin}${run.screen}`);
  await run.drawn(page);
  await page.waitForLoadState('networkidle');
  const repeatNetworkScripts = scripts.network();

  // 3. Largest contentful paint, signed in, Fast 4G and 4× CPU slowdown: with the browser's cache emptied (a first
  //    visit after a release) and then with it warm (every later visit).
  await scripts.cdp.send('Network.clearBrowserCache');
  await throttle(scripts.cdp, true);
  await page.goto(`${run.origin}${run.screen}`);
  await run.drawn(page);
  const drawnColdCache = await sinceNavigation(page);
  const timelineColdCache = await timeline(page);
  const lcpColdCache = await largestContentfulPaint(page);
  await page.goto(`${run.origin}${run.screen}`);
  await run.drawn(page);
  const drawnWarmCache = await sinceNavigation(page);
  const lcpWarmCache = await largestContentfulPaint(page);
  await throttle(scripts.cdp, false);
  await context.close();
  return {
    run,
    coldScripts,
    repeatNetworkScripts,
    lcpColdCache,
    lcpWarmCache,
    drawnColdCache,
    drawnWarmCache,
    timelineColdCache,
  };
}

/** Waits until the server's worker has written the demo store's year of history (the dashboard's data). */
async function demoHistoryDone(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let waited = 0; waited < 300_000; waited += 1000) {
      const done = await client
        .query('select 1 from jobs where name = $1 and status = $2', [DEMO_HISTORY_JOB, 'done'])
        .catch(() => ({ rowCount: 0 }));
      if (done.rowCount) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error('the demo history job did not finish in 5 minutes');
  } finally {
    await client.end();
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (loads: ScriptLoad[]) => loads.reduce((n, l) => n + l.bytes, 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The machine's load as `uptime` words it: every paint here is CPU-bound, so it goes beside the figures. */
function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`;
  }
}

async function main() {
  const loadBefore = uptime();
  const db = await throwawayDatabase('pages');
  const server = await startBenchServer(db.url, { SEED_DEMO: 'true' }, false);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    await demoHistoryDone(db.url);
    const host = (origin: string) => origin.replace('127.0.0.1', `${DEMO.handle}.localhost`);
    const runs: AppRun[] = [
      {
        app: 'staff',
        origin: host(server.staffOrigin),
        email: DEMO.owner,
        screen: '/dashboard',
        drawn: (page) =>
          page.getByTestId('chart-Daily sales and profit').locator('.chart-line').first().waitFor(),
        budgetKb: 350,
      },
      {
        app: 'seller',
        origin: host(server.origin),
        email: DEMO.seller,
        screen: '/',
        drawn: (page) => page.getByTestId('products-grid').waitFor(),
        budgetKb: 250,
      },
    ];
    const results: AppResult[] = [];
    for (const run of runs) results.push(await measureApp(browser, run));

    console.log(`\nPage weight and paint (${new Date().toISOString()})`);
    console.log(`uptime at the start: ${loadBefore}`);
    console.log(`uptime at the end:   ${uptime()}\n`);
    console.log('| measure | staff (1280 px) | seller (390 px, phone) | budget |');
    console.log('|---|---|---|---|');
    const [staff, seller] = results as [AppResult, AppResult];
    const cell = (r: AppResult) => `${kb(sum(r.coldScripts))} in ${r.coldScripts.length} files`;
    console.log(
      `| JavaScript on the wire, sign-in page → first screen, cold cache | ${cell(staff)} | ${cell(seller)} | staff ≤ 350 KB, seller ≤ 250 KB |`,
    );
    const repeat = (r: AppResult) =>
      `${r.repeatNetworkScripts.length} requests, ${kb(sum(r.repeatNetworkScripts))}`;
    console.log(`| JavaScript requests on a repeat visit | ${repeat(staff)} | ${repeat(seller)} | none |`);
    console.log(
      `| largest contentful paint, Fast 4G + 4× CPU, cache emptied | ${seconds(staff.lcpColdCache.ms)} | ${seconds(seller.lcpColdCache.ms)} | ≤ 2.5 s |`,
    );
    console.log(
      `| largest contentful paint, Fast 4G + 4× CPU, cache warm | ${seconds(staff.lcpWarmCache.ms)} | ${seconds(seller.lcpWarmCache.ms)} | ≤ 2.5 s |`,
    );
    console.log(
      `| the screen's content drawn (chart, product grid), same loads, cache emptied / warm | ${seconds(staff.drawnColdCache)} / ${seconds(staff.drawnWarmCache)} | ${seconds(seller.drawnColdCache)} / ${seconds(seller.drawnWarmCache)} | |`,
    );
    const encodings = new Set(results.flatMap((r) => r.coldScripts.map((l) => l.encoding || 'none')));
    console.log(`\nContent-Encoding of the scripts: ${[...encodings].join(', ')}`);
    for (const r of results)
      console.log(
        `${r.run.app}: the largest paint was ${r.lcpColdCache.element} (cold), ${r.lcpWarmCache.element} (warm)`,
      );
    for (const r of results) console.log(`${r.run.app}, cache emptied: ${r.timelineColdCache}`);
    for (const r of results) {
      const over = sum(r.coldScripts) > r.run.budgetKb * KB;
      if (over) console.log(`${r.run.app}: over budget`);
      if (process.env.BENCH_VERBOSE)
        for (const l of r.coldScripts)
          console.log(`  ${r.run.app} ${kb(l.bytes)} ${new URL(l.url).pathname}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await db.drop();
  }
}

await main();
