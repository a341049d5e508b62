import { hasControlCharacters } from '@backroom/domain/schemas/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers';
import { withinBudget } from './event-loop-probe';
import { baseRequestFor } from './hostile';
import type { Operation, World } from './operations';
import { changedTables, snapshot } from './snapshot';
import { hostileWorld, tokenFor } from './world';

/**
 * Control characters in every query parameter of every operation (issue 28 item 4): a NUL, another C0 control or
 * DEL in a list filter, an export filter or a search is refused with a 400 that says what is wrong in words. It
 * never reaches PostgreSQL (which refuses NUL in text) and never cuts a CSV stream after its header line.
 */
const CONTROLS = ['%00', 'Fuzz%00', '%01x', 'x%0Ay', 'x%0D%0Ay', 'x%7F', '%1B[31m'];

let ctx: TestContext;
let world: World;
let tokens: { owner: string; consigner: string };
let operations: Operation[];
let baseUrl: string;
/** The slowest /healthz answer allowed beside an attack (as in heavy-input.test.ts). */
const WORST_HEALTHZ_MS = 200;

beforeAll(async () => {
  let all: Operation[];
  ({ ctx, world, tokens, baseUrl, operations: all } = await hostileWorld());
  operations = all.filter((op) => op.queryParams.length > 0);
}, 120_000);
afterAll(() => ctx.close());

/** The operation's plausible URL with one query parameter replaced by `value` (already encoded). */
function urlWith(op: Operation, name: string, value: string): string {
  const base = baseRequestFor(op, world).url;
  const [path, query = ''] = base.split('?');
  const params = query
    .split('&')
    .filter((pair) => pair && !pair.startsWith(`${name}=`))
    .concat(`${name}=${value}`);
  return `${path}?${params.join('&')}`;
}

/** Sends every control-character value to every query parameter of `op`; answers what was not refused in words. */
async function attack(op: Operation): Promise<string[]> {
  const wrong: string[] = [];
  for (const { name } of op.queryParams) {
    for (const [i, value] of CONTROLS.entries()) {
      const token = tokenFor(ctx, op, tokens, i % 2 === 1);
      const headers: Record<string, string> = { 'x-store-handle': world.handle };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url: urlWith(op, name, value),
        headers,
      });
      const error = String(res.headers['content-type'] ?? '').includes('json')
        ? (res.json() as { error?: unknown }).error
        : null;
      const inWords = typeof error === 'string' && /[a-z]{3,}/i.test(error) && !hasControlCharacters(error);
      if (res.statusCode !== 400 || !inWords)
        wrong.push(`${op.method} ${op.path} ${name}=${value} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
  }
  return wrong;
}

describe('control characters in query parameters', () => {
  it('every query parameter of every operation refuses them with a 400 in words, changes nothing, stalls nothing', {
    timeout: 300_000,
  }, async () => {
    const wrong: string[] = [];
    const stalled: string[] = [];
    let worstOfAll = 0;
    const before = await snapshot(ctx.deps.db);
    for (const op of operations) {
      const report = await withinBudget(baseUrl, () => attack(op), WORST_HEALTHZ_MS);
      wrong.push(...report.result);
      worstOfAll = Math.max(worstOfAll, report.worstMs);
      if (report.worstMs >= report.allowedMs)
        stalled.push(`${op.method} ${op.path}: /healthz worst ${report.worsts.join(', ')} ms`);
    }
    const changed = changedTables(before, await snapshot(ctx.deps.db));
    const requests = operations.reduce((n, op) => n + op.queryParams.length * CONTROLS.length, 0);
    console.log(
      `query controls: ${operations.length} operations, ${requests} requests, ${wrong.length} not refused in words, /healthz worst ${Math.round(worstOfAll)} ms`,
    );
    for (const line of wrong) console.log(`not refused: ${line}`);
    expect(operations.length).toBeGreaterThan(20);
    expect([...new Set(wrong)]).toEqual([]);
    expect(changed).toEqual([]);
    expect(stalled).toEqual([]);
  });
});
