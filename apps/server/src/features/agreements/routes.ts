import {
  agreementSignatureList,
  agreementView,
  consignerAgreementView,
} from '@backroom/domain/contract/agreements';
import { idParams } from '@backroom/domain/contract/common';
import {
  agreementSettingsSchema,
  publishAgreementSchema,
  signAgreementSchema,
} from '@backroom/domain/schemas/agreement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { whoOf } from '../../core/domain-map';
import { AttemptLimiter } from '../../core/rate-limit';
import type { Deps } from '../../deps';
import * as service from './service';

const tags = ['consignmentAgreement'];
const settings = { access: { kind: 'staff' as const, control: 'Settings' as const } };
const consignersControl = { access: { kind: 'staff' as const, control: 'Consigners' as const } };
const answer = <T extends z.ZodType>(data: T) => ({ 200: data });
// A drawn signature is a PNG data URL; the default 1 MB body limit is kept, the schema bounds it further, and
// signature-image.ts bounds its pixels from the PNG header before decoding.

/**
 * Signing draws a PDF: each login may sign at most this many times in 15 minutes (a clerk signing walk-ins at
 * the counter stays far below it), counted in the shared counters after the cheap refusals.
 */
export const SIGNINGS_PER_15_MINUTES = 30;
const SIGNING_WHAT = 'signatures';

export function agreementRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const signings = new AttemptLimiter(deps.counters, 'sign-agreement', SIGNINGS_PER_15_MINUTES, 15 * 60_000);

  app.get(
    '/api/agreement',
    {
      config: { access: { kind: 'staff' as const } },
      schema: {
        summary: "The store's current consignment agreement and whether signing it is required",
        operationId: 'getAgreement',
        tags,
        response: answer(agreementView),
      },
    },
    async (request) => await service.agreementOf(deps.db, request.ctx.store),
  );

  app.post(
    '/api/agreement/versions',
    {
      config: settings,
      schema: {
        summary: 'Publish a new version of the consignment agreement (markdown, sanitised to HTML)',
        operationId: 'publishAgreement',
        tags,
        body: publishAgreementSchema,
        response: { 201: agreementView },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const by = whoOf(request.ctx.principal).name;
      return await service.publish(deps.db, {
        store: request.ctx.store,
        markdown: request.body.markdown,
        by,
      });
    },
  );

  app.put(
    '/api/agreement/settings',
    {
      config: settings,
      schema: {
        summary: 'Require (or stop requiring) a signed agreement before items are accepted',
        operationId: 'updateAgreementSettings',
        tags,
        body: agreementSettingsSchema,
        response: answer(agreementView),
      },
    },
    async (request) => await service.setRequired(deps.db, request.ctx.store, request.body.required),
  );

  app.get(
    '/api/agreement/signatures',
    {
      config: consignersControl,
      schema: {
        summary: 'Who signed which version of the agreement, newest first',
        operationId: 'listAgreementSignatures',
        tags,
        response: answer(agreementSignatureList),
      },
    },
    async (request) => ({ signatures: await service.listSignatures(deps.db, request.ctx.store.id) }),
  );

  app.get(
    '/api/me/agreement',
    {
      config: { access: { kind: 'consigner' as const } },
      schema: {
        summary: 'The agreement for the signed-in consigner: the current text and whether they signed it',
        operationId: 'getMyAgreement',
        tags,
        response: answer(consignerAgreementView),
      },
    },
    async (request) =>
      await service.consignerAgreement(deps.db, request.ctx.store, request.ctx.principal.consigner!.id),
  );

  app.post(
    '/api/me/agreement/signatures',
    {
      config: { access: { kind: 'consigner' as const } },
      schema: {
        summary: 'Sign the current agreement in the portal; a PDF copy is e-mailed',
        operationId: 'signMyAgreement',
        tags,
        body: signAgreementSchema,
        response: { 201: consignerAgreementView },
      },
    },
    async (request, reply) => {
      const consignerId = request.ctx.principal.consigner!.id;
      const signed = await service.sign(deps.db, {
        store: request.ctx.store,
        consignerId,
        input: request.body,
        signing: {
          ipAddress: request.ip,
          witness: null,
          countAttempt: () => signings.hit(request.ctx.store.id, request.ctx.principal.userId, SIGNING_WHAT),
        },
      });
      reply.code(201);
      return signed;
    },
  );

  app.get(
    '/api/consigners/:id/agreement',
    {
      config: { access: { kind: 'staff' as const } },
      schema: {
        summary: "A consigner's agreement: the current text, whether they signed it, and their signatures",
        operationId: 'getConsignerAgreement',
        tags,
        params: idParams,
        response: answer(consignerAgreementView),
      },
    },
    async (request) => await service.consignerAgreement(deps.db, request.ctx.store, request.params.id),
  );

  app.post(
    '/api/consigners/:id/agreement/signatures',
    {
      config: { access: { kind: 'staff' as const, control: 'Inventory' as const } },
      schema: {
        summary:
          "A walk-in consigner signs on the staff's screen; recorded as signed in store by this employee",
        operationId: 'signAgreementInStore',
        tags,
        params: idParams,
        body: signAgreementSchema,
        response: { 201: consignerAgreementView },
      },
    },
    async (request, reply) => {
      const who = whoOf(request.ctx.principal);
      const signed = await service.sign(deps.db, {
        store: request.ctx.store,
        consignerId: request.params.id,
        input: request.body,
        signing: {
          ipAddress: request.ip,
          witness: { userId: request.ctx.principal.userId, name: who.name },
          countAttempt: () => signings.hit(request.ctx.store.id, request.ctx.principal.userId, SIGNING_WHAT),
        },
      });
      reply.code(201);
      return signed;
    },
  );
}
