import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeConsigner, makeStore } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';

/**
 * Every 400 a person can meet is a sentence (issue 14.1): walks every operation of the OpenAPI document with
 * bodies and queries that are wrong in one way each, and fails on a "path: " prefix or validator jargon in any
 * refusal. Routes added later are walked without anyone adding them here.
 */
let ctx: TestContext;
let handle: string;
let tokens: { staff: string; consigner: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const shop = await makeStore(ctx);
  handle = shop.handle;
  tokens = { staff: shop.ownerToken, consigner: (await makeConsigner(ctx, shop.store)).token };
});
afterAll(() => ctx.close());

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const PATH_PREFIX = /^[A-Za-z_$][\w$]*(\.[\w$]+)*(\.\d+)*: /;
const JARGON =
  /Invalid input|expected [a-z]+, received|Too (small|big)|[<>]=|\bNaN\b|Unrecognized key|Invalid (enum|option|string|literal|uuid|email)|must (NOT have|match pattern)|Required$/;

/** A label said twice ("Is active is active must…"). */
const DOUBLED = /\b(\w+ \w+) \1\b/i;

const typeOf = (schema: JsonSchema | undefined): string | undefined => {
  if (!schema) return undefined;
  if (schema.anyOf) return typeOf(schema.anyOf.find((s) => s.type !== 'null'));
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
};

/** A value of the wrong kind for a field of this schema. */
function wrongFor(schema: JsonSchema | undefined): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return schema?.enum ? 'not-one-of-them' : 12345;
    case 'number':
    case 'integer':
      return 'twelve';
    case 'boolean':
      return 'maybe';
    case 'array':
      return 'not a list';
    case 'object':
      return 7;
    default:
      return { unexpected: true };
  }
}

/** Query values that cannot be right for the parameter's schema. */
function badQueryValues(schema: JsonSchema | undefined): string[] {
  if (schema?.enum) return ['not-one-of-them'];
  switch (typeOf(schema)) {
    case 'number':
    case 'integer':
      return ['abc', '-5', '1e400'];
    case 'boolean':
      return ['maybe'];
    case 'string':
      return schema?.format === 'date' ? ['yesterday', '2025-13-45'] : [];
    default:
      return [];
  }
}

function bodiesFor(schema: JsonSchema | undefined): unknown[] {
  const bodies: unknown[] = [{}, [], { zzUnknownField: 1 }];
  for (const [key, field] of Object.entries(schema?.properties ?? {}))
    bodies.push({ [key]: wrongFor(field) });
  return bodies;
}

describe('refusals are sentences', () => {
  it('no 400 of any route carries a field path prefix or validator jargon', async () => {
    const docAnswer = await ctx.app.inject({ url: '/api/docs/json' });
    expect(docAnswer.statusCode).toBe(200);
    const doc = docAnswer.json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const offenders: string[] = [];
    let refusals = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{(\w+)\}/g, '1');
        const route = ctx.routes.find(
          (r) => r.method === method.toUpperCase() && r.url === path.replace(/\{(\w+)\}/g, ':$1'),
        );
        const kind = (route?.access as { kind?: string } | undefined)?.kind;
        const token =
          kind === 'consigner' ? tokens.consigner : path.startsWith('/api') ? tokens.staff : undefined;
        const requests: { url: string; body?: unknown }[] = [];
        for (const p of operation.parameters ?? []) {
          if (p.in !== 'query') continue;
          for (const value of badQueryValues(p.schema))
            requests.push({ url: `${url}?${p.name}=${encodeURIComponent(value)}` });
        }
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        if (bodySchema) for (const body of bodiesFor(bodySchema)) requests.push({ url, body });
        for (const request of requests) {
          const res = await call(ctx, { method: method.toUpperCase() as 'GET', handle, token, ...request });
          if (res.status !== 400) continue;
          refusals++;
          const message = String(res.body.error);
          if (PATH_PREFIX.test(message) || JARGON.test(message) || DOUBLED.test(message))
            offenders.push(
              `${method.toUpperCase()} ${request.url} ${JSON.stringify(request.body)} → ${message}`,
            );
        }
      }
    }
    console.log(`messages in words: ${refusals} refusals checked, ${offenders.length} not in words`);
    expect(refusals).toBeGreaterThan(200);
    expect(offenders).toEqual([]);
  }, 120_000);
});
