// The server's import rule (docs/architecture.md), checked in `npm test` with the TypeScript compiler's own import
// scanner (ts.preProcessFile: static imports, `import type`, re-exports and dynamic imports alike):
//   1. a file under apps/server/src/features/<X>/ reaches another feature only through its front door,
//      features/<Y>/index.ts; it never imports app.ts or main.ts;
//   2. core/ (the shared vocabulary) and http/ (the request layer: access, errors, API-key authentication) import
//      no feature;
//   3. no circle between features: the graph "X imports Y's index" has no cycle (test files count, too).
// Prints each broken import with its file and exits 1; prints one summary line when the tree keeps the rule.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/server/src');
const featuresDir = path.join(src, 'features');
const coreDir = path.join(src, 'core');
const httpDir = path.join(src, 'http');

function* tsFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** The file a relative specifier names (TypeScript's resolution for `./x`: x.ts, x.tsx, x/index.ts). */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The feature a file belongs to (first folder under features/), or null. */
function featureOf(file) {
  const rel = path.relative(featuresDir, file);
  if (rel.startsWith('..')) return null;
  return rel.split(path.sep)[0];
}

const problems = [];
const edges = new Map(); // feature -> Map(feature -> first importing file)
let checked = 0;

for (const dir of [featuresDir, coreDir, httpDir]) {
  if (!fs.existsSync(dir)) continue;
  for (const file of tsFiles(dir)) {
    checked += 1;
    const own = featureOf(file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue; // packages: @backroom/domain, fastify, drizzle-orm, ...
      const target = resolve(file, specifier);
      const where = `${path.relative(root, file)}: '${specifier}'`;
      if (!target) {
        problems.push(`${where} does not resolve to a file`);
        continue;
      }
      const other = featureOf(target);
      if (own === null) {
        // core/ or http/
        const layer = path.relative(src, file).split(path.sep)[0];
        if (other !== null)
          problems.push(`${where}: ${layer}/ imports no feature (it is a layer features share)`);
        continue;
      }
      if (target === path.join(src, 'app.ts') || target === path.join(src, 'main.ts')) {
        problems.push(`${where}: a feature does not import the app's composition root`);
        continue;
      }
      if (other === null || other === own) continue;
      if (target !== path.join(featuresDir, other, 'index.ts')) {
        problems.push(`${where}: another feature is reached only through features/${other}/index.ts`);
      }
      if (!edges.has(own)) edges.set(own, new Map());
      if (!edges.get(own).has(other)) edges.get(own).set(other, path.relative(root, file));
    }
  }
}

// Cycles between features: depth-first search, reporting each circle once by its path.
const state = new Map(); // feature -> 'open' | 'done'
const seen = new Set();
function visit(feature, trail) {
  state.set(feature, 'open');
  for (const next of edges.get(feature)?.keys() ?? []) {
    if (state.get(next) === 'open') {
      const circle = [...trail.slice(trail.indexOf(next)), next];
      const key = [...circle.slice(0, -1)].sort().join(',');
      if (!seen.has(key)) {
        seen.add(key);
        const steps = circle
          .slice(0, -1)
          .map((f, i) => `${f} → ${circle[i + 1]} (${edges.get(f).get(circle[i + 1])})`);
        problems.push(`features import each other in a circle:\n    ${steps.join('\n    ')}`);
      }
    } else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(feature, 'done');
}
for (const feature of [...edges.keys()].sort()) if (!state.has(feature)) visit(feature, [feature]);

if (problems.length) {
  console.log(`Import rule broken (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const links = [...edges.values()].reduce((n, m) => n + m.size, 0);
console.log(
  `Import rule kept: ${checked} files under features/, core/ and http/, ${links} links between features, no circle.`,
);
