import type { FastifyRequest } from 'fastify';
import { hostOf } from './store-resolution';

export type AppKind = 'staff' | 'seller';

const hostOfUrl = (url: string | null | undefined) => {
  try {
    return url ? new URL(url).hostname.toLowerCase() : null;
  } catch {
    return null;
  }
};

export interface AppKindOfOptions {
  request: FastifyRequest;
  staffPort: number;
  sellerPort: number;
  store?: { inStoreUrl: string | null; consignerUrl: string | null } | null;
}

/**
 * Which web app a request belongs to: the web client says so (X-Backroom-App); a store's configured in-store or
 * consigner host name decides when both apps share one port (production); otherwise the port it arrived on.
 */
export function appKindOf({ request, staffPort, sellerPort, store }: AppKindOfOptions): AppKind {
  const declared = String(request.headers['x-backroom-app'] ?? '');
  if (declared === 'staff' || declared === 'seller') return declared;
  const host = hostOf(request);
  if (store && host === hostOfUrl(store.inStoreUrl)) return 'staff';
  if (store && host === hostOfUrl(store.consignerUrl)) return 'seller';
  if (staffPort === sellerPort) return 'seller';
  return request.socket?.localPort === staffPort ? 'staff' : 'seller';
}
