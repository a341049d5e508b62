import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { BodyOf } from '@web/shared/api/contract-paths';
import type { MutationConfig } from '@web/shared/api/query-config';
import { showPdf } from './pdf-file';

export const MANIFEST_FILE = 'manifest.pdf';

/**
 * Print Manifest (spec 1, /dropoff and /dropoffPending): POST /api/inventories/printManifest answers a PDF of
 * the signed-in consigner's own items: the selected `ids`, or every item of the list `status` (and the list's
 * `search` / `location`) gives. Staff may call it too (any consigner's items).
 */
export type ManifestRequest = Pick<
  BodyOf<'POST', '/api/inventories/printManifest'>,
  'ids' | 'status' | 'search' | 'location'
>;

export async function printManifest(request: ManifestRequest) {
  const body = { ...request, ids: request.ids?.length ? request.ids : undefined };
  showPdf(await api.postBlob('/api/inventories/printManifest', body), MANIFEST_FILE);
}

/** What the screen says when the manifest cannot be made (the server's reason, e.g. no items matched). */
export const manifestFailedText = (error: Error) =>
  `The manifest could not be printed: ${error.message || 'please try again.'}`;

export function usePrintManifest(config: MutationConfig<typeof printManifest> = {}) {
  return useMutation({ ...config, mutationFn: printManifest });
}
