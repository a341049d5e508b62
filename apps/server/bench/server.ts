/** The real server in a child process (production mode, one process) on a bench database, signed in as its owner. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
// @ts-expect-error plain .mjs build script, also run by `npm run build`
import { buildServer } from '../../../scripts/build-server.mjs';
import { PRODUCTION_LINKS_ENV } from '../test/cluster';
import { BENCH_HANDLE, BENCH_OWNER, BENCH_PASSWORD } from './seed-large';

export interface BenchServer {
  origin: string;
  /** The staff app's port. */
  staffOrigin: string;
  token: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface BenchSignIn {
  handle: string;
  email: string;
  password: string;
}

export interface BenchServerOptions {
  /**
   * false: no bench store to sign in to (the platform bench signs its own tokens); `token` is empty. Default: the
   * owner of seed-large's bench store.
   */
  signIn?: boolean | BenchSignIn;
  /**
   * Run the compiled server (`apps/server/dist/main.js`, as `npm run start:prod` does) with plain node instead of
   * src/main.ts under tsx: no transpiler in the process, so its memory and CPU are production's. Built first when
   * dist is missing or older than a source file of the server or the domain package.
   */
  compiled?: boolean;
}

/** The server's JWT secret (its secret box's key too), for a bench that seeds with the server's config. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIST_MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/** The newest modification time of the files the server's build reads (its sources, the domain's, the script). */
function newestSource(): number {
  const files = [
    ...fs.globSync('apps/server/src/**/*.ts', { cwd: ROOT }),
    ...fs.globSync('packages/domain/src/**/*.ts', { cwd: ROOT }),
    'apps/server/scripts/store-import.ts',
    'scripts/build-server.mjs',
    'package-lock.json',
  ];
  return Math.max(...files.map((f) => fs.statSync(path.join(ROOT, f)).mtimeMs));
}

/** apps/server/dist/main.js, built (`npm run build:server`) when missing or stale. */
export async function compiledServerEntry(): Promise<string> {
  const built = path.join(ROOT, 'apps/server/dist/server.js');
  const stale =
    !fs.existsSync(DIST_MAIN) || !fs.existsSync(built) || fs.statSync(built).mtimeMs < newestSource();
  if (stale) await buildServer();
  return DIST_MAIN;
}

export async function startBenchServer(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
  /** `false` is `{ signIn: false }`. */
  options: boolean | BenchServerOptions = {},
): Promise<BenchServer> {
  const { signIn = true, compiled = false } = typeof options === 'boolean' ? { signIn: options } : options;
  const port = await freePort();
  const staffPort = await freePort();
  const args = compiled
    ? ['--enable-source-maps', await compiledServerEntry()]
    : ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/main.ts')];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      STAFF_PORT: String(staffPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      ...PRODUCTION_LINKS_ENV,
      JWT_SECRET: BENCH_JWT_SECRET,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // Up to three minutes: on a loaded machine (a second test run beside this one) tsx and the schema compilers took
  // over a minute to start. The wait ends as soon as the server answers, or says why it never will.
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (exited !== null) throw new Error(`The bench server exited (code ${exited}) before it answered.`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The bench server did not answer ${origin}/healthz within three minutes.`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const who =
    signIn === true ? { handle: BENCH_HANDLE, email: BENCH_OWNER, password: BENCH_PASSWORD } : signIn;
  const login = who
    ? await fetch(`${origin}/open/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-store-handle': who.handle },
        body: JSON.stringify({ email: who.email, password: who.password }),
      }).then((r) => r.json() as Promise<{ data: { token: string } }>)
    : { data: { token: '' } };
  if (who && !login.data?.token) {
    child.kill('SIGTERM');
    throw new Error(`The bench server refused the sign-in of ${who.email}: ${JSON.stringify(login)}`);
  }
  return {
    origin,
    staffOrigin: `http://127.0.0.1:${staffPort}`,
    token: login.data.token,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}
