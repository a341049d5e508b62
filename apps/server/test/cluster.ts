/**
 * Several real server processes (node, as `npm start` runs them) on one fresh PostgreSQL database behind HAProxy
 * with the repository's deploy/haproxy.cfg: the three-instance test and the instances bench use it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error plain .mjs build script, also run by `npm run build`
import { buildServer } from '../../../scripts/build-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const HAPROXY_CONFIG = path.join(ROOT, 'deploy/haproxy.cfg');

/** The haproxy binary, or null when none is installed (Debian puts it in /usr/sbin). */
export function findHaproxy(): string | null {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy', '/usr/local/sbin/haproxy']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/**
 * What a production server needs to pass its configuration check (config/production-checks.ts) on this machine:
 * https links behind a proxy on loopback, and a sender on a domain mail servers would accept.
 */
export const PRODUCTION_LINKS_ENV = {
  PUBLIC_PROTOCOL: 'https',
  TRUST_PROXY: '127.0.0.1',
  MAIL_FROM: 'Backroom <no-reply@backroom.app>',
} as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new database named for this run, cloned from `template` when given (migrated), empty otherwise. */
export async function freshDatabase(adminUrl: string, template: string | null) {
  const name = `backroom_c_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function waitFor(url: string, process: ChildProcess, timeoutMs: number, output: () => string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (process.exitCode !== null) throw new Error(`${url}: the process exited\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms\n${output()}`);
}

export interface Instance {
  port: number;
  staffPort: number;
  process: ChildProcess;
  output(): string;
}

/** One `node apps/server/src/main.ts` on two free loopback ports; resolves once /healthz answers. */
let compiled: Promise<string> | null = null;

/**
 * The server compiled once per test process (as production runs it: plain node on the build), so instances start in
 * seconds: three instances each transpiling the TypeScript through tsx took over 90 s to answer on a loaded CI
 * machine. Removed when the process exits.
 */
function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    const outdir = path.join(ROOT, 'apps/server', `.dist-test-cluster-${process.pid}`);
    await buildServer(outdir);
    process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
    return path.join(outdir, 'main.js');
  })();
  return compiled;
}

export async function startInstance(env: Record<string, string>, timeoutMs = 90_000): Promise<Instance> {
  const port = await freePort();
  const staffPort = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', await compiledServer()], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      STAFF_PORT: String(staffPort),
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const instance = { port, staffPort, process: child, output: () => log };
  await waitFor(`http://127.0.0.1:${port}/healthz`, child, timeoutMs, instance.output);
  return instance;
}

export interface RunningProxy {
  url: string;
  staffUrl: string;
  process: ChildProcess;
}

/** HAProxy in the foreground with deploy/haproxy.cfg, pointed at these instances through its variables. */
export async function startProxy(haproxy: string, instances: Instance[]): Promise<RunningProxy> {
  const sellerPort = await freePort();
  const staffPort = await freePort();
  const env: Record<string, string> = {
    BACKROOM_SELLER_PORT: String(sellerPort),
    BACKROOM_STAFF_PORT: String(staffPort),
  };
  // The configuration names three servers; fewer instances repeat the last (the bench's 1 and 2).
  for (let i = 0; i < 3; i++) {
    const instance = instances[Math.min(i, instances.length - 1)]!;
    env[`BACKROOM_APP${i + 1}`] = `127.0.0.1:${instance.port}`;
    env[`BACKROOM_STAFF${i + 1}`] = `127.0.0.1:${instance.staffPort}`;
  }
  const child = spawn(haproxy, ['-db', '-f', HAPROXY_CONFIG], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, ...env },
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${sellerPort}`;
  await waitFor(`${url}/healthz`, child, 15_000, () => log);
  return { url, staffUrl: `http://127.0.0.1:${staffPort}`, process: child };
}

/** Stops a child and waits for it to go (SIGKILL after a grace period). */
export async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}
