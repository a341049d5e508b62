import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteManifest, storeRows } from '../../../test/archive-helpers';
import { call, makeStore, PASSWORD } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartFile, uploadImport } from '../../../test/import-helpers';
import { makeShop } from '../../../test/inventory-factories';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server';
import { makeSalesShop, type SalesShop } from '../../../test/sales-factories';
import { products } from '../../db/schema';
import { forgetStoreCache } from '../../http/store-resolution';
import { secretBoxFor } from '../../security/secret-box';
import { SOFT_REFERENCES, storeTables, type TableInfo } from './catalogue';
import { ArchiveRefused } from './format';
import { importStoreArchive } from './import-archive';

let source: TestContext;
let target: TestContext;
let shop: SalesShop;
let archive: string;
let bucket: LocalS3;
const dirs = ['src', 'dst', 'files'].map((n) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `backroom-export-${n}-`)),
);

async function seed() {
  shop = await makeSalesShop(source);
  const sold = [
    await shop.soldItem(shop.seller.consigner.id, 12000),
    await shop.soldItem(shop.other.consigner.id, 8000),
  ];
  await shop.item({ price: 5000 });
  await shop.item({ price: 7000, locationId: shop.back.id, subLocationId: shop.shelf.id });
  expect((await shop.createPayout([sold[0]!.id])).status).toBe(201);
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const form = multipartFile(image, 'shoe.png');
  const uploaded = await source.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      'content-type': form.contentType,
      'x-store-handle': shop.handle,
      authorization: `Bearer ${shop.ownerToken}`,
    },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const url = new URL((uploaded.json() as { data: { url: string } }).data.url).pathname;
  await source.deps.db
    .update(products)
    .set({ imageList: [url] })
    .where(sql`id = ${shop.product.id}`);
  const csv = 'First name,Last name,Email\nAda,Lovelace,ada@example.test\n';
  expect(
    (await uploadImport(source, { handle: shop.handle, token: shop.ownerToken }, 'consigners', csv)).status,
  ).toBe(201);
  await makeShop(source); // another store's rows must stay out of the archive
}

const owner = (token = shop.ownerToken, handle = shop.handle) => ({ token, handle });
const PASSPHRASE = 'a long passphrase for moving';
const move = { secrets: 'encrypted', passphrase: PASSPHRASE };

