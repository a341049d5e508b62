/**
 * docs/api.md "A typed client" (issue #20): types generated from the OpenAPI document with openapi-typescript,
 * a small openapi-fetch client that calls a real route, type-checked with `tsc --strict` and then run against
 * this test's server. A client that reads a field the answer does not have must not type-check.
 */
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { makeSalesShop, type SalesShop } from '../../test/sales-factories';

const REPO = path.resolve(import.meta.dirname, '../../../..');
// Inside the repository (git-ignored tmp/), so the client resolves openapi-fetch from node_modules.
const dir = path.join(REPO, 'tmp', `typed-client-${process.pid}`);

/** The client of docs/api.md: the newest order's name, typed from the document. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './backroom-api';

export async function newestOrderName(baseUrl: string, handle: string, token: string) {
  const client = createClient<paths>({
    baseUrl,
    headers: { 'X-Store-Handle': handle, Authorization: \`Bearer \${token}\` },
  });
  const { data, error } = await client.GET('/api/orders', { params: { query: { page: 1, pageSize: 10 } } });
  if (error) throw new Error(error.error);
  const name: string | undefined = data.data.orders[0]?.name;
  return name ?? null;
}
`;

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

let ctx: TestContext;
let s: SalesShop;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeSalesShop(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  fs.mkdirSync(dir, { recursive: true });
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

describe('a typed client generated from the OpenAPI document', () => {
  it('type-checks a call to GET /api/orders, refuses a misspelt field, and the call answers', async () => {
    const ast = await openapiTS(ctx.app.swagger() as Parameters<typeof openapiTS>[0]);
    fs.writeFileSync(path.join(dir, 'backroom-api.d.ts'), astToString(ast));
    const client = path.join(dir, 'orders-client.ts');
    fs.writeFileSync(client, CLIENT);
    expect(typeErrors(client)).toEqual([]);

    const misspelt = path.join(dir, 'misspelt-client.ts');
    fs.writeFileSync(misspelt, CLIENT.replace('orders[0]?.name', 'orders[0]?.nmae'));
    expect(typeErrors(misspelt).join('\n')).toContain("Property 'nmae' does not exist");

    const item = await s.item({ consignerId: s.other.consigner.id });
    const sale = await s.checkout([item.id]);
    expect(sale.status).toBe(201);
    const { newestOrderName } = (await import(client)) as {
      newestOrderName: (baseUrl: string, handle: string, token: string) => Promise<string | null>;
    };
    expect(await newestOrderName(baseUrl, s.handle, s.cashier.token)).toBe(sale.body.data.order.name);
  });
});
