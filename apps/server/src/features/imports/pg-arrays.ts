/**
 * PostgreSQL array literals for set-based statements (`unnest($1::int[], $2::text[], …)`): one parameter per
 * column, whatever the number of rows, so a batch of thousands of rows is one short statement. Drizzle's `sql`
 * spreads a JS array into a list of parameters, hence the literal text.
 */
const quoted = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;

export const intArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`;

export const textArray = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : quoted(v))).join(',')}}`;

export const timeArray = (values: readonly (Date | null)[]) =>
  textArray(values.map((v) => (v === null ? null : v.toISOString())));
