import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { rewriteManifest } from '../../../test/archive-helpers';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop } from '../../../test/inventory-factories';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server';
import { loadEnv } from '../../config/env';
import { secretBoxFor } from '../../security/secret-box';
import { createStorage } from '../../storage';
import { exportKey } from './export-job';
import { runStoreImport } from './import-command';
import { openArchive, readAll } from './read-archive';
import { newArchiveKey } from './secrets';
import { writeStoreArchive } from './write-archive';

/** npm run store:import refuses a bad archive in one line of words and a non-zero exit (issue 28.1). */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-import-cmd-'));
const file = (name: string) => path.join(dir, name);
const PASSPHRASE = 'seven blue herons at dawn';
let ctx: TestContext;
let bucket: LocalS3;

/** A copy of the archive with entries renamed or left out. */
async function rewriteEntries(from: string, to: string, rename: (name: string) => string | null) {
  const archive = await openArchive(from);
  const zip = new ZipFile();
  const done = new Promise<void>((resolve, reject) =>
    zip.outputStream.pipe(fs.createWriteStream(to)).on('close', resolve).on('error', reject),
  );
  for (const name of archive.entries.keys()) {
    const renamed = rename(name);
    if (renamed) zip.addBuffer(await readAll(await archive.open(name)), renamed);
  }
  archive.close();
  zip.end();
  await done;
}

async function importing(archive: string, extra: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStoreImport(
    [archive, ...extra],
    { DATA_DIR: file('data'), LOG_LEVEL: 'silent', ...env },
    {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      readFile: (f) => fs.readFileSync(f, 'utf8'),
    },
  );
  return { code, out, err };
}

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: file('source') });
  const shop = await makeShop(ctx);
  await shop.item({ price: 4000 });
  await ctx.deps.storage.put(`${shop.store.id}/${randomUUID()}.png`, Buffer.from('an image'), 'image/png');
  bucket = await startLocalS3();
  const key = exportKey(shop.store.id, 1);
  await writeStoreArchive(ctx.deps.db, {
    storage: ctx.deps.storage,
    storeId: shop.store.id,
    key,
    secrets: {
      mode: 'encrypted',
      ...(await newArchiveKey(PASSPHRASE)),
      box: secretBoxFor(ctx.deps.env),
    },
  });
  fs.writeFileSync(file('good.zip'), await readAll((await ctx.deps.storage.getPrivate(key))!.stream));
  // yazl will not write "../" names: write a same-length placeholder and change the bytes.
  await rewriteEntries(file('good.zip'), file('slip.zip'), (n) =>
    n === 'manifest.json' ? n : n.replace(/^tables\//, 'xx/tables/'),
  );
  const slip = fs.readFileSync(file('slip.zip'));
  let at = slip.indexOf('xx/tables/');
  while (at >= 0) {
    slip.write('..', at);
    at = slip.indexOf('xx/tables/', at);
  }
  fs.writeFileSync(file('slip.zip'), slip);
  const good = fs.readFileSync(file('good.zip'));
  fs.writeFileSync(file('truncated.zip'), good.subarray(0, Math.floor(good.length / 2)));
  await rewriteManifest(file('good.zip'), file('wrong-manifest.zip'), (m) => {
    m.format = 'someone-elses-export';
  });
  await rewriteEntries(file('good.zip'), file('missing.zip'), (n) =>
    n === 'tables/inventories.jsonl' ? null : n,
  );
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await bucket?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run store:import refuses a bad archive in words', () => {
  it.each([
    ['slip.zip', /path leaves the archive/],
    ['truncated.zip', /could not be read as a zip|damaged/],
    ['wrong-manifest.zip', /not a Backroom store archive/],
    ['missing.zip', /has no tables\/inventories\.jsonl/],
    ['not-there.zip', /could not be read as a zip/],
  ])('%s', async (name, message) => {
    const { code, out, err } = await importing(file(name), [], { STORE_ARCHIVE_PASSPHRASE: PASSPHRASE });
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^Refused: /);
    expect(err[0]).toMatch(message);
    expect(err[0]).not.toMatch(/\n|\bat .*:\d+:\d+/);
  });

  it('asks for the passphrase, and refuses a wrong one', async () => {
    const none = await importing(file('good.zip'));
    expect(none.code).toBe(1);
    expect(none.err[0]).toMatch(/^Refused: .*encrypted: give the passphrase/);
    fs.writeFileSync(file('wrong.txt'), 'seven blue herons at dusk\n');
    const wrong = await importing(file('good.zip'), ['--passphrase-file', file('wrong.txt')]);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toEqual([expect.stringMatching(/^Refused: The passphrase does not open/)]);
    expect(fs.existsSync(file('data'))).toBe(false); // refused before any database was opened
  });

  // tsx loads the server's modules first: beside a second full test run on 2 cores that took over 90 s.
  it('as a real process: one line on stderr, exit code 1, no stack trace', { timeout: 180_000 }, async () => {
    const failed = await run(
      'node',
      ['--import', 'tsx', 'apps/server/scripts/store-import.ts', file('truncated.zip')],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: file('cli-data'), DATABASE_URL: '' },
      },
    ).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toBe('');
    expect(failed?.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Refused: /)]);
  });

  it('imports the good archive with the passphrase file (into real PostgreSQL when DATABASE_URL is set), its images into the S3 bucket', async () => {
    fs.writeFileSync(file('pass.txt'), `${PASSPHRASE}\n`);
    const url = process.env.DATABASE_URL;
    const name = `backroom_import_${process.pid}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    const env: NodeJS.ProcessEnv = { ...bucket.env };
    if (url) {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
      env.DATABASE_URL = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    }
    try {
      const { code, out, err } = await importing(
        file('good.zip'),
        ['--passphrase-file', file('pass.txt')],
        env,
      );
      expect(err).toEqual([]);
      expect(code).toBe(0);
      expect(out[0]).toMatch(/^Imported store shop-\w+ as id \d+: \d+ rows in \d+ tables, 1 uploads/);
      // The image went to the bucket the variables name, under the new store's id, not to DATA_DIR.
      const storeId = Number(/ as id (\d+)/.exec(out[0]!)?.[1]);
      const storage = createStorage(loadEnv({ NODE_ENV: 'test', ...bucket.env }));
      const keys: string[] = [];
      for await (const key of storage.listUploads(storeId)) keys.push(key);
      storage.close?.();
      expect(keys).toEqual([expect.stringMatching(new RegExp(`^${storeId}/[0-9a-f-]{36}\\.png$`))]);
      expect(fs.existsSync(path.join(file('data'), 'uploads'))).toBe(false);
    } finally {
      if (url) await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
