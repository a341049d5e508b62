import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, linkToken, mailbox, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consigners, users } from '../../db/schema';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

type Me = Record<string, unknown>;
const signup = (body: Record<string, unknown>, app = 'seller') =>
  call<{ token: string; user: Me }>(ctx, {
    method: 'POST',
    url: '/open/auth/signup',
    body: { password: 'longenough1', ...body },
    handle: shop.handle,
    headers: { 'x-backroom-app': app },
  });
const me = (token: string) => call<Me>(ctx, { url: '/api/me', token, handle: shop.handle });
const verify = async (email: string) =>
  call(ctx, {
    method: 'POST',
    url: '/open/auth/verify/confirm',
    body: { token: await linkToken(ctx, email, '/verify') },
    handle: shop.handle,
  });
const createProfile = (token: string, body: unknown) =>
  call<Me>(ctx, { method: 'POST', url: '/api/me/profile', body, token, handle: shop.handle });
const invite = async (email: string) => {
  await call(ctx, {
    method: 'POST',
    url: '/api/employees',
    body: { email, firstName: 'In', lastName: 'Vited' },
    handle: shop.handle,
    token: shop.ownerToken,
  });
  return new URL((await mailbox(ctx, email))[0]!.links[0]!).searchParams.get('invite')!;
};

const profile = {
  firstName: 'Ada',
  lastName: 'Later',
  phone: '',
  address: '',
  payoutType: 'Paypal',
  payoutData: 'ada@pay.test',
  acceptedTOS: true,
};

describe('a login that signed up without a profile can resume (issue #14.6)', () => {
  it('GET /api/me answers 200 with the next step instead of 403, and the seller profile can be created', async () => {
    const res = await signup({ email: 'ada@later.test' });
    const { token } = res.body.data;
    expect(await me(token)).toMatchObject({
      status: 200,
      body: { data: { kind: null, emailVerified: false, nextStep: 'verifyEmail' } },
    });
    await verify('ada@later.test');
    expect((await me(token)).body.data).toMatchObject({ nextStep: 'createProfile', pendingInviteId: null });

    const created = await createProfile(token, profile);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ kind: 'consigner', name: 'Ada Later', nextStep: null });
    expect((await me(token)).body.data).toMatchObject({ kind: 'consigner', isActive: true });
    // The seller routes work now.
    const own = await call(ctx, { url: '/api/inventories/consignerSummary', token, handle: shop.handle });
    expect(own.status).toBe(200);
    // A second profile is refused.
    expect((await createProfile(token, profile)).status).toBe(409);
  });

  it('applies the sign-up rules to the resumed profile step (bank details complete), creating nothing', async () => {
    const { token } = (await signup({ email: 'bank@later.test' })).body.data;
    const bad = await createProfile(token, {
      ...profile,
      payoutType: 'Bank',
      payoutData: undefined,
      bankData: { routingType: 'abaNumber', accountName: '' },
    });
    expect(bad.status).toBe(400);
    const rows = await ctx.deps.db.select().from(consigners).where(eq(consigners.email, 'bank@later.test'));
    expect(rows).toHaveLength(0);
    expect((await me(token)).body.data).toMatchObject({ kind: null });
  });

  it('a consigner the store deleted is not an unfinished sign-up: no access, no new profile', async () => {
    const { token } = (await signup({ email: 'gone@later.test', profile })).body.data;
    const [row] = await ctx.deps.db.select().from(consigners).where(eq(consigners.email, 'gone@later.test'));
    await call(ctx, {
      method: 'POST',
      url: `/api/consigners/deleteConsigner/${row!.id}`,
      handle: shop.handle,
      token: shop.ownerToken,
    });
    expect((await me(token)).status).toBe(403);
    expect((await createProfile(token, profile)).status).toBe(403);
  });

  it('a verified login with no profile is shown the employee invite waiting for its address', async () => {
    const inviteId = await invite('late.hire@shop.test');
    // Signed up on the plain sign-up form, not through the invite link: the address must be verified first.
    const { token } = (await signup({ email: 'late.hire@shop.test' }, 'staff')).body.data;
    expect((await me(token)).body.data).toMatchObject({ nextStep: 'verifyEmail', pendingInviteId: null });
    await verify('late.hire@shop.test');
    expect((await me(token)).body.data).toMatchObject({
      nextStep: 'acceptInvite',
      pendingInviteId: inviteId,
    });
    const accepted = await call<Me>(ctx, {
      method: 'PUT',
      url: `/api/employees/accept/${inviteId}`,
      token,
      handle: shop.handle,
    });
    expect(accepted.status).toBe(200);
    expect((await me(token)).body.data).toMatchObject({ kind: 'employee', nextStep: null });
  });
});

describe('signing up through an employee invite link (issue #14.6)', () => {
  it('links the employee and counts the e-mail as verified: no second verification', async () => {
    const inviteId = await invite('via.link@shop.test');
    const res = await signup({ email: 'via.link@shop.test', inviteId }, 'staff');
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ kind: 'employee', emailVerified: true, nextStep: null });
    // No verification e-mail was sent: only the invite is in the mailbox.
    const mails = await mailbox(ctx, 'via.link@shop.test');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/invited/)]);
    // A staff route that needs a verified e-mail answers (403 for a missing control, not "verify first").
    const staff = await call(ctx, { url: '/api/employees', token: res.body.data.token, handle: shop.handle });
    expect(staff.body.error).not.toBe('Please verify your email first.');
  });

  it('refuses an invite for another address, a used invite and an unknown one, creating no login', async () => {
    const inviteId = await invite('owner.of.invite@shop.test');
    const other = await signup({ email: 'someone.else@shop.test', inviteId }, 'staff');
    expect(other.status).toBe(400);
    expect(other.body.error).toMatch(/another email address/);
    const rows = await ctx.deps.db.select().from(users).where(eq(users.email, 'someone.else@shop.test'));
    expect(rows).toHaveLength(0);

    expect((await signup({ email: 'owner.of.invite@shop.test', inviteId }, 'staff')).status).toBe(201);
    const again = await signup({ email: 'owner.of.invite@shop.test', inviteId }, 'staff');
    expect(again.status).toBe(409);
    const unknown = await signup(
      { email: 'ghost@shop.test', inviteId: '00000000-0000-4000-8000-000000000000' },
      'staff',
    );
    expect(unknown.status).toBe(404);
  });

  it('accepting an invite with an existing unverified login verifies the address (the link proved it)', async () => {
    const inviteId = await invite('second.try@shop.test');
    const { token } = (await signup({ email: 'second.try@shop.test' }, 'staff')).body.data;
    const accepted = await call<Me>(ctx, {
      method: 'PUT',
      url: `/open/employees/accept/${inviteId}`,
      token,
      handle: shop.handle,
    });
    expect(accepted.body.data).toMatchObject({ kind: 'employee', emailVerified: true });
    expect((await me(token)).body.data).toMatchObject({ emailVerified: true, nextStep: null });
  });
});
