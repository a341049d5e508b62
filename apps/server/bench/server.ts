/** The real server in a child process (production mode, one process) on a bench database, signed in as its owner. */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
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

export async function startBenchServer(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
  /** false: no bench store to sign in to (the platform bench signs its own tokens); `token` is empty. */
  signIn = true,
): Promise<BenchServer> {
  const port = await freePort();
  const staffPort = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/main.ts')],
    {
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
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
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
  const login = signIn
    ? await fetch(`${origin}/open/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-store-handle': BENCH_HANDLE },
        body: JSON.stringify({ email: BENCH_OWNER, password: BENCH_PASSWORD }),
      }).then((r) => r.json() as Promise<{ data: { token: string } }>)
    : { data: { token: '' } };
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
