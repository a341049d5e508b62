/**
 * Moves a store in from another Backroom installation (docs/operations.md "Moving a store"):
 *   npm run store:import -- <archive.zip> [--handle <new-handle>]
 * with this installation's DATABASE_URL (or its embedded database) and DATA_DIR. Creates the store in one
 * transaction; prints the new store's id and handle, or why the archive was refused.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { ArchiveRefused } from '../src/features/store-export/format';
import { importStoreArchive } from '../src/features/store-export/import-archive';
import { createStorage } from '../src/storage';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { handle: { type: 'string' } },
});
const [file] = positionals;
if (!file) {
  console.error('usage: npm run store:import -- <archive.zip> [--handle <new-handle>]');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(env);
try {
  await database.migrate();
  const started = performance.now();
  const imported = await importStoreArchive(database.db, createStorage(env), file, { handle: values.handle });
  const rows = imported.tables.reduce((sum, t) => sum + t.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Imported store ${imported.handle} as id ${imported.storeId}: ${rows} rows in ${imported.tables.length} tables, ${imported.uploads} uploads, ${seconds} s`,
  );
} catch (err) {
  if (!(err instanceof ArchiveRefused)) throw err;
  console.error(`Refused: ${err.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
