import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreRow } from '../../core/store';
import { REFRESH_SECONDS } from '../../core/tokens';
import { appKindOf } from '../../http/app-kind';
import { forbidden } from '../../http/errors';

/**
 * The refresh token travels only in this cookie (docs/security.md "Sessions in the browser"): httpOnly, so no
 * script reads it; SameSite=Strict; Secure over HTTPS; sent only to the refresh call. One cookie per store and
 * app, so two stores (or the staff and seller apps) on one host name never share a sign-in.
 */
export const REFRESH_COOKIE_PATH = '/open/auth/refresh';

interface AppPorts {
  STAFF_PORT: number;
  PORT: number;
}

export function refreshCookieName(request: FastifyRequest, env: AppPorts, store: StoreRow): string {
  return `backroom_refresh_${appKindOf({ request, staffPort: env.STAFF_PORT, sellerPort: env.PORT, store })}_${store.id}`;
}

function attributes(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    // request.protocol believes X-Forwarded-Proto only from the proxies TRUST_PROXY names.
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
  };
}

/** The request and reply a refresh cookie goes with, and the store whose cookie it is. */
interface RefreshCookieOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  env: AppPorts;
  store: StoreRow;
}

interface SetRefreshCookieOptions extends RefreshCookieOptions {
  token: string;
  remember: boolean;
}

export function setRefreshCookie({
  request,
  reply,
  env,
  store,
  token,
  remember,
}: SetRefreshCookieOptions): void {
  reply.setCookie(refreshCookieName(request, env, store), token, {
    ...attributes(request),
    // Without Remember Me the cookie ends with the browser session (the token itself lasts at most 12 hours).
    ...(remember ? { maxAge: REFRESH_SECONDS.remember } : {}),
  });
}

export function clearRefreshCookie({ request, reply, env, store }: RefreshCookieOptions): void {
  reply.clearCookie(refreshCookieName(request, env, store), attributes(request));
}

export function readRefreshCookie(request: FastifyRequest, env: AppPorts, store: StoreRow): string | null {
  // Parsed here, the one place a cookie is read, instead of on every request (app.ts registers the plugin so).
  const header = request.headers.cookie;
  if (!header) return null;
  return request.server.parseCookie(header)[refreshCookieName(request, env, store)] || null;
}

const CSRF_REFUSED = 'This request must come from the store’s own pages.';

/**
 * A call authenticated by the cookie alone must come from the app's own pages: it carries X-Backroom-App (a
 * custom header, which a cross-site form cannot send and cross-site fetch cannot send without a CORS preflight
 * that this server never grants), and an Origin, when the browser sends one, naming this server's host name.
 */
export function assertSameSiteCall(request: FastifyRequest): void {
  const app = request.headers['x-backroom-app'];
  if (app !== 'staff' && app !== 'seller') throw forbidden(CSRF_REFUSED);
  const origin = request.headers.origin;
  if (origin && hostnameOf(origin) !== request.hostname.toLowerCase()) throw forbidden(CSRF_REFUSED);
}

// The host name only: behind a TLS proxy not named in TRUST_PROXY the scheme differs, and another port of the
// same host is the same site anyway.
function hostnameOf(origin: string): string | null {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}
