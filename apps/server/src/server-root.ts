import path from 'node:path';

/**
 * The apps/server folder. This file sits directly in src/ when the server runs from its TypeScript (development,
 * tests) and is bundled into dist/main.js by `npm run build` (production): either way its folder's parent is
 * apps/server, so paths to the migrations and the web build hold in both.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

/** True when running the compiled build (dist/*.js) rather than the TypeScript sources through tsx. */
export const RUNNING_COMPILED = !import.meta.url.endsWith('.ts');
