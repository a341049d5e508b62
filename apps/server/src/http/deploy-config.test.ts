/**
 * The production guide's files work as written (docs/operations.md, "Production"): deploy/haproxy-tls.cfg is a
 * valid HAProxy configuration that terminates TLS, compresses, tells the instances the request came over https and
 * spreads requests over both instances; deploy/backroom@.service is a unit systemd accepts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findHaproxy, freePort, stop } from '../../test/cluster';
import { SERVER_ROOT } from '../server-root';

const ROOT = path.resolve(SERVER_ROOT, '../..');
const TLS_CONFIG = path.join(ROOT, 'deploy/haproxy-tls.cfg');
const UNIT = path.join(ROOT, 'deploy/backroom@.service');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-deploy-'));
const cert = path.join(dir, 'backroom.pem');

/** A stand-in instance: answers /healthz, and anything else with which instance it is and what the proxy said. */
function fakeInstance(name: string) {
  const server = http.createServer((req, res) => {
    if (req.url === '/healthz') return res.end('{"ok":true}');
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        instance: name,
        forwardedProto: req.headers['x-forwarded-proto'] ?? null,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        // Enough repeated text for compression to matter.
        padding: 'backroom '.repeat(2000),
      }),
    );
  });
  return new Promise<{ server: http.Server; port: number }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port }),
    );
  });
}

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const client = url.startsWith('https:') ? https : http;
      const req = client.get(
        url,
        { ca: fs.readFileSync(cert), headers, servername: 'shop.backroom.test' },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
    },
  );
}

const haproxy = findHaproxy();
let proxy: ChildProcess | null = null;
const instances: http.Server[] = [];
let ports: { http: number; seller: number; staff: number };
let proxyLog = '';

beforeAll(async () => {
  // A self-signed certificate for the store subdomains, as the guide's wildcard certificate would be.
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=shop.backroom.test',
      '-addext',
      'subjectAltName=DNS:shop.backroom.test,DNS:*.shop.backroom.test,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  fs.writeFileSync(
    cert,
    fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') + fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
  );
});

