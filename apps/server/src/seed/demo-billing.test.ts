/**
 * The demo store's subscription (issue 33): on the cheapest plan its three locations fit, with a paid invoice
 * and an issued one to look at, and asking for the plan it is on answers that, not a location limit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { DEMO, seedDemoStore } from './demo';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  expect(await seedDemoStore(ctx.deps.db, ctx.deps.env)).toBe(true);
  const login = await call<{ token: string }>(ctx, {
    method: 'POST',
    url: '/open/auth/login',
    handle: DEMO.handle,
    body: { email: DEMO.owner, password: DEMO.password },
  });
  expect(login.status).toBe(200);
  token = login.body.data.token;
}, 60_000);
afterAll(() => ctx?.close());

const api = <T>(method: 'GET' | 'PUT', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, handle: DEMO.handle, token, body });

interface Summary {
  status: string;
  plan: { id: string; name: string };
  plans: { id: string; unavailableReason: string | null }[];
  usage: { locations: number };
}
interface Invoice {
  number: string;
  status: string;
  planName: string;
  total: number;
}

describe('the demo store on Billing', () => {
  it('is on Growth, the cheapest plan its 3 locations may use, past its trial', async () => {
    const summary = await api<Summary>('GET', '/api/billing');
    expect(summary.status).toBe(200);
    expect(summary.body.data.usage.locations).toBe(3);
    expect(summary.body.data.plan.name).toBe('Growth');
    expect(summary.body.data.status).toBe('active');
    const current = summary.body.data.plans.find((p) => p.id === summary.body.data.plan.id);
    expect(current?.unavailableReason).toBeNull();
  });

  it('has last month paid and this month issued, $117 each (3 locations at $39)', async () => {
    const invoices = await api<{ invoices: Invoice[] }>('GET', '/api/billing/invoices');
    expect(invoices.status).toBe(200);
    const list = invoices.body.data.invoices;
    expect(list.map((i) => i.status)).toEqual(['open', 'paid']);
    expect(list.map((i) => [i.total, i.planName])).toEqual([
      [117, 'Growth'],
      [117, 'Growth'],
    ]);
    // Nothing charges the issued invoice behind the owner's back: it waits for Pay now.
    const charges = await ctx.deps.db.execute(sql`select 1 from jobs where name = 'billing.chargeInvoice'`);
    expect(charges.rows).toHaveLength(0);
  });

  it('asking for the plan it is on answers "already on this plan"; Starter names its one-location limit', async () => {
    const same = await api('PUT', '/api/billing/plan', { planId: 'growth' });
    expect(same.status).toBe(409);
    expect(same.body.error).toBe('The store is already on this plan.');
    const smaller = await api('PUT', '/api/billing/plan', { planId: 'starter' });
    expect(smaller.status).toBe(422);
    expect(smaller.body.error).toMatch(/Starter plan allows 1 location; this store has 3/);
  });
});
