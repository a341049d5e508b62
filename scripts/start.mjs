// `npm start`: run the server (it migrates and seeds the embedded database), building the web apps alongside
// when they are missing or stale; the server waits for that build before it serves them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startWebBuild, webBuildIsFresh } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'node_modules/.cache/backroom-web-building');
fs.rmSync(marker, { force: true });
const building = webBuildIsFresh() ? null : startWebBuild(marker);
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    SEED_DEMO: process.env.DATABASE_URL ? process.env.SEED_DEMO : 'true',
    ...process.env,
    ...(building ? { WEB_BUILD_MARKER: marker } : {}),
  },
});
building?.then((ok) => {
  if (ok) return;
  console.error('The web build failed (see above); stopping.');
  child.kill('SIGTERM');
  process.exitCode = 1;
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(process.exitCode || (code ?? (signal ? 1 : 0))));
