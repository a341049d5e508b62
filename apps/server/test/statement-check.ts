import fs from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { fingerprintSync, loadModule, parseSync } from 'libpg-query';
import pg from 'pg';
import { afterAll } from 'vitest';
import { REFERENCE_TABLES } from '../src/db/distribution';
import * as schema from '../src/db/schema';
import { serverWork } from '../src/db/statement-origin';
import { type StatementProblem, statementProblems } from '../src/db/statement-rule';
import known from '../src/db/statements-without-store.json';

/**
 * Every statement the server sends to PostgreSQL while a test file runs goes through the store rule
 * (src/db/statement-rule.ts); a statement that breaks it, and is not a known platform statement or an older
 * statement listed in statements-without-store.json, fails the file. Statements the tests themselves send
 * (factories, assertions) are not the server's and are not checked.
 *
 * STATEMENT_CHECK_RECORD=file appends the breaking statements to that file instead of failing, to review a list.
 */
interface Verdict {
  fingerprint: string;
  problems: StatementProblem[];
}

interface CheckState {
  seen: Map<string, Verdict | null>;
  broken: { sql: string; verdict: Verdict }[];
}
// Vitest runs this file again before every test file, but without isolation the patched pg.Client (below) lives on
// in the worker: the state sits on globalThis so the patch and each file's afterAll share it.
const STATE = Symbol.for('backroom.statementCheck.state');
const global = globalThis as unknown as Record<symbol, CheckState | undefined>;
global[STATE] ??= { seen: new Map(), broken: [] };
const { seen, broken } = global[STATE];
const knownFingerprints = new Set(Object.keys(known));
const RECORD = process.env.STATEMENT_CHECK_RECORD;
let tenantTables: ReadonlySet<string> | null = null;

function judge(sql: string): Verdict | null {
  if (!tenantTables) return null;
  let parsed: unknown;
  try {
    parsed = parseSync(sql);
  } catch {
    return null;
  }
  const problems = statementProblems(parsed, tenantTables);
  return problems.length === 0 ? null : { fingerprint: fingerprintSync(sql), problems };
}

function observe(sql: string): void {
  if (!serverWork.getStore() || seen.has(sql)) return;
  const verdict = judge(sql);
  seen.set(sql, verdict);
  if (verdict && !knownFingerprints.has(verdict.fingerprint)) broken.push({ sql, verdict });
}

const PATCHED = Symbol.for('backroom.statementCheck');
const proto = pg.Client.prototype as unknown as Record<PropertyKey, unknown> & {
  query: (...args: unknown[]) => unknown;
};
// On PostgreSQL every statement goes through pg.Client#query. On the embedded PGlite (no DATABASE_URL) drizzle's
// prepared query is the one door: every select, insert and db.execute passes through its execute or all.
const pgliteProto = PglitePreparedQuery.prototype as unknown as Record<PropertyKey, unknown> & {
  queryString?: string;
  execute: (...args: unknown[]) => unknown;
  all: (...args: unknown[]) => unknown;
};
if (!process.env.DATABASE_URL && !pgliteProto[PATCHED]) {
  pgliteProto[PATCHED] = true;
  for (const method of ['execute', 'all'] as const) {
    const original = pgliteProto[method];
    pgliteProto[method] = function observed(this: { queryString?: string }, ...args: unknown[]) {
      if (typeof this.queryString === 'string') observe(this.queryString);
      return original.apply(this, args);
    };
  }
}
if (process.env.DATABASE_URL && !proto[PATCHED]) {
  proto[PATCHED] = true;
  const original = proto.query;
  proto.query = function query(this: unknown, ...args: unknown[]) {
    const [config] = args;
    const sql = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    if (typeof sql === 'string') observe(sql);
    return original.apply(this, args);
  };
}

/** The tables of the drizzle schema that carry store_id. */
function tablesWithStore(): Set<string> {
  const tables = new Set<string>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.columns.some((c) => c.name === 'store_id') && !REFERENCE_TABLES.has(config.name)) {
      tables.add(config.name);
    }
  }
  return tables;
}

await loadModule();
tenantTables = tablesWithStore();

afterAll(() => {
  if (broken.length === 0) return;
  const lines = broken.map(({ sql, verdict }) => {
    const what = verdict.problems.map((p) => `${p.kind} ${p.table}`).join(', ');
    return `  ${verdict.fingerprint} (${what} without store_id): ${sql.replace(/\s+/g, ' ').slice(0, 300)}`;
  });
  if (RECORD) {
    const rows = broken.map(({ sql, verdict }) =>
      JSON.stringify({ ...verdict, sql: sql.replace(/\s+/g, ' ') }),
    );
    fs.appendFileSync(RECORD, `${rows.join('\n')}\n`);
    broken.length = 0;
    return;
  }
  const message = [
    'Statements that read or change a tenant table without saying which store (src/db/statement-rule.ts):',
    ...lines,
    'Filter by store_id; a statement that truly spans stores (a platform job) is listed with its reason in',
    'src/db/statements-without-store.json.',
  ].join('\n');
  broken.length = 0;
  throw new Error(message);
});
