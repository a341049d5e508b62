import type { FastifyRequest } from 'fastify';

const sentKeys = new WeakMap<FastifyRequest, ReadonlySet<string>>();

/**
 * preValidation hook of partial updates: remembers which keys the client sent, before the zod schema fills in
 * defaults (an optional text becomes null, a missing list becomes []).
 */
export async function rememberSentFields(request: FastifyRequest): Promise<void> {
  const body = request.body;
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  sentKeys.set(request, new Set(keys));
}

/** The parsed fields the client actually sent: a partial update never resets a field it did not mention. */
export function sentFields<T extends object>(request: FastifyRequest, parsed: T): Partial<T> {
  const keys = sentKeys.get(request);
  if (!keys) throw new Error('sentFields needs the rememberSentFields preValidation hook on this route');
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => keys.has(key))) as Partial<T>;
}
