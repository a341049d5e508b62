/**
 * Moves a store in from another Backroom installation (docs/operations.md "Moving a store"):
 *   npm run store:import -- <archive.zip> [--handle <new-handle>] [--passphrase-file <file>]
 * with this installation's DATABASE_URL (or its embedded database) and DATA_DIR; the passphrase the owner chose
 * for the archive's sign-in secrets comes from the file or STORE_ARCHIVE_PASSPHRASE. Creates the store in one
 * transaction; prints the new store's id and handle, or in one line why the archive was refused.
 */
import fs from 'node:fs';
import { runStoreImport } from '../src/features/store-export/import-command';

process.exitCode = await runStoreImport(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  readFile: (file) => fs.readFileSync(file, 'utf8'),
});
