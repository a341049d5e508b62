// `npm test`: lint, type-check, build the web apps for the browser tests, then every vitest project with the
// domain coverage report. Ends with one "N passed, N failed, N skipped" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, label) => {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  console.log(
    `  ${label}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return res.status === 0;
};

const npx = (args, label) => run('npx', args, label);
let ok = npx(['biome', 'check', '.'], 'lint and format (Biome)');
for (const project of ['packages/domain', 'apps/server', 'apps/web', 'e2e']) {
  ok = npx(['tsc', '-p', project], `type-check ${project}`) && ok;
}
ok = run('npm', ['run', '--silent', 'openapi:lint'], 'OpenAPI document (Redocly recommended rules)') && ok;
buildWebIfNeeded();

const report = path.join(os.tmpdir(), `backroom-vitest-${process.pid}.json`);
const vitestOk = npx(
  ['vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  'tests (domain, server API, browser)',
);
ok = vitestOk && ok;

if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(report);
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
} else {
  console.log('\n0 passed, 1 failed');
}
process.exit(ok ? 0 : 1);
