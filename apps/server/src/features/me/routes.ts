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

  /** The seller's terms dialog: "Accept and continue" sets acceptedTOS and isActive (spec 1 §2.2). */
  app.put(
    '/api/me/acceptTerms',
    { config: { access: { kind: 'signedIn' } }, schema: { tags: ['auth'] } },
    async (request) => {
      const principal = request.principal!;
      const consigner = principal.consigner;
      if (!consigner) throw forbidden('Only consigners accept the store terms.');
      if (consigner.acceptedTOS && !consigner.isActive) {
        // A consigner the owner disabled cannot re-enable themselves by accepting the terms again.
        throw forbidden('Your account has been disabled by the store owner.');
      }
      await deps.db
        .update(consigners)
        .set({ acceptedTOS: true, isActive: true, updatedAt: new Date() })
        .where(eq(consigners.id, consigner.id));
      const fresh = await loadPrincipal(deps.db, principal.storeId, principal.userId);
      return toDbUser(fresh!);
    },
  );
}
