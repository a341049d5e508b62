import {
  type AccessControl,
  checkAccess,
  type EmployeeRole,
  hasAccessControl,
  type RouteAccess,
} from '@backroom/domain/access';
import { type ApiKeyScope, missingScopeMessage, notForKeysMessage } from '@backroom/domain/api-keys';
import { KEY_MESSAGES } from '@backroom/domain/messages/api-keys';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { isActive, kindOf, loadPrincipal, type Principal } from '../core/principal';
import type { StoreRow } from '../core/store';
import { bearerToken, type TokenSigner } from '../core/tokens';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { type ApiKeyAuthenticator, looksLikeApiKey } from './api-key-auth';
import { scopeForRoute } from './api-key-scopes';
import { AppError, forbidden, notFound, unauthenticated } from './errors';
import { type RequestContext, registerRequestContext } from './request-context';
import { findStoreForRequest, requestedStore } from './store-resolution';

export type AccessRule = RouteAccess | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route must say who may call it; registration fails otherwise. */
    access?: AccessRule;
    /** Set at registration from the route's tag and method (http/api-key-scopes.ts); null: not for keys. */
    apiKeyScope?: ApiKeyScope | null;
  }
  interface FastifyRequest {
    store: StoreRow | null;
    principal: Principal | null;
    /** The store and principal typed non-null (http/request-context.ts); use this in handlers. */
    readonly ctx: RequestContext;
  }
}

export interface RouteRecord {
  method: string;
  url: string;
  access: AccessRule | undefined;
  /** The route's params, querystring, body and response schemas (the contract test compares them with the domain's). */
  schema: FastifySchema | undefined;
}

export const MESSAGES = {
  signIn: 'Please sign in.',
  expired: 'Your session has expired. Please sign in again.',
  otherStore: 'This session belongs to another store. Please sign in again.',
  storeNotFound: 'Store not found.',
  disabled: 'Your account has been disabled by the store owner.',
  unverified: 'Please verify your email first.',
  noAccess: 'You do not have access to this.',
} as const;

interface AccessDeps {
  db: Db;
  signer: TokenSigner;
  hostSuffix: string;
  /** Only the guard of registerAccessControl takes keys: routes that authenticate by hand refuse them. */
  apiKeys?: ApiKeyAuthenticator;
}

/** Resolves the request's store; 404 when a store was named but does not exist. */
export async function resolveStore(deps: AccessDeps, request: FastifyRequest): Promise<StoreRow | null> {
  if (request.store) return request.store;
  const store = await findStoreForRequest(deps.db, request, deps.hostSuffix);
  request.store = store;
  return store;
}

export async function requireStore(deps: AccessDeps, request: FastifyRequest): Promise<StoreRow> {
  const store = await resolveStore(deps, request);
  if (!store) throw notFound(MESSAGES.storeNotFound);
  return store;
}

/** Bearer token → principal of the resolved store. 401 for missing, forged, expired or foreign tokens. */
export async function authenticate(deps: AccessDeps, request: FastifyRequest): Promise<Principal> {
  if (request.principal) return request.principal;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthenticated(MESSAGES.signIn);
  if (looksLikeApiKey(token)) return authenticateKey(deps, request, token);
  const claims = await deps.signer.verify(token);
  if (!claims) throw unauthenticated(MESSAGES.expired);
  let store = await resolveStore(deps, request);
  if (!store) {
    if (requestedStore(request, deps.hostSuffix).handle) throw unauthenticated(MESSAGES.otherStore);
    // A plain API client that names no store works on the store of its token.
    store = await findStoreById(deps, claims.storeId);
    request.store = store;
  }
  if (!store || store.id !== claims.storeId) throw unauthenticated(MESSAGES.otherStore);
  const principal = await loadPrincipal(deps.db, store.id, claims.userId);
  if (!principal) throw unauthenticated(MESSAGES.expired);
  // Sign-out and password reset raise the version: tokens issued before are refused (no extra query).
  if (principal.sessionVersion !== (claims.sessionVersion ?? 0)) throw unauthenticated(MESSAGES.expired);
  request.principal = principal;
  return principal;
}

/** An API key acts as the owner who created it, limited to its scopes, on its own store only. */
async function authenticateKey(deps: AccessDeps, request: FastifyRequest, token: string): Promise<Principal> {
  if (!deps.apiKeys) throw forbidden(notForKeysMessage);
  const key = await deps.apiKeys.verify(token);
  let store = await resolveStore(deps, request);
  if (!store) {
    if (requestedStore(request, deps.hostSuffix).handle) throw unauthenticated(KEY_MESSAGES.otherStore);
    store = await findStoreById(deps, key.storeId);
    request.store = store;
  }
  if (!store || store.id !== key.storeId) throw unauthenticated(KEY_MESSAGES.otherStore);
  await deps.apiKeys.used(key);
  const principal: Principal = { ...key.owner, apiKey: { id: key.id, scopes: key.scopes } };
  request.principal = principal;
  return principal;
}

/** 403 in words when the request's API key may not call this route. */
function assertKeyScope(principal: Principal, request: FastifyRequest): void {
  if (!principal.apiKey) return;
  const scope = request.routeOptions.config?.apiKeyScope;
  if (!scope) throw forbidden(notForKeysMessage);
  if (!principal.apiKey.scopes.includes(scope)) throw forbidden(missingScopeMessage(scope));
}

async function findStoreById(deps: AccessDeps, id: number): Promise<StoreRow | null> {
  const [row] = await deps.db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row ?? null;
}

function subjectOf(principal: Principal) {
  return {
    kind: kindOf(principal),
    role: (principal.employee?.role ?? null) as EmployeeRole | null,
    accessControls: principal.employee?.accessControls ?? [],
  };
}

/** Whether a staff member holds an access control (the owner holds them all); a field-level check. */
export function staffHas(principal: Principal, control: AccessControl): boolean {
  return hasAccessControl(subjectOf(principal), control);
}

export function assertAllowed(principal: Principal, access: RouteAccess): void {
  const subject = subjectOf(principal);
  if (access.kind !== 'signedIn' && access.kind !== 'login') {
    if (!isActive(principal)) throw new AppError('FORBIDDEN', MESSAGES.disabled);
    if (!principal.emailVerified) throw new AppError('FORBIDDEN', MESSAGES.unverified);
  }
  if (checkAccess(subject, access)) throw forbidden(MESSAGES.noAccess);
}

/**
 * The one place /api routes are guarded: it must be registered before any route.
 * Records every route so the guard-rail test can walk them all.
 */
export function registerAccessControl(app: FastifyInstance, deps: AccessDeps, table: RouteRecord[]): void {
  app.decorateRequest('store', null);
  app.decorateRequest('principal', null);
  registerRequestContext(app);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access, schema: route.schema });
    }
    if (route.url.startsWith('/api/') && !access && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule (config.access)`);
    }
    const schema = route.schema as { tags?: string[]; hide?: boolean } | undefined;
    const scopes = methods.map((method) =>
      scopeForRoute({ method, url: route.url, tags: schema?.tags, access, hidden: Boolean(schema?.hide) }),
    );
    route.config = { ...route.config, apiKeyScope: scopes.find((s) => s !== null) ?? null };
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const principal = await authenticate(deps, request);
    assertKeyScope(principal, request);
    assertAllowed(principal, access);
  });
}
