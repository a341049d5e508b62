import type { Job } from '@backroom/domain/contract/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** A background job (bulk action, merge, account-type recalculation, resync) as GET /api/jobs/{id} answers it. */
export type { Job };

export const JOB_POLL_MS = 1000;

export function isFinished(job: Pick<Job, 'status'> | undefined): boolean {
  return job?.status === 'done' || job?.status === 'failed';
}

/** Percentage for a progress bar: done of total, 100 when finished, 0 while nothing is counted yet. */
export function jobPercent(job: Job | undefined): number {
  if (!job) return 0;
  if (job.status === 'done') return 100;
  if (!job.progressTotal) return 0;
  return Math.min(99, Math.floor((job.progress / job.progressTotal) * 100));
}

/** GET /api/jobs/{id} */
export function getJob(id: number): Promise<Job> {
  return api.get(`/api/jobs/${id}`);
}

export function jobQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.jobs.detail(id),
    queryFn: () => getJob(id),
    staleTime: 0,
    // Poll until the job is done or failed (or the job cannot be read).
    refetchInterval: (query) =>
      query.state.status === 'error' || isFinished(query.state.data) ? false : JOB_POLL_MS,
  });
}

export function useJob(id: number | null, config?: QueryConfig<typeof jobQueryOptions>) {
  return useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== null, ...config });
}
