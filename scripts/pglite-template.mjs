// A freshly initialised embedded database, made once at install time (`npm ci` runs this as postinstall), so the
// first `npm start` copies it instead of running PGlite's initdb (about 6 CPU-s, most of a fresh start's cost).
// The server falls back to initdb when the file is missing or made by another PGlite version.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

export function pgliteTemplatePath() {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  return path.join(root, 'node_modules/.cache/backroom', `pglite-${version}-initdb.tar.gz`);
}

export async function makePgliteTemplate() {
  const target = pgliteTemplatePath();
  if (fs.existsSync(target)) return target;
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  await db.close();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, target);
  return target;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await makePgliteTemplate();
  } catch (error) {
    // Never fail the install for this: the server runs initdb itself when the template is missing.
    console.warn(
      `Could not prepare the embedded database template (${error}); the first start will be slower.`,
    );
  }
}
