import type { JobStarted } from '@backroom/domain/contract/stores';
import type { StoreMoveExportInput } from '@backroom/domain/schemas/store-export';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { downloadBlob } from '@web/shared/download';

/** POST /api/stores/current/exports: the archive that moves the store, made in the background. */
export function startStoreExport(input: StoreMoveExportInput): Promise<JobStarted> {
  return api.post('/api/stores/current/exports', input);
}

export function useStartStoreExport(config: MutationConfig<typeof startStoreExport> = {}) {
  return useMutation({ ...config, mutationFn: startStoreExport });
}

/** POST /api/stores/current/data-exports: the owner's data as one CSV per area, made in the background. */
export function startDataExport(): Promise<JobStarted> {
  return api.post('/api/stores/current/data-exports');
}

export function useStartDataExport(config: MutationConfig<typeof startDataExport> = {}) {
  return useMutation({ ...config, mutationFn: startDataExport });
}

/** GET /api/stores/current/exports/{jobId}: a finished export (either kind), saved as a zip. */
export async function downloadStoreExport({ jobId, fileName }: { jobId: number; fileName: string }) {
  downloadBlob(fileName, await api.getBlob(`/api/stores/current/exports/${jobId}`));
}

export function useDownloadStoreExport() {
  return useMutation({ mutationFn: downloadStoreExport });
}
