import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, linkToken, mailbox, makeConsigner, makeStore, PASSWORD } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consigners } from '../../db/schema';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;
let other: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
  other = await makeStore(ctx);
});
afterAll(() => ctx.close());

const post = (url: string, body: unknown, handle = shop.handle, token?: string) =>
  call<Record<string, unknown>>(ctx, { method: 'POST', url, body, handle, token: token ?? null });
const me = (token: string, handle: string | null = shop.handle) =>
  call<Record<string, unknown>>(ctx, { url: '/api/me', token, handle });

/** The refresh token a response put into its cookie. */
function cookieValue(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const line = ((Array.isArray(raw) ? raw : [raw]) as string[]).find((c) =>
    c?.startsWith('backroom_refresh_'),
  );
  return line!.split(';')[0]!.split('=')[1]!;
}

const sellerProfile = {
  firstName: 'Nia',
  lastName: 'Seller',
  phone: '+1 555 0101',
  address: '1 Road',
  payoutType: 'Paypal',
  payoutData: 'nia@pay.test',
  acceptedTOS: true,
};

describe('sign-up, verification and sign-in', () => {
  it('signs a seller up with a consigner profile, mails a verification link, and verifies', async () => {
    const res = await post('/open/auth/signup', {
      email: 'Nia@Seller.test',
      password: 'longenough1',
      profile: sellerProfile,
    });
    expect(res.status).toBe(201);
    const session = res.body.data as { token: string; user: Record<string, unknown> };
    expect(session.user).toMatchObject({
      kind: 'consigner',
      email: 'nia@seller.test',
      emailVerified: false,
      acceptedTOS: true,
      isActive: true,
    });

    const token = await linkToken(ctx, 'nia@seller.test', '/verify');
    const confirmed = await post('/open/auth/verify/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect((await me(session.token)).body.data).toMatchObject({ emailVerified: true });
    // A verification link works once.
    expect((await post('/open/auth/verify/confirm', { token })).status).toBe(400);
  });

  it('mails one verification link at sign-up; the /verify screen asks for one only when none is live', async () => {
    const res = await post('/open/auth/signup', {
      email: 'once@seller.test',
      password: 'longenough1',
      profile: sellerProfile,
    });
    expect(res.status).toBe(201);
    const { token } = res.body.data as { token: string };
    const send = (body: unknown) => post('/open/auth/verify/send', body, shop.handle, token);
    // Another browser opening /verify: the link mailed at sign-up is still live, so nothing more is mailed.
    expect((await send({ unlessSent: true })).body.data).toEqual({ sent: false, emailVerified: false });
    // Resend always mails (and the old link stops working).
    expect((await send({})).body.data).toEqual({ sent: true, emailVerified: false });
    expect((await send({ unlessSent: 'yes' })).status).toBe(400);
    await expect
      .poll(
        async () =>
          (await mailbox(ctx, 'once@seller.test')).filter((m) => m.subject.startsWith('Verify your email'))
            .length,
      )
      .toBe(2);
  });

  it('keeps an unverified user out of everything but /api/me', async () => {
    const res = await post('/open/auth/signup', {
      email: 'unverified@x.test',
      password: 'longenough1',
      profile: sellerProfile,
    });
    const { token } = res.body.data as { token: string };
    expect((await me(token)).body.data).toMatchObject({ emailVerified: false });
    const accept = await call(ctx, { method: 'PUT', url: '/api/me/acceptTerms', token, handle: shop.handle });
    expect(accept.status).toBe(200); // signedIn routes work before verification
    const staffOnly = await call(ctx, { url: '/api/employees', token, handle: shop.handle });
    expect(staffOnly.status).toBe(403);
    expect(staffOnly.body.error).toBe('Please verify your email first.');
  });

  it('refuses a second account with the same e-mail in one store, but not in another store', async () => {
    const body = { email: 'twice@x.test', password: 'longenough1' };
    expect((await post('/open/auth/signup', body)).status).toBe(201);
    const again = await post('/open/auth/signup', body);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already exists/);
    expect((await post('/open/auth/signup', body, other.handle)).status).toBe(201);
  });

  it('validates sign-up input, naming the field', async () => {
    const short = await post('/open/auth/signup', { email: 'short@x.test', password: 'short' });
    expect(short).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 8 characters.' },
    });
    const missing = await post('/open/auth/signup', { password: 'longenough1' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^(E-mail|Email|Please enter)/);
  });

  it('signs the owner in and returns the dbUser', async () => {
    const res = await post('/open/auth/login', { email: shop.ownerEmail, password: PASSWORD });
    expect(res.status).toBe(200);
    const session = res.body.data as { token: string; user: Record<string, unknown> };
    expect(session.user).toMatchObject({
      kind: 'employee',
      role: 'Admin',
      storeId: shop.store.id,
      isActive: true,
    });
    const profile = await me(session.token);
    expect(profile.body.data).toMatchObject({ email: shop.ownerEmail, kind: 'employee' });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await post('/open/auth/login', { email: shop.ownerEmail, password: 'nope-nope-1' });
    const unknown = await post('/open/auth/login', { email: 'ghost@x.test', password: 'nope-nope-1' });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Wrong email or password.' } });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Wrong email or password.' } });
  });

  it('keeps one store’s users out of another store', async () => {
    const res = await post('/open/auth/login', { email: shop.ownerEmail, password: PASSWORD }, other.handle);
    expect(res.status).toBe(401);
  });

  it('rate-limits sign-in per account with a clear 429', async () => {
    const { email } = await makeConsigner(ctx, shop.store);
    for (let i = 0; i < 10; i++) await post('/open/auth/login', { email, password: 'wrong-password' });
    const limited = await post('/open/auth/login', { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('payout details at sign-up (issue 14.3)', () => {
  const users = async () => (await ctx.deps.db.select().from(consigners)).length;

  it('refuses incomplete bank details with the Settings rules, creating nothing', async () => {
    const before = await users();
    for (const bankData of [{}, { routingType: 'abaNumber', accountName: '', accountNumber: '123' }]) {
      const res = await post('/open/auth/signup', {
        email: `bank-${Object.keys(bankData).length}@seller.test`,
        password: 'longenough1',
        profile: { ...sellerProfile, payoutType: 'Bank', payoutData: undefined, bankData },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/required/i);
    }
    expect(await users()).toBe(before);
  });

  it('keeps complete bank details, and drops a PayPal address when the payout is by bank', async () => {
    const res = await post('/open/auth/signup', {
      email: 'banked@seller.test',
      password: 'longenough1',
      profile: {
        ...sellerProfile,
        payoutType: 'Bank',
        bankData: {
          routingType: 'abaNumber',
          accountName: 'Nia Seller',
          accountNumber: '000123',
          routingNumber: '021000021',
        },
      },
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(consigners)
      .where(eq(consigners.email, 'banked@seller.test'));
    expect(row).toMatchObject({
      payoutType: 'Bank',
      payoutData: null,
      accountName: 'Nia Seller',
      accountNumber: '000123',
    });
  });
});

describe('tokens', () => {
  it('refuses a missing, forged, expired or foreign token with 401', async () => {
    expect((await call(ctx, { url: '/api/me', handle: shop.handle })).status).toBe(401);

    const forged = await new SignJWT({ sid: shop.store.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret'));
    expect((await me(forged)).status).toBe(401);

    const expired = await ctx.deps.signer.sign({ userId: 'x', storeId: shop.store.id }, -10);
    const res = await me(expired);
    expect(res).toMatchObject({
      status: 401,
      body: { error: 'Your session has expired. Please sign in again.' },
    });

    const foreign = await me(other.ownerToken, shop.handle);
    expect(foreign).toMatchObject({
      status: 401,
      body: { error: 'This session belongs to another store. Please sign in again.' },
    });
    expect((await me('not.a.jwt')).status).toBe(401);
  });

  it('works without a store header, on the store of the token', async () => {
    const res = await me(shop.ownerToken, null);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ storeId: shop.store.id });
  });

  it('rotates refresh tokens: each works once, and logout revokes', async () => {
    const login = await post('/open/auth/login', {
      email: shop.ownerEmail,
      password: PASSWORD,
      remember: true,
    });
    // An API client (not a browser) may send the cookie's value in the body.
    const refreshToken = cookieValue(login.headers);
    const first = await post('/open/auth/refresh', { refreshToken });
    expect(first.status).toBe(200);
    const next = { ...(first.body.data as { token: string }), refreshToken: cookieValue(first.headers) };
    expect((await me(next.token)).status).toBe(200);
    expect((await post('/open/auth/refresh', { refreshToken })).status).toBe(401);
    await post('/open/auth/logout', { refreshToken: next.refreshToken });
    expect((await post('/open/auth/refresh', { refreshToken: next.refreshToken })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a reset link, sets the new password, and ends other sessions', async () => {
    const { email } = await makeConsigner(ctx, shop.store);
    const login = await post('/open/auth/login', { email, password: PASSWORD });
    const refreshToken = cookieValue(login.headers);

    const forgot = await post('/open/auth/forgot', { email });
    expect(forgot.body.data).toEqual({ message: `Email instructions sent to ${email}` });
    const token = await linkToken(ctx, email, '/reset');
    const reset = await post('/open/auth/reset', { token, password: 'brand-new-pass' });
    // Setting the password signs in (issue 33): a session in the answer, its refresh token in the cookie.
    expect(reset.body.data).toMatchObject({
      message: 'Password has been updated',
      token: expect.any(String),
    });
    expect(cookieValue(reset.headers)).toBeTruthy();
    const me = await call(ctx, {
      url: '/api/me',
      handle: shop.handle,
      token: (reset.body.data as { token: string }).token,
    });
    expect(me.status).toBe(200);

    expect((await post('/open/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await post('/open/auth/login', { email, password: 'brand-new-pass' })).status).toBe(200);
    expect((await post('/open/auth/refresh', { refreshToken })).status).toBe(401);
    expect((await post('/open/auth/reset', { token, password: 'another-pass-1' })).status).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await post('/open/auth/forgot', { email: 'nobody@x.test' });
    expect(res.body.data).toEqual({ message: 'Email instructions sent to nobody@x.test' });
    expect(await mailbox(ctx, 'nobody@x.test')).toHaveLength(0);
  });

  it('refuses a forged reset token', async () => {
    const res = await post('/open/auth/reset', { token: 'x'.repeat(43), password: 'brand-new-pass' });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'This link is invalid or has expired. Please ask for a new one.' },
    });
  });
});

describe('disabled consigners and the terms', () => {
  it('lets a disabled consigner read /api/me (to show the disabled screen) and nothing else', async () => {
    const { token } = await makeConsigner(ctx, shop.store, { isActive: false });
    expect((await me(token)).body.data).toMatchObject({ isActive: false, acceptedTOS: true });
    const accept = await call(ctx, { method: 'PUT', url: '/api/me/acceptTerms', token, handle: shop.handle });
    expect(accept.status).toBe(403);
  });

  it('accepting the terms records acceptance; a consigner the store disabled stays disabled', async () => {
    const { token, consigner } = await makeConsigner(ctx, shop.store, { isActive: true, acceptedTOS: false });
    const res = await call(ctx, { method: 'PUT', url: '/api/me/acceptTerms', token, handle: shop.handle });
    expect(res.body.data).toMatchObject({ acceptedTOS: true, isActive: true });
    const [row] = await ctx.deps.db.select().from(consigners).where(eq(consigners.id, consigner.id));
    expect(row).toMatchObject({ acceptedTOS: true, isActive: true });

    const disabled = await makeConsigner(ctx, shop.store, { isActive: false, acceptedTOS: false });
    const refused = await call(ctx, {
      method: 'PUT',
      url: '/api/me/acceptTerms',
      token: disabled.token,
      handle: shop.handle,
    });
    expect(refused.status).toBe(403);
    const [still] = await ctx.deps.db
      .select()
      .from(consigners)
      .where(eq(consigners.id, disabled.consigner.id));
    expect(still).toMatchObject({ acceptedTOS: false, isActive: false });
  });
});
