// `npm test`: lint, type-check and the OpenAPI lint, the API tests (domain + server, with the domain coverage
// report) and the browser tests (after building the web apps). Ends with one "N passed, N failed, N skipped" line.
//
// The three run side by side, because each spends much of its time waiting: the API and browser tests on
// PostgreSQL, their servers and Chromium (a browser file run alone used 150 s of CPU in 400 s), the checks on one
// thread each. Run one after the other, the checks alone took 5 minutes of a loaded CI machine before the first
// test started. Each vitest process has as many workers as the machine has cores, at least two; the checks run one
// at a time, and a step's output is printed in one block when it ends so parallel steps never interleave.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { webBuildIsFresh } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const workers = `--maxWorkers=${Math.max(2, os.availableParallelism())}`;
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs a command with its output kept; prints it in one block with the step's result when it ends. */
function step(cmd, args, label, env = process.env) {
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n▶ ${label}${text ? `\n${text}` : ''}`);
      console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      resolve(code === 0);
    });
  });
}

/** Starts one vitest process (its output streams); resolves with its exit status and its JSON report. */
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

async function checks() {
  let ok = await step('npx', ['biome', 'check', '.'], 'lint and format (Biome)');
  // Features reach each other only through their index.ts, core/ imports no feature, no circle between features.
  ok =
    (await step('node', ['scripts/check-feature-imports.mjs'], 'server import rule (features, core)')) && ok;
  // Every tenant query names its store through storeScoped (core/store-scope.ts), not a hand-written eq().
  ok = (await step('node', ['scripts/check-store-scope.mjs'], 'store predicates (storeScoped)')) && ok;
  // An exported server function takes at most three parameters: db first, the rest in one options object.
  ok = (await step('node', ['scripts/check-options-objects.mjs'], 'options objects (db, one object)')) && ok;
  // TypeScript's native compiler (tsgo, @typescript/native-preview): the same checks for 60% of tsc's CPU, which
  // the tests beside it need (docs/decisions.md). Editors and `npm run typecheck` keep tsc.
  for (const project of ['packages/domain', 'apps/server', 'apps/web', 'e2e']) {
    ok = (await step('npx', ['tsgo', '-p', project], `type-check ${project} (tsgo)`)) && ok;
  }
  const openapi = await step('npm', ['run', '--silent', 'openapi:lint'], 'OpenAPI document (Redocly rules)');
  // The bench on a tiny store (needs PostgreSQL, DATABASE_URL or the machine's): fails when the bench breaks. Here,
  // not beside the tests, because the checks end minutes before the tests do.
  const bench = await step(
    'npm',
    ['run', '--silent', 'bench', '--', '--smoke'],
    'bench smoke (npm run bench -- --smoke)',
  );
  return bench && openapi && ok;
}

async function browserTests() {
  if (!webBuildIsFresh()) {
    // Always the production bundle, although the test runner sets NODE_ENV=test.
    const env = { ...process.env, NODE_ENV: 'production' };
    if (!(await step('npm', ['run', 'build', '-w', 'apps/web'], 'build the web apps', env))) {
      return { ok: false, result: null };
    }
  }
  return vitest(['browser'], [workers], 'tests (browser, Chromium)');
}

// The domain's unit tests (with their coverage report) take seconds; the server's API tests run without coverage,
// which cost their workers a fifth more CPU for a report that covers only the domain package.
async function apiTests() {
  const domain = await vitest(['domain'], ['--coverage', workers], 'tests (domain, with coverage)');
  const server = await vitest(['server'], [workers], 'tests (server API)');
  return [domain, server];
}

const [checksOk, api, browser] = await Promise.all([checks(), apiTests(), browserTests()]);
const runs = [...api, browser];

let ok = checksOk;
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
if (!checksOk) console.log('\nA check failed: see the lint, type-check and OpenAPI steps above.');
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
