import type { productMergeBody } from '@backroom/domain/contract/products';
import { messages } from '@backroom/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import type { z } from 'zod';

export type MergeInput = z.input<typeof productMergeBody>;

/** POST /api/products/merge: merges the source into the target in the background; answers the job id. */
export async function mergeProducts(input: MergeInput): Promise<{ jobId: number | null }> {
  const { jobId } = await api.post('/api/products/merge', input);
  return { jobId };
}

export function useMergeProducts(config: MutationConfig<typeof mergeProducts> = {}) {
  return useMutation({
    meta: { successMessage: messages.mergingProduct },
    ...config,
    mutationFn: mergeProducts,
  });
}
