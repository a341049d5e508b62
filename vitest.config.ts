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
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
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
