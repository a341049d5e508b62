/**
 * The JavaScript a cold sign-in costs, read from the build (not timed, no browser): what each page's HTML loads, and
 * with it the chunks of the sign-in page and the first screen and everything they import, in the brotli files the
 * server sends (issue 32). `npm run bench:pages` measures the same in Chromium, on the wire (docs/performance.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const assets = path.join(dist, 'assets');
const KB = 1024;

/*
 * Ceilings a little above what the build weighs today (2026-11-27: staff page 195 KB, staff sign-in to dashboard
 * 312 KB in 26 files, seller sign-in to home 264 KB in 17 files, bodies only), so that a change which adds weight to
 * these paths fails here. Issue 32's budgets are bytes on the wire (staff 350 KB, seller 250 KB), headers included,
 * measured by `npm run bench:pages`: the seller's is not met yet (docs/performance.md). Lower these as the paths
 * get lighter.
 */

/** The files a page's HTML loads: its entry script and the modulepreloads. */
function pageScripts(page: string): string[] {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  return [...html.matchAll(/\/assets\/([\w~.-]+\.js)/g)].map((m) => m[1]!);
}

/** Chunks whose names start with these (a screen's own chunk). */
function chunksNamed(...names: string[]): string[] {
  const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  return names.map((name) => {
    const file = files.find((f) => f.startsWith(`${name}-`));
    if (!file) throw new Error(`no chunk ${name}-*.js in the build`);
    return file;
  });
}

/** The chunks and everything they import statically (what loads with them; `import()` loads later). */
function withStaticImports(files: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...files];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w~.-]+\.js)["']/g,
    ))
      todo.push(m[1]!);
  }
  return seen;
}

/** What the server sends for these files: the `.br` beside each, or the file itself when too small to compress. */
const brotliBytes = (files: Iterable<string>) =>
  [...files].reduce((n, f) => {
    const file = path.join(assets, f);
    return n + fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
  }, 0);

/**
 * Whether the files hold zod's classic API (the domain's error map, `field-messages`, is its first module): the
 * sign-in page checks the e-mail with `zod/mini` and the first screens use no schema.
 */
const classicZod = (files: Iterable<string>) =>
  [...files].some((f) =>
    fs.readFileSync(path.join(assets, f), 'utf8').includes('is not something this form accepts'),
  );

describe('JavaScript budgets of a cold sign-in (built files, brotli)', () => {
  it('staff: the sign-in page, the frame and the dashboard with its charts', () => {
    const files = withStaticImports([
      ...pageScripts('staff.html'),
      ...chunksNamed('LoginPage', 'StaffLayout', 'DashboardPage'),
    ]);
    expect(brotliBytes(pageScripts('staff.html'))).toBeLessThan(200 * KB);
    expect(brotliBytes(files)).toBeLessThan(320 * KB);
    // The range picker (antd's DatePicker with dayjs, 33 KB) loads when someone reaches for it, not with the screen.
    const picker = chunksNamed('ReportRangePicker')[0]!;
    expect([...files]).not.toContain(picker);
    expect([...withStaticImports([picker])].some((f) => f.startsWith('date-picker-'))).toBe(true);
    expect([...files].some((f) => f.startsWith('date-picker-'))).toBe(false);
    expect(classicZod(files)).toBe(false);
  });

  it('seller: the sign-in page, the frame and the home screen (products)', () => {
    const files = withStaticImports([
      ...pageScripts('seller.html'),
      ...chunksNamed('LoginPage', 'SellerLayout', 'SellerProductsPage'),
    ]);
    // 250 KB on the wire with the responses' headers (about 0.45 KB a file).
    expect(brotliBytes(files)).toBeLessThan(240 * KB);
    expect(classicZod(files)).toBe(false);
  });
});

describe("antd's stylesheet (the theme's zeroRuntime)", () => {
  it('carries the rendered components and leaves out the unused ones, under 70 KB brotli', () => {
    const sheets = fs.readdirSync(assets).filter((f) => /^foundation-.*\.css$/.test(f));
    expect(sheets).toHaveLength(1);
    const css = fs.readFileSync(path.join(assets, sheets[0]!), 'utf8');
    for (const used of ['.ant-btn', '.ant-table', '.ant-modal', '.ant-select-dropdown', '.ant-picker'])
      expect(css).toContain(used);
    // A rule of its own (the table's filter tree keeps the tree rules under `.ant-table-filter-dropdown`).
    for (const unused of ['tree', 'transfer', 'carousel', 'color-picker'])
      expect(css).not.toMatch(new RegExp(`(^|[},])(\\.css-var-[\\w-]+)?\\.ant-${unused}(?![a-z])`));
    expect(brotliBytes(sheets)).toBeLessThan(70 * KB);
  });
});
