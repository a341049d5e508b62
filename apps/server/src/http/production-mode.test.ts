import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';

/** Issue 28 item 8: the API reference's document answers with NODE_ENV=production as it does in development. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(() => ctx.close());

describe('NODE_ENV=production', () => {
  it('serves the OpenAPI document as JSON and YAML', async () => {
    const json = await ctx.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect((json.json() as { openapi: string }).openapi).toMatch(/^3\.1/);
    const yaml = await ctx.app.inject({ url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.1/);
  });
});
