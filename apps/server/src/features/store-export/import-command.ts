/**
 * `npm run store:import` (scripts/store-import.ts): argument parsing and the one line it prints. Whatever goes
 * wrong with the archive (not a zip, cut short, a path outside the archive, a wrong manifest or passphrase, a
 * missing file) ends in one sentence and exit code 1, never a stack trace; STORE_IMPORT_DEBUG=1 adds the trace.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../../config/env';
import { openDatabase } from '../../db/client';
import { secretBoxFor } from '../../security/secret-box';
import { createStorage, type FileStorage } from '../../storage';
import { ArchiveRefused } from './format';
import { checkStoreArchive, importStoreArchive } from './import-archive';

export const USAGE =
  'usage: npm run store:import -- <archive.zip> [--handle <new-handle>] [--passphrase-file <file>]\n' +
  '       (or STORE_ARCHIVE_PASSPHRASE=<passphrase> in the environment)';

export interface ImportIo {
  out(line: string): void;
  err(line: string): void;
  /** Reads the passphrase file named by --passphrase-file. */
  readFile(file: string): string;
}

function oneLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\s+/g, ' ').trim() || 'unknown error';
}

/** Runs the import; answers the process's exit code (0 imported, 1 refused or failed, 2 bad arguments). */
export async function runStoreImport(
  args: string[],
  environment: NodeJS.ProcessEnv,
  io: ImportIo,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args,
      allowPositionals: true,
      options: { handle: { type: 'string' }, 'passphrase-file': { type: 'string' } },
    });
  try {
    parsed = parse();
  } catch (err) {
    io.err(`${oneLine(err)}\n${USAGE}`);
    return 2;
  }
  const [file] = parsed.positionals;
  if (!file || parsed.positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  let passphrase = environment.STORE_ARCHIVE_PASSPHRASE;
  const passphraseFile = parsed.values['passphrase-file'];
  if (passphraseFile) {
    try {
      passphrase = io.readFile(passphraseFile).replace(/\r?\n$/, '');
    } catch {
      io.err(`Refused: the passphrase file ${passphraseFile} could not be read.`);
      return 1;
    }
  }
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  let storage: FileStorage | null = null;
  try {
    // A bad archive or passphrase is refused before any database is opened.
    await checkStoreArchive(file, { passphrase });
    const env = loadEnv(environment);
    database = await openDatabase(env);
    await database.migrate();
    const started = performance.now();
    storage = createStorage(env);
    const imported = await importStoreArchive(database.db, {
      storage,
      file,
      handle: parsed.values.handle,
      passphrase,
      box: secretBoxFor(env),
    });
    const rows = imported.tables.reduce((sum, t) => sum + t.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.out(
      `Imported store ${imported.handle} as id ${imported.storeId}: ${rows} rows in ${imported.tables.length} tables, ${imported.uploads} uploads, ${seconds} s`,
    );
    for (const note of imported.notes) io.out(note);
    return 0;
  } catch (err) {
    io.err(err instanceof ArchiveRefused ? `Refused: ${oneLine(err)}` : `Import failed: ${oneLine(err)}`);
    if (environment.STORE_IMPORT_DEBUG === '1' && err instanceof Error && err.stack) io.err(err.stack);
    return 1;
  } finally {
    storage?.close?.();
    await database?.close();
  }
}