beforeAll(async () => {
  // The source keeps its files on local disk, the target in an S3-compatible bucket: a store moves between the two.
  bucket = await startLocalS3();
  source = await createTestApp({ DATA_DIR: dirs[0]! });
  target = await createTestApp({ DATA_DIR: dirs[1]!, ...bucket.env });
  await makeShop(target); // the target's sequences are already past the source's ids
  await makeShop(target);
  await seed();
}, 60_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
  await bucket?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('Export all store data', () => {
  it('runs as a job and the owner downloads the archive', async () => {
    const started = await call<{ jobId: number }>(source, {
      method: 'POST',
      url: '/api/stores/current/exports',
      body: move,
      ...owner(),
    });
    expect(started.status).toBe(202);
    const jobId = started.body.data.jobId;
    const again = await call<{ jobId: number }>(source, {
      method: 'POST',
      url: '/api/stores/current/exports',
      body: move,
      ...owner(),
    });
    // One export at a time per store: a move archive is tied to its passphrase, so a second one waits.
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already being made/);
    const early = await call(source, { url: `/api/stores/current/exports/${jobId}`, ...owner() });
    expect(early.status).toBe(404);
    await source.worker.drain();
    const job = await call<{ status: string; result: { rows: number; uploads: number } }>(source, {
      url: `/api/jobs/${jobId}`,
      ...owner(),
    });
    expect(job.body.data.status).toBe('done');
    expect(job.body.data.result.uploads).toBe(2); // the image and its thumbnail
    const res = await source.app.inject({
      url: `/api/stores/current/exports/${jobId}`,
      headers: { 'x-store-handle': shop.handle, authorization: `Bearer ${shop.ownerToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`${shop.handle}-move-archive-`);
    const payload = await source.deps.db.execute(sql`select payload from jobs where id = ${jobId}`);
    expect(JSON.stringify(payload.rows[0])).not.toContain('passphrase'); // gone with the job
    archive = path.join(dirs[2]!, 'store.zip');
    fs.writeFileSync(archive, res.rawPayload);
  });

  it('keeps only the newest archive', async () => {
    const download = (id: number) => call(source, { url: `/api/stores/current/exports/${id}`, ...owner() });
    const ids = await source.deps.db.execute(
      sql`select max(id)::int as id from jobs where name = 'stores.export'`,
    );
    const first = (ids.rows[0] as { id: number }).id;
    const next = await call<{ jobId: number }>(source, {
      method: 'POST',
      url: '/api/stores/current/exports',
      body: move,
      ...owner(),
    });
    expect(next.body.data.jobId).not.toBe(first);
    await source.worker.drain();
    expect((await download(next.body.data.jobId)).status).toBe(200);
    expect((await download(first)).status).toBe(404);
  });

  it("is refused to staff without Admin access and hidden from another store's owner", async () => {
    const clerk = await call(source, {
      method: 'POST',
      url: '/api/stores/current/exports',
      body: move,
      ...owner(shop.clerk.token),
    });
    expect(clerk.status).toBe(403);
    const other = await makeStore(source);
    const jobs = await source.deps.db.execute(
      sql`select id from jobs where name = 'stores.export' and store_id = ${shop.store.id}`,
    );
    const jobId = (jobs.rows[0] as { id: number }).id;
    const download = await call(source, {
      url: `/api/stores/current/exports/${jobId}`,
      ...owner(other.ownerToken, other.handle),
    });
    expect(download.status).toBe(404);
    const crossed = await call(source, {
      url: `/api/stores/current/exports/${jobId}`,
      ...owner(other.ownerToken, shop.handle),
    });
    expect([401, 403, 404]).toContain(crossed.status);
    const startedElsewhere = await call(source, {
      method: 'POST',
      url: '/api/stores/current/exports',
      body: move,
      ...owner(other.ownerToken, shop.handle),
    });
    expect([401, 403, 404]).toContain(startedElsewhere.status);
  });
});

describe('Importing the archive into another installation', () => {
  let imported: Awaited<ReturnType<typeof importStoreArchive>>;
  let tables: TableInfo[];

  beforeAll(async () => {
    imported = await importStoreArchive(target.deps.db, {
      storage: target.deps.storage,
      file: archive,
      passphrase: PASSPHRASE,
      box: secretBoxFor(target.deps.env),
    });
    tables = await storeTables(source.deps.db);
  }, 60_000);

  it('creates the store with a new id and every copied table holding the same rows', async () => {
    expect(imported.storeId).not.toBe(shop.store.id);
    const byName = new Map(tables.map((t) => [t.name, t]));
    const remapped = (table: TableInfo) =>
      Object.entries(table.references)
        .filter(([, r]) => r.kind === 'dropped' || r.kind === 'byColumn' || byName.get(r.target)?.idSequence)
        .map(([column]) => column)
        .concat(table.idSequence ? ['id'] : []);
    const nonEmpty: string[] = [];
    for (const table of tables.filter((t) => !t.derived)) {
      const before = await storeRows(source.deps.db, table.name, shop.store.id, remapped(table));
      const after = await storeRows(target.deps.db, table.name, imported.storeId, remapped(table));
      const moved = before.map((r) =>
        r
          .replaceAll(`/uploads/${shop.store.id}/`, `/uploads/${imported.storeId}/`)
          .replaceAll(`"${shop.store.id}/imports/`, `"${imported.storeId}/imports/`),
      );
      expect(after, table.name).toEqual(moved.sort());
      if (before.length) nonEmpty.push(table.name);
    }
    expect(nonEmpty).toEqual(
      expect.arrayContaining([
        'consigners',
        'inventories',
        'inventory_logs',
        'orders',
        'order_line_items',
        'payouts',
        'payout_items',
        'users',
      ]),
    );
  });

  it('knows every reference no foreign key declares by a real column', () => {
    const byName = new Map(tables.map((t) => [t.name, t]));
    for (const [table, columns] of Object.entries(SOFT_REFERENCES)) {
      for (const [column, ref] of Object.entries(columns)) {
        expect(byName.get(table)?.columns, `${table}.${column}`).toContain(column);
        if (ref.kind === 'id' || ref.kind === 'ids')
          expect(byName.get(ref.target)?.idSequence, ref.target).toBeTruthy();
      }
    }
  });

  it('points every reference at the imported rows and rebuilds the derived tables', async () => {
    const items = (db: TestContext, storeId: number) =>
      db.deps.db.execute(sql`select i.code, c.email, p.title, o.name as "order", l.name as location
        from inventories i join consigners c on c.id = i.consigner_id join products p on p.id = i.product_id
        left join orders o on o.id = i.order_id left join locations l on l.id = i.location_id
        where i.store_id = ${storeId} and c.store_id = ${storeId} and p.store_id = ${storeId} order by i.code`);
    expect((await items(target, imported.storeId)).rows).toEqual((await items(source, shop.store.id)).rows);
    const stats = (db: TestContext, storeId: number) =>
      db.deps.db.execute(sql`select dim, status, sum(n)::int as n, sum(price)::bigint::text as price from (
          select dim, status, n, price from inventory_stats where store_id = ${storeId}
          union all select dim, status, n, price from inventory_stat_deltas where store_id = ${storeId}) s
        group by 1, 2 having sum(n) <> 0 order by 1, 2`);
    expect((await stats(target, imported.storeId)).rows).toEqual((await stats(source, shop.store.id)).rows);
  });

  it('serves the uploads, keeps the import files and lets the owner sign in on the imported store', async () => {
    const [product] = await target.deps.db
      .execute(
        sql`select image_list from products where store_id = ${imported.storeId} and image_list <> '{}'`,
      )
      .then((r) => r.rows as { image_list: string[] }[]);
    const served = await target.app.inject({ url: product!.image_list[0]! });
    expect(served.statusCode).toBe(200);
    const original = await source.app.inject({
      url: product!.image_list[0]!.replace(`/${imported.storeId}/`, `/${shop.store.id}/`),
    });
    expect(served.rawPayload).toEqual(original.rawPayload);
    expect(served.headers['content-type']).toBe('image/png');
    // The target keeps its files in its bucket (STORAGE=s3): nothing landed on its disk.
    expect(fs.existsSync(path.join(dirs[1]!, 'uploads'))).toBe(false);
    expect(fs.existsSync(path.join(dirs[1]!, 'private'))).toBe(false);
    const files = await target.deps.db.execute(
      sql`select storage_key from import_files where store_id = ${imported.storeId}`,
    );
    const key = (files.rows[0] as { storage_key: string }).storage_key;
    expect(key.startsWith(`${imported.storeId}/imports/`)).toBe(true);
    expect(await target.deps.storage.getPrivate(key)).not.toBeNull();
    forgetStoreCache(); // both installations run in this process: the handle was just cached for the source
    const login = await call<{ accessToken: string }>(target, {
      method: 'POST',
      url: '/open/auth/login',
      handle: imported.handle,
      body: { email: shop.ownerEmail, password: PASSWORD },
    });
    expect(login.body.error).toBeNull();
    expect(login.status).toBe(200);
  });

  it('refuses an archive of another format version, and a broken one leaves nothing behind', async () => {
    const newer = path.join(dirs[2]!, 'newer.zip');
    await rewriteManifest(archive, newer, (m) => (m.formatVersion = 3));
    await expect(
      importStoreArchive(target.deps.db, { storage: target.deps.storage, file: newer }),
    ).rejects.toThrow(/format version 3/);
    const short = path.join(dirs[2]!, 'short.zip');
    await rewriteManifest(archive, short, (m) => {
      const t = (m.tables as { name: string; rows: number }[]).find((x) => x.name === 'payouts')!;
      t.rows += 1;
    });
    const count = async () =>
      (await target.deps.db.execute(sql`select count(*)::int as n from stores`)).rows[0];
    const before = await count();
    await expect(
      importStoreArchive(target.deps.db, {
        storage: target.deps.storage,
        file: short,
        handle: 'moved-again',
        passphrase: PASSPHRASE,
        box: secretBoxFor(target.deps.env),
      }),
    ).rejects.toBeInstanceOf(ArchiveRefused);
    expect(await count()).toEqual(before);
  });
});
