import {
  consignerEmailVerified,
  consignerExportQuery,
  consignerResetSent,
  consignerUpdatePasswordBody,
  consignerVerifyBody,
  resetPasswordParams,
} from '@backroom/domain/contract/consigners';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import { consignersCsv } from './export';
import { sendConsignerReset, verifyConsignerEmail } from './service';

const staff = { access: { kind: 'staff' as const, control: 'Consigners' as const } };

/** The consigner's login (verify, password reset) and the CSV export: staff with Consigners. */
export function accountRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['consigners'];

  app.post(
    '/api/consigners/verify',
    {
      config: staff,
      schema: {
        summary: 'Check whether an e-mail belongs to a consigner',
        operationId: 'findConsignerByEmail',
        body: consignerVerifyBody,
        response: { 200: consignerEmailVerified },
        tags,
      },
    },
    (request) => verifyConsignerEmail(deps.db, request.ctx.store.id, request.body.email),
  );

  /** The spec's {email, password}: staff never set a consigner's password; the consigner gets a reset link. */
  app.put(
    '/api/consigners/updatePassword',
    {
      config: staff,
      schema: {
        summary: "Set a consigner's password",
        operationId: 'setConsignerPassword',
        body: consignerUpdatePasswordBody,
        response: { 200: consignerResetSent },
        tags,
      },
    },
    async (request) => {
      const result = await sendConsignerReset(deps.db, {
        cfg: deps.env,
        store: request.ctx.store,
        by: {
          email: request.body.email,
        },
      });
      deps.worker.nudge();
      return result;
    },
  );

  app.post(
    '/api/consigners/resetPassword/:id',
    {
      config: staff,
      schema: {
        summary: 'Mail a consigner a password reset link',
        operationId: 'sendConsignerPasswordReset',
        params: resetPasswordParams,
        response: { 200: consignerResetSent },
        tags,
      },
    },
    async (request) => {
      const result = await sendConsignerReset(deps.db, {
        cfg: deps.env,
        store: request.ctx.store,
        by: {
          id: request.params.id,
        },
      });
      deps.worker.nudge();
      return result;
    },
  );

  app.get(
    '/api/consigners/export',
    {
      config: staff,
      schema: {
        summary: 'Download the consigners as CSV',
        operationId: 'exportConsigners',
        querystring: consignerExportQuery,
        response: { 200: fileAnswer('text/csv', 'The consigners as CSV (consignersExport.csv).') },
        tags,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="consignersExport.csv"')
        .header('cache-control', 'no-store')
        .send(consignersCsv(deps.db, request.ctx.store, request.query.search) as never), // streamed as it is
  );
}
