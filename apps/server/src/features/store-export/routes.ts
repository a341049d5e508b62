import { jobStarted, storeExportParams } from '@backroom/domain/contract/stores';
import { storeMoveExportSchema } from '@backroom/domain/schemas/store-export';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import { notFound } from '../../http/errors';
import { findJob } from '../../jobs/queue';
import type { SecretBox } from '../../security/secret-box';
import { exportKey, type MoveExportPayload, passphraseContext, type StoreExportResult } from './export-job';
import { EXPORT_JOBS, STORE_DATA_EXPORT_JOB, STORE_EXPORT_JOB, startExport } from './start-export';

const owner = { access: { kind: 'staff' as const, adminOnly: true } };
const tags = ['stores'];
export const EXPORT_NOT_READY = 'This export is not ready to download.';

/**
 * Settings → Export (issues #18.3 and 28.2): the owner's data as spreadsheets, and the archive that moves the
 * store to another installation. Both run as background jobs, one export per store at a time, followed at
 * GET /api/jobs/{id} and downloaded as a zip when done.
 */
export function storeExportRoutes(root: FastifyInstance, deps: Deps, box: SecretBox): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/stores/current/exports',
    {
      config: owner,
      schema: {
        summary:
          "Start the archive that moves the store (every table and upload); sign-in secrets only encrypted with the owner's passphrase, or left out",
        operationId: 'startStoreExport',
        tags,
        body: storeMoveExportSchema,
        response: { 202: jobStarted },
      },
    },
    async (request, reply) => {
      const storeId = request.ctx.store.id;
      const requestedBy = request.ctx.principal.userId;
      const body = request.body;
      const payload: MoveExportPayload =
        body.secrets === 'encrypted'
          ? {
              requestedBy,
              secrets: 'encrypted',
              passphraseSealed: box.seal(body.passphrase, passphraseContext(storeId)),
            }
          : { requestedBy, secrets: 'omitted' };
      const { jobId } = await startExport(deps.db, { storeId, name: STORE_EXPORT_JOB, payload });
      deps.worker.nudge();
      reply.code(202);
      return { message: 'Making the move archive…', jobId };
    },
  );

  app.post(
    '/api/stores/current/data-exports',
    {
      config: owner,
      schema: {
        summary:
          "Start the owner's data export: one CSV per area (consigners, inventory, orders, payouts...)",
        operationId: 'startStoreDataExport',
        tags,
        response: { 202: jobStarted },
      },
    },
    async (request, reply) => {
      const { jobId, started } = await startExport(deps.db, {
        storeId: request.ctx.store.id,
        name: STORE_DATA_EXPORT_JOB,
        payload: { requestedBy: request.ctx.principal.userId },
      });
      deps.worker.nudge();
      reply.code(202);
      return { message: started ? 'Exporting your data…' : 'Your data export is already on its way…', jobId };
    },
  );

  app.get(
    '/api/stores/current/exports/:id',
    {
      config: owner,
      schema: {
        summary: 'Download a finished export (zip): the data export or the move archive',
        operationId: 'downloadStoreExport',
        tags,
        params: storeExportParams,
        response: {
          200: fileAnswer(
            'application/zip',
            'The data export (one CSV per area) or the move archive (manifest, one JSON Lines file per table, uploads, secrets.enc).',
          ),
        },
      },
    },
    async (request, reply) => {
      const storeId = request.ctx.store.id;
      const job = await findJob(deps.db, storeId, request.params.id);
      if (!job || !(EXPORT_JOBS as readonly string[]).includes(job.name)) throw notFound('Export not found.');
      if (job.status !== 'done') throw notFound(EXPORT_NOT_READY);
      const stored = await deps.storage.getPrivate(exportKey(storeId, job.id));
      if (!stored) throw notFound('Export not found.');
      const result = job.result as StoreExportResult;
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', stored.size)
        .header('content-disposition', `attachment; filename="${result.fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(stored.stream as unknown as string); // streamed, not serialized
    },
  );
}
