import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../factories';
import { createTestApp, type TestContext } from '../helpers';
import { makeShop, type Shop } from '../inventory-factories';
import { listenForProbe, withinBudget } from './event-loop-probe';
import { type HeavyInput, heavyInputs, takesImage, takesSpreadsheet } from './heavy-inputs';
import { pngBomb } from './image-bomb';
import { changedTables, snapshot } from './snapshot';
import { multipartParts, type SocketAnswer, type SocketRequest, sendThroughSocket } from './socket-client';

/**
 * The hostile suite's heavy inputs (issue 28): an image bomb at every image input of the OpenAPI document, and
 * a file of a million columns and an oversize file at every import upload. Each is refused with a 4xx in words,
 * writes nothing (no row, no stored file), and /healthz, called every 20 ms beside it, answers every time
 * within 200 ms: one request cannot stall every store.
 */
const WORST_HEALTHZ_MS = 200;

let ctx: TestContext;
let s: Shop;
let baseUrl: string;
let inputs: HeavyInput[];
let bomb: Buffer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-heavy-'));

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  s = await makeShop(ctx);
  const published = await call(ctx, {
    method: 'POST',
    url: '/api/agreement/versions',
    handle: s.handle,
    token: s.ownerToken,
    body: { markdown: '# Terms\n\nItems stay 90 days.' },
  });
  expect(published.status).toBe(201);
  const doc = await ctx.app.inject({ url: '/api/docs/json' });
  const body = doc.json() as { data?: unknown };
  inputs = heavyInputs((body.data ?? body) as Parameters<typeof heavyInputs>[0]);
  bomb = await pngBomb(12_000, 12_000);
  baseUrl = await listenForProbe(ctx.app);
}, 120_000);
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function storedFiles(dir = dataDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? storedFiles(full) : [full];
  });
}

const headers = (token: string, extra: Record<string, string> = {}) => ({
  'x-store-handle': s.handle,
  authorization: `Bearer ${token}`,
  ...extra,
});

function multipart(file: Buffer, filename: string, contentType: string) {
  const parts = multipartParts('file', filename, contentType);
  return { contentType: parts.contentType, body: Buffer.concat([parts.head, file, parts.tail]) };
}

/** The request that carries `image` to each image input; a new input needs a line here. */
function imageAttack(input: HeavyInput, image: Buffer): SocketRequest {
  if (input.field === 'multipart') {
    const m = multipart(image, 'bomb.png', 'image/png');
    return {
      method: input.method,
      path: input.path,
      headers: headers(s.ownerToken, { 'content-type': m.contentType }),
      body: m.body,
    };
  }
  const signature = `data:image/png;base64,${image.toString('base64')}`;
  const json = (token: string, url: string) => ({
    method: input.method,
    path: url,
    headers: headers(token, { 'content-type': 'application/json' }),
    body: Buffer.from(JSON.stringify({ version: 1, typedName: 'Bo Mb', signatureKind: 'drawn', signature })),
  });
  if (input.operationId === 'signMyAgreement') return json(s.seller.token, input.path);
  if (input.operationId === 'signAgreementInStore')
    return json(s.ownerToken, input.path.replace('{id}', String(s.seller.consigner.id)));
  throw new Error(`No attack written for the image input ${input.operationId}.${input.field}`);
}

/** Runs the attack beside the probe and checks the four promises; answers what was measured. */
async function refusedQuietly(
  label: string,
  attack: () => Promise<SocketAnswer>,
  budgetMs: number = WORST_HEALTHZ_MS,
) {
  const rowsBefore = await snapshot(ctx.deps.db);
  const filesBefore = storedFiles();
  const { result, worstMs, probes, failures, worsts, allowedMs } = await withinBudget(
    baseUrl,
    attack,
    budgetMs,
  );
  const line = `${label}: ${result.status} in ${result.ms.toFixed(0)} ms, /healthz worst ${worstMs.toFixed(0)} ms over ${probes} calls (runs: ${worsts.join(', ')} ms; allowed ${Math.round(allowedMs)} ms): ${result.error}`;
  console.log(line);
  expect(result.status, line).toBeGreaterThanOrEqual(400);
  expect(result.status, line).toBeLessThan(500);
  expect(result.status, line).not.toBe(429);
  // A sentence in words, not a code or a stack.
  expect(result.error, line).toMatch(/^[A-Z][^\n]{10,300}[.!]$/);
  expect(changedTables(rowsBefore, await snapshot(ctx.deps.db)), line).toEqual([]);
  expect(storedFiles(), line).toEqual(filesBefore);
  expect(failures, line).toBe(0);
  expect(worstMs, line).toBeLessThan(allowedMs);
  return result;
}

