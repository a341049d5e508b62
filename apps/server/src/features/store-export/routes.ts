import { jobStarted } from '@backroom/domain/contract/stores';
import { coercedRowId } from '@backroom/domain/schemas/common';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobs } from '../../db/schema';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import { notFound } from '../../http/errors';
import { enqueueJob, findJob } from '../../jobs/queue';
import { exportKey, STORE_EXPORT_JOB, type StoreExportResult } from './export-job';

const owner = { access: { kind: 'staff' as const, adminOnly: true } };
const tags = ['stores'];
export const EXPORT_NOT_READY = 'This export is not ready to download.';

/**
 * "Export all store data" (issue #18.3): the owner starts an archive of every table and upload of the store
 * as a background job, follows it at GET /api/jobs/{id}, and downloads the zip when it is done.
 */
export function storeExportRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/stores/current/exports',
    {
      config: owner,
      schema: {
        summary: "Start an archive of all the store's data (every table and upload) in the background",
        operationId: 'startStoreExport',
        tags,
        response: { 202: jobStarted },
      },
    },
    async (request, reply) => {
      const storeId = request.store!.id;
      // One export at a time per store: asking again while one runs follows that one.
      const [waiting] = await deps.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.storeId, storeId),
            eq(jobs.name, STORE_EXPORT_JOB),
            inArray(jobs.status, ['queued', 'running']),
          ),
        )
        .limit(1);
      const jobId =
        waiting?.id ??
        (
          await enqueueJob(deps.db, {
            name: STORE_EXPORT_JOB,
            storeId,
            payload: { requestedBy: request.principal!.userId },
            maxAttempts: 2,
          })
        ).id;
      deps.worker.nudge();
      reply.code(202);
      return { message: 'Exporting all store data…', jobId };
    },
  );

  app.get(
    '/api/stores/current/exports/:id',
    {
      config: owner,
      schema: {
        summary: 'Download a finished store archive (zip)',
        operationId: 'downloadStoreExport',
        tags,
        params: z.object({ id: coercedRowId() }),
        response: {
          200: fileAnswer(
            'application/zip',
            'The store archive: manifest, one JSON Lines file per table, uploads.',
          ),
        },
      },
    },
    async (request, reply) => {
      const storeId = request.store!.id;
      const job = await findJob(deps.db, storeId, request.params.id);
      if (!job || job.name !== STORE_EXPORT_JOB) throw notFound('Export not found.');
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
