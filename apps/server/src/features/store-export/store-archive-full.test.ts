import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRows } from '../../../test/archive-helpers';
import { call, PASSWORD } from '../../../test/factories';
import { type FullStore, makeFullStore, tenantTablesOfSchema } from '../../../test/full-store';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop } from '../../../test/inventory-factories';
import { forgetStoreCache } from '../../http/store-resolution';
import { secretBoxFor } from '../../security/secret-box';
import { credentialsOf, findConnection } from '../linnworks';
import { NOT_EXPORTED, storeTables, type TableInfo } from './catalogue';
import { exportKey } from './export-job';
import { importStoreArchive } from './import-archive';
import { openArchive, readAll } from './read-archive';
import { newArchiveKey, SECRET_COLUMNS, SECRET_TABLES, SECRETS_FILE } from './secrets';
import { writeStoreArchive } from './write-archive';

/**
 * A real store with rows in every tenant table, exported and imported into another database (issue 28.1):
 * every table arrives with the same rows, the sign-in secrets only through the owner's passphrase.
 */
let source: TestContext;
let target: TestContext;
let full: FullStore;
let tables: TableInfo[];
const emptyAtSeed: string[] = [];
const dirs = ['src', 'dst', 'files'].map((n) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `backroom-full-${n}-`)),
);
const PASSPHRASE = 'plum orchard 47 lanterns';
const zip = (name: string) => path.join(dirs[2]!, name);

