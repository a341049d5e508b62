import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '@backroom/domain/contract/routes';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/helpers';
import { answerWriter, contractProblems, contractSerializerCompiler } from './contract';

/**
 * The API's contract (issue #20), walked over the real OpenAPI document: every operation added later is held to
 * it without anyone remembering to add it here.
 */
interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  servers: unknown[];
  security: unknown[];
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let doc: Document;
const operations: { key: string; op: Operation }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  doc = ctx.app.swagger() as unknown as Document;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      operations.push({ key: `${method.toUpperCase()} ${url}`, op });
    }
  }
});
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it('declares the bearer token, used by every call that is not public, and a server', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.servers.length).toBeGreaterThan(0);
    const open = operations.filter((o) => o.key.includes(' /open/'));
    expect(open.length).toBeGreaterThan(5);
    for (const { key, op } of open) expect(op.security, key).toEqual([]);
  });

  it('gives every operation a summary, a unique operationId, tags, a success and the error envelope', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = new Set<string>();
    for (const { key, op } of operations) {
      expect(op.summary, key).toBeTruthy();
      expect(op.operationId, key).toMatch(/^[a-zA-Z]+$/);
      expect(ids.has(op.operationId!), `${key}: operationId ${op.operationId} used twice`).toBe(false);
      ids.add(op.operationId!);
      expect(op.tags?.length, key).toBeGreaterThan(0);
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('2')),
        key,
      ).toBe(true);
      if (key.startsWith('GET /healthz')) continue;
      const bad = op.responses['400']?.content?.['application/json']?.schema as { properties?: object };
      expect(Object.keys(bad?.properties ?? {}), key).toEqual(['data', 'error']);
    }
  });

  it('gives every JSON success answer a schema (no call sends whatever its handler returns)', () => {
    for (const { key, op } of operations) {
      if (key.startsWith('GET /healthz')) continue; // the load balancer's probe: plain, no envelope
      for (const [status, answer] of Object.entries(op.responses)) {
        if (!status.startsWith('2')) continue;
        const json = answer.content?.['application/json']?.schema as
          | { properties?: { data?: object } }
          | undefined;
        if (json) expect(json.properties?.data, `${key} ${status}`).toBeTruthy();
        else expect(answer.content, `${key} ${status} declares no content`).toBeTruthy();
      }
    }
  });
});

type ContractEntry = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
  queued?: z.ZodType;
  file?: string;
};

describe('the contract (issue #31)', () => {
  const contract = apiRoutes as Record<string, ContractEntry>;
  const registered = () => ctx.routes.filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide);

  it('maps every registered route to the very schemas it registers, from packages/domain/src/contract', () => {
    const keys = new Set<string>();
    for (const route of registered()) {
      const key = `${route.method} ${route.url}`;
      keys.add(key);
      const entry = contract[key];
      expect(entry, `${key} is missing from packages/domain/src/contract/routes.ts`).toBeTruthy();
      const schema = (route.schema ?? {}) as {
        params?: unknown;
        querystring?: unknown;
        body?: unknown;
        response?: Record<string, z.ZodType>;
      };
      expect(schema.params, `${key} params`).toBe(entry!.params);
      expect(schema.querystring, `${key} query`).toBe(entry!.query);
      expect(schema.body, `${key} body`).toBe(entry!.body);
      const responses = schema.response ?? {};
      const [success, ...others] = Object.keys(responses)
        .filter((status) => status.startsWith('2'))
        .sort();
      const answer = responses[success!]!;
      const other = others.map((status) => responses[status]).find((schema) => schema !== answer);
      expect(other, `${key} second answer (a job queued)`).toBe(entry!.queued);
      const file = z.globalRegistry.get(answer)?.fileContentType;
      if (file) expect(entry!.file, `${key} answers a file`).toBe(file);
      else expect(answer, `${key} answer`).toBe(entry!.answer);
    }
    expect(Object.keys(contract).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('compiles the answer writer of every route (production compiles each on its first answer, not at start)', () => {
    let compiled = 0;
    for (const route of registered()) {
      const responses = ((route.schema ?? {}) as { response?: Record<string, z.ZodType> }).response ?? {};
      for (const [status, answer] of Object.entries(responses)) {
        if (z.globalRegistry.get(answer)?.fileContentType) continue;
        expect(() => answerWriter(answer), `${route.method} ${route.url} ${status}`).not.toThrow();
        compiled++;
      }
    }
    expect(compiled).toBeGreaterThan(100);
  });

  it('takes its schemas from the contract modules only (none declared in the server)', () => {
    const file = path.resolve(import.meta.dirname, '../../../../packages/domain/src/contract/routes.ts');
    const sources = [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) expect(source, 'routes.ts imports').toMatch(/^\.\/[a-z-]+$|^zod$/);
  });
});

describe('registration', () => {
  const route = (schema: object) =>
    ({ method: 'GET', url: '/api/new', schema, handler: () => null }) as unknown as RouteOptions;

  it('refuses a new route without a summary, an operationId, tags or an answer schema', () => {
    expect(contractProblems(route({}))).toEqual([
      'a summary',
      'an operationId',
      'tags',
      'a success answer in schema.response',
    ]);
    const complete = { summary: 'New', operationId: 'getNew', tags: ['x'], response: { 200: z.object({}) } };
    expect(contractProblems(route(complete))).toEqual([]);
    expect(contractProblems(route({ hide: true }))).toEqual([]);
  });
});

describe('answers', () => {
  const schema = z.object({ id: z.number(), at: z.date().transform((d) => d.toISOString()) });
  const compile = (check: boolean, url = '/api/thing') =>
    contractSerializerCompiler({ check })({ schema, method: 'GET', url, httpStatus: '200' });

  it('leave out every field their schema does not name, inside the envelope', () => {
    const sent = compile(false)({ data: { id: 1, at: new Date(0), passwordHash: 'x' }, error: null });
    expect(JSON.parse(sent)).toEqual({ data: { id: 1, at: '1970-01-01T00:00:00.000Z' }, error: null });
  });

  it('that no longer fit their schema fail (outside production) instead of reaching a screen', () => {
    expect(() => compile(true)({ data: { id: 'one', at: new Date(0) }, error: null })).toThrow(
      /GET \/api\/thing/,
    );
  });
});
