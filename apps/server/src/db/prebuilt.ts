/**
 * A raw statement whose text is built once: drizzle's `sql` templates cost more server time to turn into text than
 * a small statement takes to run (issue 35: a tenth of a consigner report's). The template is built with
 * `sql.placeholder(name)` for every value, turned into text on first use, and each run only fills in the values.
 * `sql(values)` is the same statement with the values in place (what the bench runs bare, what db.execute would run).
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DbOrTx, planOnceDb } from './client';

const dialect = new PgDialect();

export interface Prebuilt<V extends Record<string, unknown>> {
  /** Runs the statement with these values; the driver's result, as `db.execute` gives it. */
  execute(db: DbOrTx, values: V): Promise<{ rows: Record<string, unknown>[] }>;
  /** The statement with the values in place. */
  sql(values: V): SQL;
}

/**
 * `named`: run it prepared under a name, with one generic plan (statementName). Only for a statement whose best plan
 * is the same whatever its values (a lookup by a unique key); a date range or a filter that one store's data makes
 * broad needs a plan made with its values, so the default is unnamed.
 */
export function prebuilt<V extends Record<string, unknown>>(
  build: () => SQL,
  { named = false }: { named?: boolean } = {},
): Prebuilt<V> {
  let query: Query | undefined;
  const built = () => {
    query ??= dialect.sqlToQuery(build());
    return query;
  };
  return {
    execute: (db, values) => run(db, built(), named, values),
    sql: (values) => withValues(built(), values),
  };
}

/** A statement built with placeholders (`$1`, …) as the same SQL with these values in place. */
export function withValues({ sql: text, params }: Query, values: Record<string, unknown>): SQL {
  const filled = fillPlaceholders(params, values);
  const parts = text.split(/\$\d+/);
  return sql.join(
    parts.map((part, i) =>
      i < filled.length ? sql`${sql.raw(part)}${sql.param(filled[i])}` : sql.raw(part),
    ),
    sql``,
  );
}

/**
 * Texts given a name, at most NAMED_LIMIT per process: a connection keeps every statement it prepared (its plan
 * too) for as long as it lives, so the set must stay bounded; texts past the limit run unnamed, as before.
 */
const NAMED_LIMIT = 100;
const names = new Map<string, string>();

/**
 * The name a statement's text runs under, so that PostgreSQL parses and plans it once per connection instead of
 * on every run. Planning an inventory page (three scans of a table with fifteen indexes, a count beside the
 * page) cost three times running it: 440 runs a second unnamed, 1,650 prepared (issue 35). The name is the
 * text's hash, so every connection and instance agrees; undefined once the limit is reached.
 */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name || names.size >= NAMED_LIMIT) return name;
  name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  names.set(text, name);
  return name;
}

/** `db.execute(statement)` under the statement's name (statementName): parsed and planned once per connection. */
export function executeNamed(db: DbOrTx, statement: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  return run(db, dialect.sqlToQuery(statement), true);
}

/** A built statement through the driver, under its name when `named`; the driver's result, as `db.execute` gives it. */
function run(db: DbOrTx, query: Query, named: boolean, values?: Record<string, unknown>) {
  const name = named ? statementName(query.sql) : undefined;
  // A named statement runs on the connections that keep its generic plan (db/client.ts planOnceDb).
  const target = name ? planOnceDb(db) : db;
  const prepared = target._.session.prepareQuery(query, undefined, name, false);
  return prepared.execute(values) as Promise<{ rows: Record<string, unknown>[] }>;
}
