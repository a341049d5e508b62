/**
 * A raw statement whose text is built once: drizzle's `sql` templates cost more server time to turn into text than
 * a small statement takes to run (issue 35: a tenth of a consigner report's). The template is built with
 * `sql.placeholder(name)` for every value, turned into text on first use, and each run only fills in the values.
 * `sql(values)` is the same statement with the values in place (what the bench runs bare, what db.execute would run).
 */
import { fillPlaceholders, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

export interface Prebuilt<V extends Record<string, unknown>> {
  /** Runs the statement with these values; the driver's result, as `db.execute` gives it. */
  execute(db: DbOrTx, values: V): Promise<{ rows: Record<string, unknown>[] }>;
  /** The statement with the values in place. */
  sql(values: V): SQL;
}

export function prebuilt<V extends Record<string, unknown>>(build: () => SQL): Prebuilt<V> {
  let query: Query | undefined;
  const built = () => {
    query ??= dialect.sqlToQuery(build());
    return query;
  };
  return {
    execute(db, values) {
      const prepared = db._.session.prepareQuery(built(), undefined, undefined, false);
      return prepared.execute(values) as Promise<{ rows: Record<string, unknown>[] }>;
    },
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
