import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consigners, employees, users } from '../apps/server/src/db/schema';
import { makeStore, PASSWORD } from '../apps/server/test/factories';
import { type E2E, startE2E } from './harness';

let e2e: E2E;
let shop: Awaited<ReturnType<typeof makeStore>>;
beforeAll(async () => {
  e2e = await startE2E();
  shop = await makeStore(e2e.ctx);
});
afterAll(() => e2e?.close());

/** Everything a script in the page can read: both web storages and document.cookie. */
const scriptReadable = (page: Page) =>
  page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`);
    return [...dump(localStorage), ...dump(sessionStorage), document.cookie].join('\n');
  });

async function signIn(page: Page, app: 'staff' | 'seller', email: string, password = PASSWORD) {
  await page.goto(e2e.url(app, shop.handle, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sessions in the browser (issue #13.12)', () => {
  it('keeps no token where a script can read it, survives a reload, and signs out for good', async () => {
    const { page, context } = await e2e.newPage();
    const tokens: string[] = [];
    page.on('response', async (response) => {
      if (!/\/open\/auth\/(login|refresh)$/.test(response.url()) || !response.ok()) return;
      const body = (await response.json().catch(() => null)) as { data?: { token?: string } } | null;
      if (body?.data?.token) tokens.push(body.data.token);
      const cookie = (await response.headerValue('set-cookie')) ?? '';
      tokens.push(cookie.split(';')[0]!.split('=')[1] ?? '');
    });
    await signIn(page, 'staff', shop.ownerEmail);
    await page.getByTestId('current-user').waitFor();

    const cookies = await context.cookies();
    const refresh = cookies.find((c) => c.name === `backroom_refresh_staff_${shop.store.id}`);
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/open/auth/refresh' });
    expect(tokens.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    const readable = await scriptReadable(page);
    for (const token of tokens.filter(Boolean)) expect(readable).not.toContain(token);
    expect(readable).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT of any kind
    expect(await page.evaluate(() => document.cookie)).toBe('');

    // A reload starts with no token in memory: the cookie brings the session back.
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/login');
    const afterReload = await scriptReadable(page);
    for (const token of tokens.filter(Boolean)) expect(afterReload).not.toContain(token);

    // Sign out, then reload: the login screen, not the back office.
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/open/auth/logout') && r.ok());
    await page.getByTestId('header-logout').click();
    await loggedOut;
    await page.waitForURL('**/login');
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('keeps the sign-in through a reload while the server is busy or the network drops (retries, never signs out)', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'staff', shop.ownerEmail);
    await page.getByTestId('current-user').waitFor();
    // The first refresh after the reload meets a busy server (503), the second a dropped connection.
    let calls = 0;
    await page.route('**/open/auth/refresh', async (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 503, body: '' });
      if (calls === 2) return route.abort('connectionreset');
      return route.continue();
    });
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(calls).toBe(3);
    expect(new URL(page.url()).pathname).not.toBe('/login');
  });
});

describe('no dead ends in sign-up (issue #14.6)', () => {
  it('a seller login without a profile signs in later and finishes the profile steps where it left', async () => {
    const email = `later-${Date.now().toString(36)}@example.com`;
    // Signed up without a profile (e.g. on another form) and verified; no consigner yet.
    const res = await e2e.ctx.app.inject({
      method: 'POST',
      url: '/open/auth/signup',
      headers: { 'x-store-handle': shop.handle },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    await e2e.ctx.deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));

    const { page } = await e2e.newPage();
    await signIn(page, 'seller', email);
    await page.waitForURL('**/signup');
    await page.getByText('Finish your seller profile').first().waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await page.getByLabel('First name').fill('Lea');
    await page.getByLabel('Last name').fill('Later');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Routing type').waitFor();
    await page.getByLabel('International (SWIFT)').check();
    await page.getByLabel('Account name').fill('Lea Later');
    await page.getByLabel('Account number').fill('87654321');
    await page.getByLabel('Swift code').fill('ABCDUS33');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: `Accept ${shop.store.name} Terms` }).waitFor();
    await page.getByTestId('accept-terms').click();

    // On as after any sign-up: the onboarding splash, then the seller app.
    await page.waitForURL('**/signupSplash');
    for (let i = 0; i < 3; i++) await page.getByTestId('splash-next').click();
    await page.getByTestId('consigner-id').waitFor();
    const [row] = await e2e.ctx.deps.db.select().from(consigners).where(eq(consigners.email, email));
    expect(row).toMatchObject({ firstName: 'Lea', acceptedTOS: true, isActive: true });
    await page.reload();
    await page.getByTestId('consigner-id').waitFor();
  });

  it('an employee signing up through the invite link is not asked to verify the e-mail again', async () => {
    const email = `hire-${Date.now().toString(36)}@example.com`;
    // The owner signed out above, which ended every session of theirs: sign in again.
    const login = await e2e.ctx.app.inject({
      method: 'POST',
      url: '/open/auth/login',
      headers: { 'x-store-handle': shop.handle },
      payload: { email: shop.ownerEmail, password: PASSWORD },
    });
    const invited = await e2e.ctx.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { 'x-store-handle': shop.handle, authorization: `Bearer ${login.json().data.token}` },
      payload: { email, firstName: 'Ivy', lastName: 'Invited' },
    });
    expect(invited.statusCode).toBe(201);
    const [row] = await e2e.ctx.deps.db
      .select({ inviteId: employees.inviteId })
      .from(employees)
      .where(eq(employees.email, email));

    const { page } = await e2e.newPage();
    await page.goto(e2e.url('staff', shop.handle, `/signup?invite=${row!.inviteId}`));
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/signupSplash');
    for (let i = 0; i < 3; i++) await page.getByTestId('splash-next').click();
    await page.getByTestId('staff-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
