import type { RefreshedSession } from '@backroom/domain/contract/auth';
import { session } from '@web/shared/auth/session';
import { messages } from '@web/shared/messages';
import type { AnswerOf, BodyOf, QueryArgs } from './contract-paths';

/**
 * The one HTTP client. JSON in and out, `{data, error}` unwrapped, the store handle and bearer token
 * attached, one token refresh (from the httpOnly cookie) on 401. It has no UI side effects: failures are thrown as ApiError and
 * surface through TanStack Query's callbacks.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface RequestOptions {
  /** Query parameters, typed by each call from the route's query schema (contract-paths.ts QueryOf). */
  query?: object;
  body?: unknown;
  /** Send the bearer token. Default: for /api paths. Some /open calls (verify/send, invite accept) need it too. */
  auth?: boolean;
  /** Aborts the request (TanStack Query's signal, or an AbortController of the caller). */
  signal?: AbortSignal;
  /** Gives up after this long with a "took too long" error (spec 1 §4: the profile load waits 3000 ms). */
  timeoutMs?: number;
  /** Lets the request finish after the page unloads (sign-out followed by a reload). */
  keepalive?: boolean;
}

interface Envelope {
  data?: unknown;
  error?: string | null;
}

function buildUrl(path: string, query?: object): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function send(method: string, path: string, options: RequestOptions, token: string | undefined) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const handle = session.storeHandle();
  if (handle) headers['X-Store-Handle'] = handle;
  const app = session.app();
  if (app) headers['X-Backroom-App'] = app;
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (file upload) sets its own multipart Content-Type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  const signals = [options.signal, timeout].filter((s): s is AbortSignal => Boolean(s));
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      keepalive: options.keepalive,
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    // An aborted request stays an AbortError: TanStack Query treats it as a cancellation, not a failure.
    if (options.signal?.aborted) throw error;
    if (timeout?.aborted) throw new ApiError(0, messages.requestTimedOut);
    throw new ApiError(0, messages.networkError);
  }
}

async function unwrap<T>(response: Response): Promise<T> {
  let payload: Envelope | null = null;
  try {
    const text = await response.text();
    payload = text ? (JSON.parse(text) as Envelope) : null;
  } catch {
    payload = null;
  }
  if (!response.ok || payload?.error) {
    throw new ApiError(response.status, payload?.error || `${response.status} ${response.statusText}`.trim());
  }
  return payload?.data as T;
}

let refreshing: Promise<string | null> | null = null;

/** How long a refresh waits between tries when the server could not be reached or was busy. */
const REFRESH_RETRY_MS = [500, 1500, 3000, 6000];

/**
 * POST /open/auth/refresh with the httpOnly cookie: the new access token, or null when the server says there is no
 * session (401, 400). A refresh that never got an answer (network down, server busy or restarting: 5xx, 429) is
 * tried again a few times, so a shop tablet on flaky Wi-Fi or a page loaded during a deploy keeps its sign-in;
 * only a refusal signs out.
 */
