/** Which bare statements run prepared under a name, as the server runs them (db/prebuilt.ts statementName). */
import type { SQL } from 'drizzle-orm';

const NAMED = new WeakSet<SQL>();

/**
 * A statement the server runs prepared under a name (planned once per connection, db/prebuilt.ts): the bare run
 * prepares it too, and bench-sql.test.ts checks that the server names exactly these.
 */
export function named(statement: SQL): SQL {
  NAMED.add(statement);
  return statement;
}
export const runsNamed = (statement: SQL) => NAMED.has(statement);
