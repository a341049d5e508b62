import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { consigners } from '../../db/schema';
import type { Deps } from '../../deps';
import { forbidden } from '../../http/errors';
import { loadPrincipal, toDbUser } from '../auth/principal';

export function meRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(
    '/api/me',
    { config: { access: { kind: 'signedIn' } }, schema: { tags: ['auth'] } },
    async (request) => toDbUser(request.principal!),
  );

  /**
   * The seller's terms dialog, "Accept and continue" (spec 1 §2.2). Consigners are active from sign-up, so this
   * sets acceptedTOS; a consigner the store disabled stays disabled (see docs/decisions.md).
   */
  app.put(
    '/api/me/acceptTerms',
    { config: { access: { kind: 'signedIn' } }, schema: { tags: ['auth'] } },
    async (request) => {
      const principal = request.principal!;
      const consigner = principal.consigner;
      if (!consigner) throw forbidden('Only consigners accept the store terms.');
      if (!consigner.isActive) {
        // Only the store can re-enable a consigner it disabled; accepting the terms again does not.
        throw forbidden('Your account has been disabled by the store owner.');
      }
      await deps.db
        .update(consigners)
        .set({ acceptedTOS: true, updatedAt: new Date() })
        .where(eq(consigners.id, consigner.id));
      const fresh = await loadPrincipal(deps.db, principal.storeId, principal.userId);
      return toDbUser(fresh!);
    },
  );
}
