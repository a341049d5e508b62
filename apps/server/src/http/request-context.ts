/**
 * One typed request context: `request.ctx.store` and `request.ctx.principal`, what the access hook
 * (http/access.ts) resolved for this request, typed non-null for handlers whose route's access rule guarantees
 * them (a store for every store route, a principal for every signed-in rule). Reading one a route's rule does not
 * resolve is a programming error: it throws (a 500, as the `request.ctx.store` it replaces did).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../core/principal';
import type { StoreRow } from '../core/store';

export interface RequestContext {
  /** The store the request acts for. */
  readonly store: StoreRow;
  /** The signed-in user (employee or consigner) of that store. */
  readonly principal: Principal;
}

class ResolvedContext implements RequestContext {
  constructor(private readonly request: FastifyRequest) {}

  get store(): StoreRow {
    const { store } = this.request;
    if (!store) throw new Error(`${this.request.routeOptions.url}: its access rule resolves no store`);
    return store;
  }

  get principal(): Principal {
    const { principal } = this.request;
    if (!principal) throw new Error(`${this.request.routeOptions.url}: its access rule signs no one in`);
    return principal;
  }
}

/** Gives every request its `ctx` (read lazily: the access hook may set the store and principal after onRequest). */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest): RequestContext {
      return new ResolvedContext(this);
    },
  });
}
