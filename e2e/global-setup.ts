import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import serverSetup from '../apps/server/test/global-setup';
// @ts-expect-error plain .mjs helper shared with npm start
import { buildWebIfNeeded } from '../scripts/web-build.mjs';
import { CHROMIUM } from './harness';

/** Browser tests need the built web apps, Debian's Chromium, and the same per-file databases as API tests. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: apt-get install -y chromium (the .ci/run script does)`,
    );
  }
  buildWebIfNeeded();
  return serverSetup(project);
}
