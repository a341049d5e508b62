// `npm test`: lint, type-check, build the web apps for the browser tests, then the vitest projects with the domain
// coverage report. Ends with one "N passed, N failed, N skipped" line.
//
// The API tests (domain + server) and the browser tests run as two vitest processes side by side, each in as many
// workers as the machine has cores (at least two). A browser file spends most of its time waiting on its server,
// PostgreSQL and Chromium (measured: 150 s of CPU in 400 s run one file at a time), so overlapping files, and
// overlapping them with the API files, keeps a 2-core CI machine busy instead of idle.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

const run = (cmd, args, label) => {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  console.log(`  ${label}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
  return res.status === 0;
};

/** Starts one vitest process; resolves with its exit status and its JSON report (if it wrote one). */
function vitest(projects, extraArgs, label) {
  const report = path.join(os.tmpdir(), `backroom-vitest-${process.pid}-${projects.join('-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extraArgs];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const child = spawn('npx', args, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      let result = null;
      if (fs.existsSync(report)) {
        result = JSON.parse(fs.readFileSync(report, 'utf8'));
        fs.rmSync(report);
      }
      resolve({ ok: code === 0, result });
    });
  });
}

const npx = (args, label) => run('npx', args, label);
let ok = npx(['biome', 'check', '.'], 'lint and format (Biome)');
for (const project of ['packages/domain', 'apps/server', 'apps/web', 'e2e']) {
  ok = npx(['tsc', '-p', project], `type-check ${project}`) && ok;
}
ok = run('npm', ['run', '--silent', 'openapi:lint'], 'OpenAPI document (Redocly recommended rules)') && ok;
buildWebIfNeeded();

const workers = `--maxWorkers=${Math.max(2, os.availableParallelism())}`;
const runs = await Promise.all([
  vitest(['domain', 'server'], ['--coverage', workers], 'tests (domain, server API)'),
  vitest(['browser'], [workers], 'tests (browser, Chromium)'),
]);

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const { ok: runOk, result } of runs) {
  ok = runOk && ok;
  if (!result) {
    totals.failed += 1;
    continue;
  }
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + result.numTodoTests;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