async function refreshCall(): Promise<string | null> {
  for (let attempt = 0; ; attempt++) {
    let response: Response | null = null;
    try {
      response = await send('POST', '/open/auth/refresh', { body: {} }, undefined);
    } catch {
      response = null;
    }
    const transient =
      !response || response.status >= 500 || response.status === 429 || response.status === 408;
    if (response && !transient) {
      try {
        return (await unwrap<RefreshedSession>(response)).token;
      } catch {
        return null;
      }
    }
    const wait = REFRESH_RETRY_MS[attempt];
    if (wait === undefined) return null;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * One refresh at a time: concurrent 401s of this tab wait for the same call, and tabs of the same app take turns
 * (Web Locks), because each refresh spends the cookie's token and sets the next one.
 */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const handle = session.storeHandle();
    const token =
      typeof navigator !== 'undefined' && navigator.locks
        ? await navigator.locks.request(`backroom.refresh.${handle ?? ''}`, refreshCall)
        : await refreshCall();
    if (handle !== session.storeHandle()) return null;
    if (token) session.saveToken(token);
    else session.clear();
    return token;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** On page load: trade the refresh cookie for an access token, so a reload keeps the user signed in. */
export function restoreSession(): Promise<string | null> {
  return refreshAccessToken();
}

/**
 * Signs out here and ends every session of the login on the server. The page forgets the token first; a token
 * that expired meanwhile is renewed once so the server knows whose sessions to end.
 */
export async function endSession(): Promise<void> {
  const token = session.token();
  session.clear(true);
  const logout = (bearer: string | undefined) =>
    send('POST', '/open/auth/logout', { body: {}, keepalive: true }, bearer);
  try {
    const response = await logout(token ?? undefined);
    if (response.status !== 401) return;
    const fresh = await refreshCall();
    if (fresh) await logout(fresh);
  } catch {
    // Signed out on this page anyway; the server's sessions expire on their own.
  }
}

/** Sends with the bearer token; on 401 refreshes once and retries; a second 401 ends the session. */
async function sendWithAuth(method: string, path: string, options: RequestOptions): Promise<Response> {
  const withAuth = options.auth ?? path.startsWith('/api/');
  if (withAuth && session.snapshot().status === 'restoring') await restoreSession();
  const sentToken = withAuth ? (session.token() ?? undefined) : undefined;
  let response = await send(method, path, options, sentToken);
  if (response.status === 401 && sentToken) {
    // Another call may have refreshed already; otherwise refresh now.
    const current = session.token();
    const fresh = current && current !== sentToken ? current : await refreshAccessToken();
    if (fresh) response = await send(method, path, options, fresh);
    if (response.status === 401) session.clear();
  }
  return response;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return unwrap<T>(await sendWithAuth(method, path, options));
}

/** A non-JSON answer (a CSV export) as text; failures still arrive as the `{data, error}` envelope. */
async function requestText(method: string, path: string, options: RequestOptions = {}): Promise<string> {
  const response = await sendWithAuth(method, path, options);
  if (!response.ok) return unwrap<never>(response);
  return response.text();
}

/** A binary answer (a PDF) as a Blob; failures still arrive as the `{data, error}` envelope. */
async function requestBlob(method: string, path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await sendWithAuth(method, path, options);
  if (!response.ok) return unwrap<never>(response);
  return response.blob();
}

/**
 * Typed by method and path from the domain's contract (shared/api/contract-paths.ts): the answer is the route's
 * answer schema's output, the body its body schema's input, the query its query schema's input (a wrong key, or a
 * required key left out, is a type error). A path no route answers gives `unknown`.
 */
export const api = {
  get: <P extends string>(path: P, ...[query, options]: QueryArgs<'GET', P, Omit<RequestOptions, 'query'>>) =>
    request<AnswerOf<'GET', P>>('GET', path, { ...options, query }),
  delete: <P extends string>(
    path: P,
    ...[query, options]: QueryArgs<'DELETE', P, Omit<RequestOptions, 'query'>>
  ) => request<AnswerOf<'DELETE', P>>('DELETE', path, { ...options, query }),
  post: <P extends string>(path: P, body?: BodyOf<'POST', P>, options?: Omit<RequestOptions, 'body'>) =>
    request<AnswerOf<'POST', P>>('POST', path, { ...options, body: body ?? {} }),
  put: <P extends string>(path: P, body?: BodyOf<'PUT', P>, options?: Omit<RequestOptions, 'body'>) =>
    request<AnswerOf<'PUT', P>>('PUT', path, { ...options, body: body ?? {} }),
  patch: <P extends string>(path: P, body?: BodyOf<'PATCH', P>, options?: Omit<RequestOptions, 'body'>) =>
    request<AnswerOf<'PATCH', P>>('PATCH', path, { ...options, body: body ?? {} }),
  /** GET of a file-like answer (CSV) as text. */
  getText: <P extends string>(
    path: P,
    ...[query, options]: QueryArgs<'GET', P, Omit<RequestOptions, 'query'>>
  ) => requestText('GET', path, { ...options, query }),
  /** GET answering a file (an invoice PDF) as a Blob. */
  getBlob: (path: string, options?: Omit<RequestOptions, 'body'>) => requestBlob('GET', path, options),
  /** POST answering a file (label and manifest PDFs) as a Blob. */
  postBlob: <P extends string>(path: P, body?: BodyOf<'POST', P>, options?: Omit<RequestOptions, 'body'>) =>
    requestBlob('POST', path, { ...options, body: body ?? {} }),
  /** multipart/form-data POST (file uploads), with the same token, store header and refresh as the rest. */
  upload: <P extends string>(path: P, form: FormData, options?: Omit<RequestOptions, 'body'>) =>
    request<AnswerOf<'POST', P>>('POST', path, { ...options, body: form }),
};
