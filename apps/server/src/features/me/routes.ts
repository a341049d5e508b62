import { dbUser } from '@backroom/domain/contract/auth';
import { AUTH_MESSAGES } from '@backroom/domain/messages/auth';
import { ME_MESSAGES } from '@backroom/domain/messages/me';
import { consignerProfileSchema } from '@backroom/domain/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadPrincipal, meOf, toDbUser } from '../../core/principal';
import { storeScoped } from '../../core/store-scope';
import { consigners } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, forbidden, isUniqueViolation } from '../../http/errors';
import { attachConsigner } from '../auth';

export function meRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/me',
    // Any login, also one whose sign-up is unfinished: nextStep says where it goes on (issue #14.6).
    {
      config: { access: { kind: 'login' } },
      schema: {
        summary: 'The signed-in login and what it still has to do',
        operationId: 'getMe',
        response: { 200: dbUser },
        tags: ['auth'],
      },
    },
    async (request) => meOf(deps.db, request.ctx.principal),
  );

  /**
   * The seller's terms dialog, "Accept and continue" (spec 1 §2.2). Consigners are active from sign-up, so this
   * sets acceptedTOS; a consigner the store disabled stays disabled (see docs/decisions.md).
   */
  app.put(
    '/api/me/acceptTerms',
    {
      config: { access: { kind: 'signedIn' } },
      schema: {
        summary: "Accept the store's terms",
        operationId: 'acceptTerms',
        response: { 200: dbUser },
        tags: ['auth'],
      },
    },
    async (request) => {
      const principal = request.ctx.principal;
      const consigner = principal.consigner;
      if (!consigner) throw forbidden('Only consigners accept the store terms.');
      if (!consigner.isActive) {
        // Only the store can re-enable a consigner it disabled; accepting the terms again does not.
        throw forbidden('Your account has been disabled by the store owner.');
      }
      await deps.db
        .update(consigners)
        .set({ acceptedTOS: true, updatedAt: new Date() })
        .where(storeScoped(consigners, principal.storeId, eq(consigners.id, consigner.id)));
      const fresh = await loadPrincipal(deps.db, principal.storeId, principal.userId);
      return toDbUser(fresh!);
    },
  );

  /**
   * The seller sign-up's steps for a login that has none yet (signed up elsewhere, or came back later): creates
   * its consigner with the same rules as POST /open/auth/signup, or links the one the store created for its e-mail.
   */
  app.post(
    '/api/me/profile',
    {
      config: { access: { kind: 'login' } },
      schema: {
        summary: 'Create the seller profile of a login without one',
        operationId: 'createMyProfile',
        body: consignerProfileSchema,
        response: { 201: dbUser },
        tags: ['auth'],
      },
    },
    async (request, reply) => {
      const principal = request.ctx.principal;
      if (principal.consigner || principal.employee) throw conflict(ME_MESSAGES.hasProfile);
      await meOf(deps.db, principal); // 403 for a login whose consigner the store deleted
      const login = { userId: principal.userId, email: principal.email };
      try {
        await deps.db.transaction((tx) =>
          attachConsigner(tx, { store: request.ctx.store, login, profile: request.body }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
      const fresh = await loadPrincipal(deps.db, principal.storeId, principal.userId);
      reply.code(201);
      return meOf(deps.db, fresh!);
    },
  );
}
