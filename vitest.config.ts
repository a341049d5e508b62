import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@web': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'domain',
          // Pure web modules (no DOM) are unit-tested here too.
          include: ['packages/domain/**/*.test.ts', 'apps/web/**/*.test.ts'],
          environment: 'node',
          // The property tests run thousands of cases under coverage: a hang guard, not a speed check (a fresh-clone run
          // beside other sessions' work took 73 s for the 10,000-input fee comparison).
          testTimeout: 120_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/statement-check.ts'],
          // Each file builds its own app on its own database (test/helpers.ts), so files need no module isolation;
          // re-importing the whole server for each of ~90 files cost more CPU than the tests themselves.
          isolate: false,
          // Timeouts are hang guards, not speed checks (those are in npm run bench): a CI machine loaded ten times over
          // made a 500-item bulk accept and the PDF queue test take longer than 30 s without anything being wrong.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // `expect.poll` is a hang guard too: 15 s, not vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // `expect.poll` waits as long as the pages' own waits (e2e/harness.ts), not vitest's 1 s: a request behind a
          // confirm took longer than 1 s with a second full test run beside this one on 2 cores.
          expect: { poll: { timeout: 30_000 } },
          // Each file has its own server, database and Chromium; a file spends most of its time waiting on them.
          isolate: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
