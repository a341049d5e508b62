import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type StoreRow, storeByHandle } from '../core/store';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { estimate, memoryBudget } from '../memory/budget';

/**
 * Host without port, lower-case. Fastify's `request.host` believes X-Forwarded-Host only from the proxies
 * TRUST_PROXY names; from anyone else the header is ignored.
 */
export function hostOf(request: Pick<FastifyRequest, 'headers' | 'host'>): string {
  const raw = String(request.host ?? request.headers.host ?? '');
  return raw.split(',')[0]!.trim().replace(/:\d+$/, '').toLowerCase();
}

/**
 * The handle a request names, in the order of spec 1 §1 as the server can see it: the `domain` query
 * parameter, then the handle the web app resolved (header), then `{handle}.{suffix}` in the host name.
 * Returns the raw host too, so custom domains (consignerUrl / inStoreUrl) can be matched.
 */
export function requestedStore(
  request: Pick<FastifyRequest, 'headers' | 'host' | 'query'>,
  hostSuffix: string,
): { handle: string | null; host: string } {
  const host = hostOf(request);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = typeof query.domain === 'string' ? query.domain.trim().toLowerCase() : '';
  if (fromQuery) return { handle: fromQuery, host };
  const fromHeader = String(request.headers['x-store-handle'] ?? '')
    .trim()
    .toLowerCase();
  if (fromHeader) return { handle: fromHeader, host };
  const suffix = `.${hostSuffix.toLowerCase()}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    if (label && !label.includes('.')) return { handle: label, host };
  }
  return { handle: null, host };
}

function rowBytes(row: object): number {
  let bytes = estimate.object;
  for (const value of Object.values(row)) bytes += typeof value === 'string' ? estimate.string(value) : 16;
  return bytes;
}

/**
 * A one-second cache: maintenance mode and branding changes show up within a second on every instance. Held in
 * the memory budget, so a thousand stores' hosts (or a scan of made-up ones) cannot grow it without bound.
 */
const cache = memoryBudget.cache<string, { at: number; store: StoreRow | null }>(
  'resolved stores',
  (hit, key) => estimate.object + estimate.string(key) + (hit.store ? rowBytes(hit.store) : 0),
);
const TTL_MS = 1000;

export function forgetStoreCache(): void {
  cache.clear();
}

export async function findStoreForRequest(
  db: Db,
  request: Pick<FastifyRequest, 'headers' | 'host' | 'query'>,
  hostSuffix: string,
): Promise<StoreRow | null> {
  const { handle, host } = requestedStore(request, hostSuffix);
  const key = handle ? `h:${handle}` : `d:${host}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.store;
  let store: StoreRow | null = null;
  if (handle) {
    store = await storeByHandle(db, handle);
  } else if (host) {
    const candidates = [`http://${host}`, `https://${host}`];
    [store = null] = await db
      .select()
      .from(stores)
      .where(
        or(
          eq(stores.domain, host),
          ...candidates.map((c) => eq(stores.consignerUrl, c)),
          ...candidates.map((c) => eq(stores.inStoreUrl, c)),
        ),
      )
      .limit(1);
  }
  cache.set(key, { at: Date.now(), store });
  return store;
}
