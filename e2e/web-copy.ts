import fs from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';

const WEB_DIST = resolve(import.meta.dirname, '../apps/web/dist');

/** Every file a copy of the built apps refers to is in it (staff.html's assets and the chunks' imports). */
function isComplete(dir: string): boolean {
  const html = join(dir, 'staff.html');
  if (!fs.existsSync(html)) return false;
  const wanted = [...fs.readFileSync(html, 'utf8').matchAll(/\/assets\/([\w.-]+)/g)].map((m) => m[1]!);
  const assets = join(dir, 'assets');
  for (const file of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(join(assets, file), 'utf8');
    for (const m of code.matchAll(/["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g)) wanted.push(m[1]!);
  }
  return wanted.every((file) => fs.existsSync(join(assets, file)));
}

/**
 * A private, complete copy of apps/web/dist for one test file's server to serve. The server registers its static
 * routes at start-up, so when another test run rebuilds apps/web/dist in this shared checkout (its global setup
 * does whenever a source changed), a server serving the shared folder would fail every lazy-loaded screen after
 * that with "Failed to fetch dynamically imported module". The pages load the copy from the real server, with its
 * headers and Chromium's HTTP cache (routing pages through Playwright to pin them disabled that cache and sent every
 * script over the DevTools pipe on every page load).
 */
export async function copyWebBuild(): Promise<string> {
  const builtAt = () => {
    const html = join(WEB_DIST, 'staff.html');
    return fs.existsSync(html) ? fs.statSync(html).mtimeMs : -1;
  };
  for (let attempt = 0; attempt < 40; attempt++) {
    const dir = fs.mkdtempSync(join(os.tmpdir(), 'backroom-web-'));
    try {
      const before = builtAt();
      fs.cpSync(WEB_DIST, dir, { recursive: true });
      if (before > 0 && before === builtAt() && isComplete(dir)) return dir;
    } catch {
      // A rebuild emptied the directory while it was copied: try again.
    }
    fs.rmSync(dir, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('apps/web/dist kept changing while it was copied');
}