let exports = 900_000;
async function exportTo(file: string, passphrase: string | null) {
  const storeId = full.shop.store.id;
  const key = exportKey(storeId, ++exports);
  const secrets = passphrase
    ? { mode: 'encrypted' as const, ...(await newArchiveKey(passphrase)), box: secretBoxFor(source.deps.env) }
    : { mode: 'omitted' as const };
  await writeStoreArchive(source.deps.db, { storage: source.deps.storage, storeId, key, secrets });
  const stored = await source.deps.storage.getPrivate(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
  fs.writeFileSync(file, Buffer.concat(chunks));
}

beforeAll(async () => {
  source = await createTestApp({ DATA_DIR: dirs[0]! });
  target = await createTestApp({
    DATA_DIR: dirs[1]!,
    SECRETS_KEY: 'another-installation-secrets-key-0123456789',
  });
  await makeShop(target); // the target's sequences are past the source's ids
  await makeShop(source); // another store's rows stay out
  full = await makeFullStore(source);
  // At once, and the deltas first: the stats folder empties inventory_stat_deltas every few seconds, and on a
  // loaded machine counting the other tables first took long enough for it to run (a fresh-clone CI run saw it).
  const seeded = (await tenantTablesOfSchema()).sort(
    (a, b) => Number(b === 'inventory_stat_deltas') - Number(a === 'inventory_stat_deltas'),
  );
  for (const table of seeded)
    if ((await count(source, table, full.shop.store.id)) === 0) emptyAtSeed.push(table);
  tables = await storeTables(source.deps.db);
  await exportTo(zip('with-secrets.zip'), PASSPHRASE);
  await exportTo(zip('without-secrets.zip'), null);
}, 120_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const count = async (ctx: TestContext, table: string, storeId: number) =>
  (
    (
      await ctx.deps.db.execute(
        sql.raw(`select count(*)::int as n from "${table}" where store_id = ${storeId}`),
      )
    ).rows[0] as { n: number }
  ).n;

describe('A store with rows in every tenant table', () => {
  it('has rows in every table of the schema that has store_id, and the archive covers them all', async () => {
    const tenant = await tenantTablesOfSchema();
    expect(tenant.length).toBeGreaterThan(40);
    expect(emptyAtSeed, 'tenant tables the test store leaves empty').toEqual([]);
    expect(tables.map((t) => t.name).sort()).toEqual(tenant.filter((t) => !NOT_EXPORTED.has(t)));
  });

  it('puts every table after the tables its foreign keys point at', () => {
    const position = new Map(tables.map((t, i) => [t.name, i]));
    for (const table of tables) {
      for (const target of table.dependsOn) {
        if (position.has(target))
          expect(position.get(target), `${table.name} → ${target}`).toBeLessThan(position.get(table.name)!);
      }
    }
    expect(position.get('agreement_versions')).toBeLessThan(position.get('agreement_signatures')!);
  });

  it('moves with its passphrase: every table holds the same rows, secrets sealed again for the new home', async () => {
    const imported = await importStoreArchive(target.deps.db, {
      storage: target.deps.storage,
      file: zip('with-secrets.zip'),
      passphrase: PASSPHRASE,
      box: secretBoxFor(target.deps.env),
    });
    expect(imported.notes).toEqual([]);
    const byName = new Map(tables.map((t) => [t.name, t]));
    const remapped = (table: TableInfo) =>
      Object.entries(table.references)
        .filter(([, r]) => r.kind === 'dropped' || r.kind === 'byColumn' || byName.get(r.target)?.idSequence)
        .map(([column]) => column)
        .concat(table.idSequence ? ['id'] : [])
        // Sealed secrets differ by installation and store; they are compared opened below.
        .concat([
          'secret_sealed',
          'previous_secret_sealed',
          'application_secret_sealed',
          'installation_token_sealed',
        ]);
    for (const table of tables) {
      if (table.derived) {
        // Rebuilt by triggers as the rows went in; the stats as deltas until the folder runs.
        const rebuilt = table.name.startsWith('inventory_stat')
          ? (await count(target, 'inventory_stats', imported.storeId)) +
            (await count(target, 'inventory_stat_deltas', imported.storeId))
          : await count(target, table.name, imported.storeId);
        expect(rebuilt, table.name).toBeGreaterThan(0);
        continue;
      }
      const before = await storeRows(source.deps.db, table.name, full.shop.store.id, remapped(table));
      const after = await storeRows(target.deps.db, table.name, imported.storeId, remapped(table));
      const moved = before.map((r) =>
        r
          .replaceAll(`/uploads/${full.shop.store.id}/`, `/uploads/${imported.storeId}/`)
          .replaceAll(`"${full.shop.store.id}/imports/`, `"${imported.storeId}/imports/`),
      );
      expect(after, table.name).toEqual(moved.sort());
      expect(after.length, table.name).toBeGreaterThan(0);
    }
    const connection = await findConnection(target.deps.db, imported.storeId);
    expect(credentialsOf(secretBoxFor(target.deps.env), connection!)).toEqual(full.linnworks);
    forgetStoreCache();
    const login = await call(target, {
      method: 'POST',
      url: '/open/auth/login',
      handle: imported.handle,
      body: { email: full.shop.seller.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('keeps every sign-in secret out of the archive without a passphrase, and the logins are reset', async () => {
    const archive = await openArchive(zip('without-secrets.zip'));
    const text: string[] = [];
    for (const name of archive.entries.keys())
      text.push((await readAll(await archive.open(name))).toString('utf8'));
    archive.close();
    const all = text.join('\n');
    expect([...archive.entries.keys()]).not.toContain(SECRETS_FILE);
    expect(all).toContain(full.shop.seller.email);
    expect(all).not.toContain('$argon2');
    expect(all).not.toContain('v1:');
    expect(all).not.toContain(full.linnworks.applicationSecret);
    expect(all).not.toContain(full.hook.secret);
    for (const table of SECRET_TABLES) expect(all).not.toContain(`tables/${table}.jsonl`);
    const imported = await importStoreArchive(target.deps.db, {
      storage: target.deps.storage,
      file: zip('without-secrets.zip'),
      handle: 'moved-without-secrets',
      box: secretBoxFor(target.deps.env),
    });
    expect(imported.notes.join(' ')).toMatch(/Forgot password/);
    for (const table of SECRET_TABLES) expect(await count(target, table, imported.storeId), table).toBe(0);
    const hashes = await target.deps.db.execute(
      sql`select count(*)::int as n from users where store_id = ${imported.storeId} and password_hash is not null`,
    );
    expect(hashes.rows[0]).toEqual({ n: 0 });
    forgetStoreCache();
    const login = await call(target, {
      method: 'POST',
      url: '/open/auth/login',
      handle: imported.handle,
      body: { email: full.shop.seller.email, password: PASSWORD },
    });
    expect(login.status).not.toBe(200);
    expect(Object.keys(SECRET_COLUMNS)).toContain('users');
  });
});
