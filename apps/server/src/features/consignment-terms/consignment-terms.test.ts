import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, readItem, type Shop } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { consignerTypes, jobs } from '../../db/schema';
import { TERMS_CLOCK_JOB } from './clock-job';

let ctx: TestContext;
let s: Shop;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
});
afterAll(() => ctx.close());

type Terms = { id: number; name: string; version: number; isDefault: boolean; renewalFee: number };
const asOwner = <T = Terms>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, body, handle: s.handle, token: s.ownerToken });

export const standardTerms = {
  name: 'Standard 90 days',
  termDays: 90,
  expiryAction: 'return',
  graceDays: 14,
  renewalFee: 15,
  markdowns: [
    { afterDays: 30, percentOff: 10, absorbedBy: 'store' },
    { afterDays: 60, percentOff: 25, absorbedBy: 'shared', consignerSharePercent: 50 },
  ],
};

describe('consignment terms in Settings', () => {
  let standard: Terms;

  it('creates the first terms as the default, money in major units, and starts the store clock', async () => {
    const res = await asOwner('POST', '/api/consignmentTerms', standardTerms);
    expect(res.status).toBe(201);
    standard = res.body.data;
    expect(standard).toMatchObject({ name: 'Standard 90 days', isDefault: true, version: 1, renewalFee: 15 });
    const clock = await ctx.deps.db
      .select()
      .from(jobs)
      .where(storeScoped(jobs, s.store.id, eq(jobs.name, TERMS_CLOCK_JOB)));
    expect(clock).toHaveLength(1);
  });

  it('refuses bad terms with a message in words, and a second set with the same name (any case)', async () => {
    const bad = await asOwner('POST', '/api/consignmentTerms', { ...standardTerms, name: 'X', termDays: 0 });
    expect(bad).toMatchObject({ status: 400, body: { error: 'The term is at least 1 day.' } });
    const steps = await asOwner('POST', '/api/consignmentTerms', {
      ...standardTerms,
      name: 'Y',
      markdowns: [
        { afterDays: 30, percentOff: 20, absorbedBy: 'store' },
        { afterDays: 20, percentOff: 30, absorbedBy: 'store' },
      ],
    });
    expect(steps.status).toBe(400);
    expect(steps.body.error).toContain('Each markdown step comes later than the one before it.');
    const clash = await asOwner('POST', '/api/consignmentTerms', {
      ...standardTerms,
      name: 'STANDARD 90 DAYS',
    });
    expect(clash).toMatchObject({
      status: 409,
      body: { error: 'Terms with this name already exist. Choose another name.' },
    });
  });

  it('edits bump the version; the default stays until another becomes it; deleting is refused for it', async () => {
    const edited = await asOwner('PUT', `/api/consignmentTerms/${standard.id}`, {
      ...standardTerms,
      renewalFee: 20,
    });
    expect(edited.body.data).toMatchObject({ version: 2, renewalFee: 20, isDefault: true, resnapshotted: 0 });
    const vip = await asOwner('POST', '/api/consignmentTerms', {
      ...standardTerms,
      name: 'VIP 60 days',
      termDays: 60,
    });
    expect(vip.body.data.isDefault).toBe(false);
    const refused = await asOwner('DELETE', `/api/consignmentTerms/${standard.id}`);
    expect(refused.status).toBe(409);
    const gone = await asOwner('DELETE', `/api/consignmentTerms/${vip.body.data.id}`);
    expect(gone.status).toBe(200);
    const list = await asOwner<{ consignmentTerms: Terms[] }>('GET', '/api/consignmentTerms');
    expect(list.body.data.consignmentTerms.map((t) => t.name)).toEqual(['Standard 90 days']);
  });

  it('only staff with Settings change terms; other stores cannot see them', async () => {
    const clerk = await call(ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      body: { ...standardTerms, name: 'Clerk' },
      handle: s.handle,
      token: s.clerk.token,
    });
    expect(clerk.status).toBe(403);
    const seller = await call(ctx, { url: '/api/consignmentTerms', handle: s.handle, token: s.seller.token });
    expect(seller.status).toBe(403);
    const other = await makeShop(ctx);
    const foreign = await call(ctx, {
      url: `/api/consignmentTerms/${standard.id}`,
      handle: other.handle,
      token: other.ownerToken,
    });
    expect(foreign.status).toBe(404);
  });

  it('an accepted item keeps the terms in force: consigner over type over default', async () => {
    const short = await asOwner('POST', '/api/consignmentTerms', {
      ...standardTerms,
      name: 'Short',
      termDays: 10,
      markdowns: [],
    });
    const longer = await asOwner('POST', '/api/consignmentTerms', {
      ...standardTerms,
      name: 'Long',
      termDays: 120,
      markdowns: [],
    });
    const [type] = await ctx.deps.db
      .select()
      .from(consignerTypes)
      .where(storeScoped(consignerTypes, s.store.id, eq(consignerTypes.isDefault, true)));
    const byType = await asOwner('PUT', `/api/consignerTypes/${type!.id}/consignmentTerms`, {
      termsId: short.body.data.id,
    });
    expect(byType.status).toBe(200);

    const accept = async () => {
      const item = await s.item({ status: 'Pending', locationId: null, acceptedOn: null, price: 20_000 });
      const res = await s.act(s.clerk.token, 'acceptInventory', { ids: [item.id], location: s.main.name });
      expect(res.status).toBe(200);
      return readItem(ctx, item.id);
    };
    const first = await accept();
    expect(first).toMatchObject({ termsId: short.body.data.id, termsVersion: 1, termsListedPrice: 20_000 });
    expect(first.terms?.termDays).toBe(10);

    await asOwner('PUT', `/api/consigners/${s.seller.consigner.id}/consignmentTerms`, {
      termsId: longer.body.data.id,
    });
    const second = await accept();
    expect(second.termsId).toBe(longer.body.data.id);

    // Editing the terms later does not change what the item keeps.
    await asOwner('PUT', `/api/consignmentTerms/${longer.body.data.id}`, {
      ...standardTerms,
      name: 'Long',
      termDays: 5,
      markdowns: [],
    });
    expect((await readItem(ctx, second.id)).terms?.termDays).toBe(120);
    // ...unless the store applies the change to all items (confirmed on the screen).
    const all = await asOwner<{ resnapshotted: number }>(
      'PUT',
      `/api/consignmentTerms/${longer.body.data.id}?applyTo=all`,
      { ...standardTerms, name: 'Long', termDays: 7, markdowns: [] },
    );
    expect(all.body.data.resnapshotted).toBe(1);
    const after = await readItem(ctx, second.id);
    expect([after.terms?.termDays, after.termsVersion]).toEqual([7, 3]);

    const foreign = await asOwner('PUT', `/api/consigners/${s.seller.consigner.id}/consignmentTerms`, {
      termsId: 999_999,
    });
    expect(foreign.status).toBe(404);
    await asOwner('PUT', `/api/consigners/${s.seller.consigner.id}/consignmentTerms`, { termsId: null });
    await asOwner('PUT', `/api/consignerTypes/${type!.id}/consignmentTerms`, { termsId: null });
  });
});
