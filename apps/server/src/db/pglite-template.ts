import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';

const root = path.resolve(SERVER_ROOT, '../..');

/**
 * The initialised empty database that `npm ci` leaves in node_modules/.cache (scripts/pglite-template.mjs), for a
 * new data directory; null when it is missing or was made by another PGlite version (the caller runs initdb).
 */
export function readPgliteTemplate(): Blob | null {
  try {
    const pglite = path.join(root, 'node_modules/@electric-sql/pglite/package.json');
    const { version } = JSON.parse(fs.readFileSync(pglite, 'utf8')) as { version: string };
    const file = path.join(root, 'node_modules/.cache/backroom', `pglite-${version}-initdb.tar.gz`);
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return null;
  }
}
