import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, linkToken, mailbox, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await makeStore(ctx);
});
afterAll(() => ctx.close());

const asOwner = <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, body, handle: shop.handle, token: shop.ownerToken });

async function signUpAndVerify(email: string) {
  const res = await call<{ token: string }>(ctx, {
    method: 'POST',
    url: '/open/auth/signup',
    body: { email, password: 'longenough1' },
    handle: shop.handle,
    headers: { 'x-backroom-app': 'staff' },
  });
  const verify = await linkToken(ctx, email, '/verify');
  expect(new URL((await mailbox(ctx, email))[0]!.links[0]!).port).toBe('3001'); // staff app link
  await call(ctx, {
    method: 'POST',
    url: '/open/auth/verify/confirm',
    body: { token: verify },
    handle: shop.handle,
  });
  return res.body.data.token;
}

describe('employee invitations', () => {
  it('invites, accepts on first sign-in, and the employee gets exactly the granted access', async () => {
    const invited = await asOwner<{ id: number; invitePending: boolean }>('POST', '/api/employees', {
      email: 'New.Hire@Shop.test',
      firstName: 'New',
      lastName: 'Hire',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data.invitePending).toBe(true);
    const [mail] = await mailbox(ctx, 'new.hire@shop.test');
    const inviteLink = new URL(mail!.links[0]!);
    expect(inviteLink.pathname).toBe('/signup');
    const inviteId = inviteLink.searchParams.get('invite')!;

    const preview = await call(ctx, { url: `/open/employees/${inviteId}`, handle: shop.handle });
    expect(preview.body.data).toEqual({
      firstName: 'New',
      lastName: 'Hire',
      email: 'new.hire@shop.test',
      accepted: false,
    });

    const token = await signUpAndVerify('new.hire@shop.test');
    const accepted = await call(ctx, {
      method: 'PUT',
      url: `/open/employees/accept/${inviteId}`,
      token,
      handle: shop.handle,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ kind: 'employee', role: 'Staff', accessControls: [] });

    // No controls yet: the employees list is off limits.
    expect((await call(ctx, { url: '/api/employees', token, handle: shop.handle })).status).toBe(403);
    const granted = await asOwner('PUT', `/api/employees/${invited.body.data.id}`, {
      accessControls: ['Employees', 'Inventory'],
    });
    expect(granted.body.data).toMatchObject({
      accessControls: ['Employees', 'Inventory'],
      invitePending: false,
    });
    expect((await call(ctx, { url: '/api/employees', token, handle: shop.handle })).status).toBe(200);
  });

  it('only the invited address can accept an invite', async () => {
    const invited = await asOwner<{ id: number }>('POST', '/api/employees', {
      email: 'target@shop.test',
      firstName: 'T',
      lastName: 'T',
    });
    const inviteId = new URL((await mailbox(ctx, 'target@shop.test'))[0]!.links[0]!).searchParams.get(
      'invite',
    )!;
    const intruder = await signUpAndVerify('intruder@shop.test');
    const res = await call(ctx, {
      method: 'PUT',
      url: `/open/employees/accept/${inviteId}`,
      token: intruder,
      handle: shop.handle,
    });
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'This invite is for another email address. Sign in with the invited address.' },
    });
    const detail = await asOwner<{ invitePending: boolean }>('GET', `/api/employees/${invited.body.data.id}`);
    expect(detail.body.data.invitePending).toBe(true);
    const anonymous = await call(ctx, {
      method: 'PUT',
      url: `/open/employees/accept/${inviteId}`,
      handle: shop.handle,
    });
    expect(anonymous.status).toBe(401);
  });

  it('resends an invite, refuses duplicates and bad input', async () => {
    const invited = await asOwner<{ id: number }>('POST', '/api/employees', {
      email: 'resend@shop.test',
      firstName: 'R',
      lastName: 'S',
    });
    await asOwner('POST', `/api/employees/send/${invited.body.data.id}`);
    expect(await mailbox(ctx, 'resend@shop.test')).toHaveLength(2);
    const dup = await asOwner('POST', '/api/employees', {
      email: 'RESEND@shop.test',
      firstName: 'R',
      lastName: 'S',
    });
    expect(dup).toMatchObject({
      status: 409,
      body: { error: 'An employee with this email already exists.' },
    });
    const bad = await asOwner('POST', '/api/employees', {
      email: 'resend2@shop.test',
      firstName: '',
      lastName: 'S',
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'First name is required' } });
    const badControl = await asOwner('PUT', `/api/employees/${invited.body.data.id}`, {
      accessControls: ['Root'],
    });
    expect(badControl.status).toBe(400);
    expect(badControl.body.error).toMatch(/^Access controls \(line 1\) must be one of: /);
  });

  it('searches, deletes, and protects the owner', async () => {
    const { employee } = await makeEmployee(ctx, shop.store);
    const found = await asOwner<{ id: number }[]>(
      'GET',
      `/api/employees?search=${encodeURIComponent(employee.email.slice(0, 9))}`,
    );
    expect(found.body.data.map((e) => e.id)).toEqual([employee.id]);
    const deleted = await asOwner('POST', `/api/employees/deleteEmployee/${employee.id}`);
    expect(deleted.body.data).toEqual({ deleted: true });
    expect((await asOwner('GET', `/api/employees/${employee.id}`)).status).toBe(404);

    const list = await asOwner<{ id: number; role: string }[]>('GET', '/api/employees');
    const owner = list.body.data.find((e) => e.role === 'Admin')!;
    const res = await asOwner('POST', `/api/employees/deleteEmployee/${owner.id}`);
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'The store owner cannot be disabled, deleted or limited.' },
    });
  });

  it('cannot see or change another store’s employees', async () => {
    const rival = await makeStore(ctx);
    const { employee } = await makeEmployee(ctx, rival.store);
    expect((await asOwner('GET', `/api/employees/${employee.id}`)).status).toBe(404);
    expect((await asOwner('PUT', `/api/employees/${employee.id}`, { isActive: false })).status).toBe(404);
    expect((await asOwner('POST', `/api/employees/deleteEmployee/${employee.id}`)).status).toBe(404);
  });
});
