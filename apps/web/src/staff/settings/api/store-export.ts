import type { JobStarted } from '@backroom/domain/contract/stores';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { downloadBlob } from '@web/shared/download';

/** POST /api/stores/current/exports: archives all of the store's data in the background. */
export function startStoreExport(): Promise<JobStarted> {
  return api.post<JobStarted>('/api/stores/current/exports');
}

export function useStartStoreExport(config: MutationConfig<typeof startStoreExport> = {}) {
  return useMutation({ ...config, mutationFn: startStoreExport });
}

/** GET /api/stores/current/exports/{jobId}: the finished archive, saved as a zip. */
export async function downloadStoreExport({ jobId, fileName }: { jobId: number; fileName: string }) {
  downloadBlob(fileName, await api.getBlob(`/api/stores/current/exports/${jobId}`));
}

export function useDownloadStoreExport() {
  return useMutation({ mutationFn: downloadStoreExport });
}
