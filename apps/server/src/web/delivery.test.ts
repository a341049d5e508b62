/**
 * How the server delivers the web apps and the API's answers (issue 32): the build's brotli and gzip files sent as
 * they are, by what the browser accepts; hashed assets cached for a year, pages revalidated; API answers above 1 KB
 * compressed; the API reference free of outside services.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConsigner, makeStore } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';

const script = `export const greeting = ${JSON.stringify('hello from the app '.repeat(200))};\n`;
const page = `<!doctype html><html><head><title>Back office</title></head><body>${'<p>frame</p>'.repeat(200)}</body></html>`;

/** A built web app as the vite build leaves it: every text file with its `.br` and `.gz` beside it. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-delivery-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, body: string) => {
    fs.writeFileSync(path.join(dist, file), body);
    fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    fs.writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  };
  write('assets/staff-Ab12Cd34.js', script);
  for (const app of ['staff', 'seller', 'platform']) write(`${app}.html`, page);
  return dist;
}

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fakeDist();
  ctx = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('static files of the built apps', () => {
  it('sends the brotli file to a browser that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
    const br = await get('/assets/staff-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(decoded(br)).toBe(script);

    const gz = await get('/assets/staff-Ab12Cd34.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(script);

    const plain = await get('/assets/staff-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year without asking again, with only the headers a script uses', async () => {
    const res = await get('/assets/staff-Ab12Cd34.js', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('sends each app page compressed and revalidated on every load', async () => {
    for (const url of ['/login', '/dashboard', '/staff.html']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(decoded(res), url).toBe(page);
    }
  });

  it('answers a missing asset with 404, not a page', async () => {
    const res = await get('/assets/nothing-here.js', 'br');
    expect(res.statusCode).toBe(404);
  });
});

describe('API answers', () => {
  it('compresses an answer above 1 KB for a client that accepts it, with Vary', async () => {
    const { store, handle, ownerToken } = await makeStore(ctx);
    for (let i = 0; i < 12; i++) await makeConsigner(ctx, store);
    const headers = { authorization: `Bearer ${ownerToken}`, 'x-store-handle': handle };
    const plain = await get('/api/consigners', undefined, headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/api/consigners', 'gzip, deflate, br', headers);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());

    const gz = await get('/api/consigners', 'gzip', headers);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz))).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/healthz', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('the API reference', () => {
  it('turns off the "Ask AI" agent and MCP offers and sends its bundle compressed and cached for a day', async () => {
    const html = await get('/api/docs/', 'br');
    expect(html.statusCode).toBe(200);
    const text = decoded(html);
    expect(text).toMatch(/"agent":\s*\{\s*"disabled":\s*true\s*\}/);
    expect(text).toMatch(/"mcp":\s*\{\s*"disabled":\s*true\s*\}/);
    expect(html.headers['content-security-policy']).toContain("connect-src 'self'");

    const bundle = await get('/api/docs/js/scalar.js', 'gzip, br');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('br');
    expect(bundle.headers['cache-control']).toBe('public, max-age=86400');
    expect(bundle.rawPayload.length).toBeLessThan(2_000_000);
  });
});
