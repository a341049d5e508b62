import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { DbOrTx } from '../src/db/client';
import { ident } from '../src/features/store-export/catalogue';
import { openArchive, readAll } from '../src/features/store-export/read-archive';

/** The table's rows of one store as sorted JSON, without the columns given (ids that are remapped). */
export async function storeRows(
  db: DbOrTx,
  table: string,
  storeId: number,
  without: string[],
): Promise<string[]> {
  const { rows } = await db.execute(
    sql.raw(`select row_to_json(t)::jsonb as j from ${ident(table)} t where store_id = ${Number(storeId)}`),
  );
  return (rows as { j: Record<string, unknown> }[])
    .map(({ j }) => {
      for (const column of ['store_id', ...without]) delete j[column];
      return JSON.stringify(Object.fromEntries(Object.entries(j).sort(([a], [b]) => a.localeCompare(b))));
    })
    .sort();
}

/** A copy of the archive with its manifest changed. */
export async function rewriteManifest(
  from: string,
  to: string,
  change: (m: Record<string, unknown>) => void,
) {
  const archive = await openArchive(from);
  const zip = new ZipFile();
  const done = new Promise<void>((resolve, reject) =>
    zip.outputStream.pipe(fs.createWriteStream(to)).on('close', resolve).on('error', reject),
  );
  for (const name of archive.entries.keys()) {
    const bytes = await readAll(await archive.open(name));
    if (name !== 'manifest.json') {
      zip.addBuffer(bytes, name);
      continue;
    }
    const manifest = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    change(manifest);
    zip.addBuffer(Buffer.from(JSON.stringify(manifest)), name);
  }
  archive.close();
  zip.end();
  await done;
}
