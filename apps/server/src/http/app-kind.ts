import type { FastifyRequest } from 'fastify';

export type AppKind = 'staff' | 'seller';

/**
 * Which web app a request comes from: the web client says so (X-Backroom-App); otherwise the port it arrived on
 * (STAFF_PORT serves the staff app). Used for the links we mail and for serving the right HTML.
 */
export function appKindOf(request: FastifyRequest, staffPort: number, sellerPort: number): AppKind {
  const declared = String(request.headers['x-backroom-app'] ?? '');
  if (declared === 'staff' || declared === 'seller') return declared;
  if (staffPort === sellerPort) return 'seller';
  return request.socket?.localPort === staffPort ? 'staff' : 'seller';
}
