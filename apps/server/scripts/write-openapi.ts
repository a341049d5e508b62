/**
 * Writes the OpenAPI document (`/api/docs/json`) to a file without starting a server or a database:
 * `node --import tsx apps/server/scripts/write-openapi.ts <file>`. `npm test` lints it with Redocly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openPglite } from '../src/db/client';

const out = process.argv[2];
if (!out) throw new Error('usage: write-openapi.ts <file>');
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'openapi-document-only-openapi-document-only',
  WEB_DIST: '/nonexistent',
});
const database = await openPglite();
const { app } = await buildApp({ db: database.db, env, logger: false });
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
