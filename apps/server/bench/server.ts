/** The real server in a child process (production mode, one process) on a bench database, signed in as its owner. */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
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
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  // Up to a minute: on a shared, loaded machine tsx and the schema compilers take a while to start.
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
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
