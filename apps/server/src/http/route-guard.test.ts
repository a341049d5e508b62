import type { RouteAccess } from '@backroom/domain/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeConsigner, makeEmployee, makeStore } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';

/**
 * Guard rails that grow with the project (issue 2 §8): walks the real route table, so every /api route added
 * later is covered without anyone remembering to add it here.
 */
let ctx: TestContext;
let tokens: { foreign: string; consigner: string; bareEmployee: string };
let handle: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const shop = await makeStore(ctx);
  const rival = await makeStore(ctx);
  handle = shop.handle;
  tokens = {
    foreign: rival.ownerToken,
    consigner: (await makeConsigner(ctx, shop.store)).token,
    bareEmployee: (await makeEmployee(ctx, shop.store, { accessControls: [] })).token,
  };
});
afterAll(() => ctx.close());

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'id' && url.includes('accept') ? '00000000-0000-4000-8000-000000000000' : '1',
  );

function apiRoutes() {
  return ctx.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
}

describe('every /api route', () => {
  it('declares an access rule (registration refuses routes without one)', () => {
    expect(apiRoutes().length).toBeGreaterThan(5);
    for (const route of apiRoutes()) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers 401 without a token and with another store’s token', async () => {
    for (const route of apiRoutes()) {
      const req = {
        method: route.method as 'GET',
        url: concrete(route.url),
        handle,
        body: route.method === 'GET' ? undefined : {},
      };
      expect((await call(ctx, req)).status, `${route.method} ${route.url} without token`).toBe(401);
      expect(
        (await call(ctx, { ...req, token: tokens.foreign })).status,
        `${route.method} ${route.url} foreign`,
      ).toBe(401);
    }
  });

  it('answers 403 to a consigner on staff routes and to an employee lacking the access control', async () => {
    let checked = 0;
    for (const route of apiRoutes()) {
      const access = route.access as RouteAccess;
      const req = {
        method: route.method as 'GET',
        url: concrete(route.url),
        handle,
        body: route.method === 'GET' ? undefined : {},
      };
      if (access.kind === 'staff') {
        expect(
          (await call(ctx, { ...req, token: tokens.consigner })).status,
          `${route.method} ${route.url} consigner`,
        ).toBe(403);
        checked++;
      }
      if (
        (access.kind === 'staff' || access.kind === 'staffOrConsigner') &&
        (access.control || ('adminOnly' in access && access.adminOnly))
      ) {
        expect(
          (await call(ctx, { ...req, token: tokens.bareEmployee })).status,
          `${route.method} ${route.url} employee`,
        ).toBe(403);
        checked++;
      }
      if (access.kind === 'consigner') {
        expect(
          (await call(ctx, { ...req, token: tokens.bareEmployee })).status,
          `${route.method} ${route.url} employee`,
        ).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
