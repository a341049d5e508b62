import { jobAnswer, jobParams } from '@backroom/domain/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { findJob } from '../../jobs/queue';

export const JOB_NOT_FOUND = 'Job not found.';

/**
 * GET /api/jobs/{id}: progress of a background change (merge, resync, account-type recalculation) of the
 * request's store. A consigner sees only the jobs they started.
 */
export function jobRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/jobs/:id',
    {
      config: { access: { kind: 'staffOrConsigner' } },
      schema: {
        summary: "A background job's progress",
        operationId: 'getJob',
        response: { 200: jobAnswer },
        params: jobParams,
        tags: ['jobs'],
      },
    },
    async (request) => {
      const principal = request.ctx.principal;
      const job = await findJob(deps.db, request.ctx.store.id, request.params.id);
      if (!job) throw notFound(JOB_NOT_FOUND);
      if (principal.consigner && job.payload.requestedBy !== principal.userId) throw notFound(JOB_NOT_FOUND);
      return {
        id: job.id,
        name: job.name,
        status: job.status,
        progress: job.progress,
        progressTotal: job.progressTotal,
        lastError: job.lastError,
        result: job.result ?? null,
        createdAt: job.createdAt,
        finishedAt: job.finishedAt,
      };
    },
  );
}
