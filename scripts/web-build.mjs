// Builds the web apps when apps/web/dist is missing or older than the sources it is built from.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'apps/web/dist/staff.html');
const sources = [
  'apps/web/src',
  'apps/web/vite.config.ts',
  'apps/web/staff.html',
  'apps/web/seller.html',
  'apps/web/platform.html',
  'packages/domain/src',
];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { recursive: true })) {
    const s = fs.statSync(path.join(full, entry));
    if (s.isFile() && s.mtimeMs > newest) newest = s.mtimeMs;
  }
  return newest;
}

export function webBuildIsFresh() {
  if (!fs.existsSync(marker)) return false;
  const built = fs.statSync(marker).mtimeMs;
  return sources.every((s) => newestMtime(s) <= built);
}

export function buildWebIfNeeded() {
  if (webBuildIsFresh()) return false;
  console.log('Building the web apps (staff, seller, platform)…');
  // Always the production bundle, also when called from the test runner (which sets NODE_ENV=test).
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}

/**
 * The same build without blocking, for `npm start`: the server opens and migrates its database meanwhile and
 * waits for `marker` to disappear before it serves the apps. Resolves true when built, false when failed.
 */
export function startWebBuild(marker) {
  fs.mkdirSync(path.dirname(marker), { recursive: true });
  fs.writeFileSync(marker, String(process.pid));
  console.log('Building the web apps (staff, seller, platform) while the server starts…');
  const child = spawn('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (code === 0) fs.rmSync(marker, { force: true });
      resolve(code === 0);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfNeeded();
