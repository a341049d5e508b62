// Compiles the server to JavaScript for production: apps/server/dist/main.js (the server's entry, which turns on
// node's compile cache and loads server.js), render-document.js (its PDF worker thread) and store-import.js (the
// store import command), run with plain `node`, no tsx.
//
// esbuild bundles the server's own TypeScript and the @backroom/domain workspace package it imports; every other
// package stays an import from node_modules (sharp, PGlite and pg carry native or WASM files, and nothing is gained
// by copying the rest). A package the build leaves external must be a runtime dependency of apps/server or
// packages/domain, or `npm ci --omit=dev` would leave it out: the build fails naming it.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const defaultOutdir = path.join(server, 'dist');

const runtimeDependencies = new Set(
  ['apps/server', 'packages/domain'].flatMap((dir) =>
    Object.keys(JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).dependencies ?? {}),
  ),
);
const builtins = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Pure-JavaScript packages bundled in all the same: node's loader reads a file's package.json to learn its module
 * format, and drizzle-orm's (179 KB, an export map of thousands of entries) was read again for each of its ~300
 * files: two CPU-seconds of every instance's start (docs/performance.md, issue 30).
 */
const BUNDLED = new Set(['drizzle-orm']);

const missing = new Set();
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@backroom/')) return undefined; // the workspace's own TypeScript: bundled
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { external: true };
      const name = packageName(args.path);
      if (BUNDLED.has(name)) return undefined;
      if (!runtimeDependencies.has(name))
        missing.add(`${name} (imported by ${path.relative(root, args.importer)})`);
      return { external: true };
    });
  },
};

/**
 * The entry: node's compile cache (`module.enableCompileCache`, in NODE_COMPILE_CACHE or the system's temporary
 * folder) keeps the V8 code of the ~2,500 modules the server loads, so a restart compiles none of them again (the
 * second start of an instance on PostgreSQL: 2.4 → 2.0 CPU-s). Turned on before server.js is imported, or the
 * server's own modules would be compiled without it.
 */
const MAIN = `import module from 'node:module';

module.enableCompileCache?.();
await import('./server.js');
`;

/**
 * `outdir` must sit directly in apps/server (dist/ unless a test builds elsewhere): the server finds its migrations
 * and the web build from there (src/server-root.ts).
 */
export async function buildServer(outdir = defaultOutdir) {
  if (path.dirname(path.resolve(outdir)) !== server)
    throw new Error(`${outdir} is not a folder of apps/server`);
  const started = Date.now();
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      server: path.join(server, 'src/main.ts'),
      'render-document': path.join(server, 'src/features/labels/render-document.ts'),
      'store-import': path.join(server, 'scripts/store-import.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // Keeps class and function names, which error logs and stack traces show.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externals],
  });
  if (missing.size > 0) {
    fs.rmSync(outdir, { recursive: true, force: true });
    throw new Error(
      `The server imports packages that are not runtime dependencies of apps/server or packages/domain ` +
        `(npm ci --omit=dev would leave them out):\n  ${[...missing].join('\n  ')}`,
    );
  }
  fs.writeFileSync(path.join(outdir, 'main.js'), MAIN);
  const kb = Math.round(fs.statSync(path.join(outdir, 'server.js')).size / 1024);
  console.log(
    `Compiled the server to ${path.relative(root, outdir)}/main.js (server.js ${kb} KB) in ${Date.now() - started} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const at = process.argv.indexOf('--outdir');
    await buildServer(at > 0 ? path.resolve(process.argv[at + 1]) : undefined);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
