import type {
  DryRunAnswer,
  ImportFileAnswer,
  ImportResult,
  importDryRunBody,
  runImportSchema,
  SavedMapping,
} from '@backroom/domain/contract/imports';
import type { ImportKind } from '@backroom/domain/schemas/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { downloadText } from '@web/shared/download';
import type { z } from 'zod';

export type { DryRunAnswer, ImportFileAnswer, ImportResult, SavedMapping };

const base = (kind: ImportKind) => `/api/imports/${kind}` as const;
const mappingsKey = (kind: ImportKind) => ['imports', kind, 'mappings'] as const;

export function uploadImportFile(kind: ImportKind, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload(`${base(kind)}/files`, form);
}

/** Starts the check of every row as a background job; the job's result is the DryRunAnswer. */
export function dryRunImport(kind: ImportKind, fileId: string, body: z.input<typeof importDryRunBody>) {
  return api.post(`${base(kind)}/files/${fileId}/dryRun`, body);
}

export type RunImportBody = z.input<typeof runImportSchema>;

export function runImport(kind: ImportKind, fileId: string, body: RunImportBody) {
  return api.post(`${base(kind)}/files/${fileId}/run`, body);
}

export async function downloadTemplate(kind: ImportKind) {
  downloadText(`backroom-${kind}-template.csv`, await api.getText(`${base(kind)}/template`));
}

export async function downloadErrors(kind: ImportKind, fileId: string) {
  downloadText('import-errors.csv', await api.getText(`${base(kind)}/files/${fileId}/errors`));
}

export function useSavedMappings(kind: ImportKind) {
  return useQuery({
    queryKey: mappingsKey(kind),
    queryFn: () => api.get(`${base(kind)}/mappings`),
    select: (answer) => answer.mappings,
  });
}

export function useSaveMapping(kind: ImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; mapping: Record<string, string> }) =>
      api.put(`${base(kind)}/mappings`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: mappingsKey(kind) }),
  });
}

export function useDeleteMapping(kind: ImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${base(kind)}/mappings/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: mappingsKey(kind) }),
  });
}