afterAll(async () => {
  if (proxy) await stop(proxy);
  for (const server of instances) await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('deploy/haproxy-tls.cfg', () => {
  it('is a configuration HAProxy accepts (haproxy -c)', () => {
    expect(haproxy, 'haproxy is not installed (.ci/run installs it)').not.toBeNull();
    const check = spawnSync(haproxy!, ['-c', '-f', TLS_CONFIG], {
      env: { PATH: process.env.PATH, BACKROOM_TLS_CERT: cert },
      encoding: 'utf8',
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(check.stdout + check.stderr).toContain('Configuration file is valid');
  });

  it('serves both instances over TLS, compressed, telling them the request came over https', async () => {
    const [one, two, staffOne, staffTwo] = await Promise.all(
      ['app1', 'app2', 'staff1', 'staff2'].map((name) => fakeInstance(name)),
    );
    instances.push(one!.server, two!.server, staffOne!.server, staffTwo!.server);
    ports = { http: await freePort(), seller: await freePort(), staff: await freePort() };
    proxy = spawn(haproxy!, ['-db', '-f', TLS_CONFIG], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        BACKROOM_TLS_CERT: cert,
        BACKROOM_PROXY_BIND: '127.0.0.1',
        BACKROOM_HTTP_PORT: String(ports.http),
        BACKROOM_SELLER_PORT: String(ports.seller),
        BACKROOM_STAFF_PORT: String(ports.staff),
        BACKROOM_APP1: `127.0.0.1:${one!.port}`,
        BACKROOM_APP2: `127.0.0.1:${two!.port}`,
        BACKROOM_STAFF1: `127.0.0.1:${staffOne!.port}`,
        BACKROOM_STAFF2: `127.0.0.1:${staffTwo!.port}`,
      },
    });
    proxy.stderr?.on('data', (chunk: Buffer) => {
      proxyLog += chunk.toString();
    });

    const seller = `https://127.0.0.1:${ports.seller}`;
    const until = Date.now() + 20_000;
    let first: Awaited<ReturnType<typeof get>> | null = null;
    while (first?.status !== 200 && Date.now() < until) {
      expect(proxy.exitCode, proxyLog).toBeNull();
      first = await get(`${seller}/page`).catch(() => null);
      if (first?.status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(first?.status, proxyLog).toBe(200);

    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const answer = await get(`${seller}/page`, { 'accept-encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      const plain = zlib.gunzipSync(answer.body);
      expect(answer.body.length).toBeLessThan(plain.length / 10);
      const echoed = JSON.parse(plain.toString()) as {
        instance: string;
        forwardedProto: string;
        forwardedFor: string;
      };
      expect(echoed.forwardedProto).toBe('https');
      expect(echoed.forwardedFor).toBe('127.0.0.1');
      seen.add(echoed.instance);
    }
    expect([...seen].sort()).toEqual(['app1', 'app2']);

    // A client that asks for no compression gets the answer as the instance sent it.
    const uncompressed = await get(`${seller}/page`);
    expect(uncompressed.headers['content-encoding']).toBeUndefined();

    // The staff app's port reaches the staff instances.
    const staff = await get(`https://127.0.0.1:${ports.staff}/page`);
    expect(JSON.parse(staff.body.toString()).instance).toMatch(/^staff[12]$/);

    // Plain http is sent to https.
    const redirect = await get(`http://127.0.0.1:${ports.http}/login?domain=demo`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`https://127.0.0.1:${ports.http}/login?domain=demo`);
  });
});

describe('deploy/backroom@.service', () => {
  const unit = fs.readFileSync(UNIT, 'utf8');

  it('runs the compiled server with node in production, restarts it, and stops it gracefully', () => {
    const directive = (key: string) =>
      unit
        .split('\n')
        .filter((line) => line.startsWith(`${key}=`))
        .map((line) => line.slice(key.length + 1));
    expect(directive('ExecStart')).toEqual(['/usr/bin/node --enable-source-maps apps/server/dist/main.js']);
    expect(directive('Environment')).toContain('NODE_ENV=production');
    // The compile cache main.js turns on lives where systemd lets the service write and keeps it across restarts
    // (PrivateTmp would empty a cache in /tmp at every restart).
    expect(directive('CacheDirectory')).toEqual(['backroom']);
    expect(directive('Environment')).toContain('NODE_COMPILE_CACHE=/var/cache/backroom/compile-cache-%i');
    expect(directive('EnvironmentFile')).toEqual([
      '/etc/backroom/backroom.env',
      '/etc/backroom/instance-%i.env',
    ]);
    expect(directive('Restart')).toEqual(['on-failure']);
    expect(directive('KillSignal')).toEqual(['SIGTERM']);
    expect(directive('User')).toEqual(['backroom']);
  });

  it('is a unit systemd accepts (systemd-analyze verify)', () => {
    const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
    if (analyze.error) {
      // No systemd tools on this machine: the unit's sections and keys are read as systemd reads them.
      const sections = [...unit.matchAll(/^\[(\w+)\]$/gm)].map((m) => m[1]);
      expect(sections).toEqual(['Unit', 'Service', 'Install']);
      for (const line of unit.split('\n')) {
        if (line.trim() && !line.startsWith('#') && !line.startsWith('['))
          expect(line).toMatch(/^[A-Za-z]+=\S/);
      }
      return;
    }
    // verify checks that ExecStart's program exists: on a machine whose node is elsewhere, it checks that one.
    const copy = path.join(dir, 'backroom@.service');
    const node = fs.existsSync('/usr/bin/node') ? '/usr/bin/node' : process.execPath;
    fs.writeFileSync(copy, unit.replace('/usr/bin/node', node));
    const verify = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
    expect(verify.status, verify.stderr).toBe(0);
    // Unknown keys and misplaced directives are only warnings: none may be printed for this unit.
    expect(verify.stderr.split('\n').filter((line) => line.includes('backroom@'))).toEqual([]);
  });
});
