// Builds the web apps when apps/web/dist is missing or older than the sources it is built from.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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

const BUILT = /built in ([\d.]+)\s*(m?s)/;

/** Vite's steps, as it names them on its own lines, in words for the start's console. */
const STEPS = [
  [/^transforming/, () => 'reading and compiling the sources…'],
  [/(\d+) modules transformed/, (m) => `${m[1]} modules compiled; writing the bundles…`],
  [/^computing gzip size/, () => 'measuring the bundles…'],
  [BUILT, (m) => `done in ${m[1]} ${m[2]}.`],
];

/**
 * The build's progress for the console while the server waits for it: Vite's steps in words and, between them,
 * how long it has been running (on a loaded machine the first build takes minutes). Returns a stop function.
 */
function reportProgress(child, label) {
  const started = Date.now();
  const say = (text) => console.log(`[${label}] ${text}`);
  const ticker = setInterval(
    () => say(`still building (${Math.round((Date.now() - started) / 1000)} s so far)…`),
    15_000,
  );
  let pending = '';
  child.stdout.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const text = stripVTControlCharacters(line).replace(/^✓\s*/, '').trim();
      for (const [pattern, words] of STEPS) {
        const match = pattern.exec(text);
        if (!match) continue;
        say(words(match));
        if (pattern === BUILT) clearInterval(ticker);
      }
    }
  });
  return () => clearInterval(ticker);
}

/**
 * The same build without blocking, for `npm start`: the server opens and migrates its database meanwhile and
 * waits for `marker` to disappear before it serves the apps. Resolves true when built, false when failed.
 */
export function startWebBuild(marker) {
  fs.mkdirSync(path.dirname(marker), { recursive: true });
  fs.writeFileSync(marker, String(process.pid));
  console.log(
    '[web build] Building the web apps (staff, seller, platform) while the server starts; the first time takes a minute or two…',
  );
  const child = spawn('npm', ['run', '--silent', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const stopReporting = reportProgress(child, 'web build');
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      stopReporting();
      if (code === 0) fs.rmSync(marker, { force: true });
      resolve(code === 0);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfNeeded();
