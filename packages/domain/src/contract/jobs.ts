/** The answer of GET /api/jobs/{id}: a background change's progress (bulk actions, merges, resyncs). */
import { z } from 'zod';
import { coercedRowId } from '../schemas/common';
import { timestamp } from './common';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const jobAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(JOB_STATUSES),
    progress: z.number().int(),
    progressTotal: z.number().int(),
    lastError: z.string().nullable(),
    /** What the job reports when it is done (its shape depends on the job, e.g. `{updated}`). */
    result: z.unknown(),
    createdAt: timestamp,
    finishedAt: timestamp.nullable(),
  })
  .meta({
    examples: [
      {
        id: 12,
        name: 'inventory.bulkAction',
        status: 'running',
        progress: 200,
        progressTotal: 500,
        lastError: null,
        result: null,
        createdAt: '2026-11-25T10:00:00.000Z',
        finishedAt: null,
      },
    ],
  });
export type Job = z.output<typeof jobAnswer>;

export const jobParams = z.object({ id: coercedRowId() });