describe('an image bomb at every image input', () => {
  it('finds the image inputs in the OpenAPI document', () => {
    const ids = inputs.filter(takesImage).map((i) => i.operationId);
    expect(ids).toEqual(expect.arrayContaining(['uploadImage', 'signMyAgreement', 'signAgreementInStore']));
  });

  it('refuses each one from its header, in words, without stalling /healthz', {
    timeout: 600_000,
  }, async () => {
    for (const input of inputs.filter(takesImage)) {
      const result = await refusedQuietly(`${input.operationId} (${input.field})`, () =>
        sendThroughSocket(baseUrl, imageAttack(input, bomb)),
      );
      expect(result.error).toMatch(/12,000 × 12,000 pixels/);
    }
  });
});

describe('a wide file and an oversize file at every import upload', () => {
  const wide = Buffer.from(`${'x,'.repeat(999_999)}x\r\n${'1,'.repeat(999_999)}1\r\n`);
  const megabyte = Buffer.alloc(1024 * 1024, 'a,b,c,d\r\n');

  it('finds the import uploads in the OpenAPI document', () => {
    const ids = inputs.filter(takesSpreadsheet).map((i) => i.operationId);
    expect(ids).toEqual(expect.arrayContaining(['uploadImportConsignersFile', 'uploadImportItemsFile']));
  });

  it('refuses a CSV of a million columns while reading it', { timeout: 600_000 }, async () => {
    for (const input of inputs.filter(takesSpreadsheet)) {
      const m = multipart(wide, 'wide.csv', 'text/csv');
      const result = await refusedQuietly(`${input.operationId} wide CSV`, () =>
        sendThroughSocket(baseUrl, {
          method: input.method,
          path: input.path,
          headers: headers(s.ownerToken, { 'content-type': m.contentType }),
          body: m.body,
        }),
      );
      expect(result.error).toMatch(/200 columns/);
    }
  });

  it('refuses a 100 MB file from its Content-Length, and one sent without it once 50 MB have arrived', {
    timeout: 600_000,
  }, async () => {
    for (const input of inputs.filter(takesSpreadsheet)) {
      const parts = multipartParts('file', 'huge.csv', 'text/csv');
      const send = (declared: boolean) =>
        sendThroughSocket(baseUrl, {
          method: input.method,
          path: input.path,
          headers: headers(s.ownerToken, {
            'content-type': parts.contentType,
            ...(declared ? {} : { 'transfer-encoding': 'chunked' }),
          }),
          chunks: {
            ...parts,
            chunk: megabyte,
            times: 100,
            ...(declared
              ? { declaredLength: parts.head.length + 100 * megabyte.length + parts.tail.length }
              : {}),
          },
        });
      const declared = await refusedQuietly(`${input.operationId} 100 MB with Content-Length`, () =>
        send(true),
      );
      expect(declared.status).toBe(413);
      expect(declared.error).toMatch(/50 MB/);
      // The client streams its 50 MB from this same process, on the event loop the probe measures: on a loaded CI
      // machine that alone made /healthz 600-980 ms late. The stall this guards was 21 s; 1.5 s still catches it.
      const chunked = await refusedQuietly(`${input.operationId} 100 MB chunked`, () => send(false), 1500);
      expect(chunked.status).toBe(413);
      expect(chunked.error).toMatch(/50 MB/);
    }
  });
});
