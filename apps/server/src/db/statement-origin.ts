import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks the server's own work (a request being served, a job being run) so the test-time statement check
 * (test/statement-check.ts) can tell the server's statements from those the tests send themselves.
 */
export const serverWork = new AsyncLocalStorage<'request' | 'job'>();
