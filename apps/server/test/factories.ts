import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { StoreRow } from '../src/core/store';
import { consigners, employees, stores, users } from '../src/db/schema';
import { hashPassword } from '../src/features/auth/passwords';
import { createStore } from '../src/features/stores/service';
import type { TestContext } from './helpers';

export const PASSWORD = 'correct-horse-1';
let passwordHash: string | null = null;
const hashed = async () => (passwordHash ??= await hashPassword(PASSWORD));

export const uniqueHandle = (prefix = 'shop') => `${prefix}-${randomBytes(3).toString('hex')}`;

export interface ApiCall {
  method?: InjectOptions['method'];
  url: string;
  handle?: string | null;
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One HTTP call through the real app; returns the status and the `{data, error}` envelope. */
export async function call<T = unknown>(ctx: TestContext, c: ApiCall) {
  const headers: Record<string, string> = { ...c.headers };
  if (c.handle) headers['x-store-handle'] = c.handle;
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  const res = await ctx.app.inject({
    method: c.method ?? 'GET',
    url: c.url,
    headers,
    ...(c.body === undefined ? {} : { payload: c.body as object }),
  });
  const body = String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body;
  return { status: res.statusCode, body: body as { data: T; error: string | null }, headers: res.headers };
}

/** A store made through the real service, with an owner who can sign in. */
export async function makeStore(ctx: TestContext, overrides: Partial<StoreRow> = {}) {
  const handle = uniqueHandle();
  const ownerEmail = `owner@${handle}.test`;
  const store = await createStore(ctx.deps.db, ctx.deps.env, {
    name: `Shop ${handle}`,
    email: ownerEmail,
    handle,
  });
  await ctx.deps.db
    .update(users)
    .set({ passwordHash: await hashed(), emailVerified: true })
    .where(and(eq(users.storeId, store.id), eq(users.email, ownerEmail)));
  if (Object.keys(overrides).length)
    await ctx.deps.db.update(stores).set(overrides).where(eq(stores.id, store.id));
  const ownerToken = await tokenFor(ctx, store, ownerEmail);
  return { store: { ...store, ...overrides }, handle, ownerEmail, ownerToken };
}

async function tokenFor(ctx: TestContext, store: StoreRow, email: string) {
  const [user] = await ctx.deps.db
    .select()
    .from(users)
    .where(and(eq(users.storeId, store.id), eq(users.email, email)));
  return ctx.deps.signer.sign({ userId: user!.id, storeId: store.id });
}

export async function makeEmployee(
  ctx: TestContext,
  store: StoreRow,
  options: { accessControls?: string[]; isActive?: boolean; emailVerified?: boolean } = {},
) {
  const email = `staff-${randomBytes(3).toString('hex')}@example.test`;
  const [user] = await ctx.deps.db
    .insert(users)
    .values({
      storeId: store.id,
      email,
      passwordHash: await hashed(),
      emailVerified: options.emailVerified ?? true,
    })
    .returning();
  const [employee] = await ctx.deps.db
    .insert(employees)
    .values({
      storeId: store.id,
      userId: user!.id,
      email,
      firstName: 'Eve',
      lastName: 'Employee',
      accessControls: options.accessControls ?? [],
      isActive: options.isActive ?? true,
    })
    .returning();
  return {
    employee: employee!,
    email,
    token: await ctx.deps.signer.sign({ userId: user!.id, storeId: store.id }),
  };
}

export async function makeConsigner(
  ctx: TestContext,
  store: StoreRow,
  options: { isActive?: boolean; acceptedTOS?: boolean; emailVerified?: boolean } = {},
) {
  const email = `seller-${randomBytes(3).toString('hex')}@example.test`;
  const [user] = await ctx.deps.db
    .insert(users)
    .values({
      storeId: store.id,
      email,
      passwordHash: await hashed(),
      emailVerified: options.emailVerified ?? true,
    })
    .returning();
  const [consigner] = await ctx.deps.db
    .insert(consigners)
    .values({
      storeId: store.id,
      userId: user!.id,
      email,
      firstName: 'Cat',
      lastName: 'Consigner',
      acceptedTOS: options.acceptedTOS ?? true,
      isActive: options.isActive ?? true,
    })
    .returning();
  return {
    consigner: consigner!,
    email,
    token: await ctx.deps.signer.sign({ userId: user!.id, storeId: store.id }),
  };
}

export async function mailbox(ctx: TestContext, to: string) {
  const res = await call<{ subject: string; text: string; links: string[] }[]>(ctx, {
    url: `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
  });
  return res.body as unknown as { subject: string; text: string; links: string[] }[];
}

/** The token query parameter of the newest link in the newest e-mail to `to`. */
export async function linkToken(ctx: TestContext, to: string, pathPart: string): Promise<string> {
  const mails = await mailbox(ctx, to);
  const link = mails.flatMap((m) => m.links).find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link mailed to ${to}`);
  return new URL(link).searchParams.get('token')!;
}
