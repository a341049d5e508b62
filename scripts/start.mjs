// `npm start`: build the web apps if needed, then run the server (it migrates and seeds the embedded database).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfNeeded();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { SEED_DEMO: process.env.DATABASE_URL ? process.env.SEED_DEMO : 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
