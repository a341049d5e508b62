import type { UploadedImage } from '@backroom/domain/contract/uploads';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';

export type { UploadedImage };

/** POST /api/uploads (multipart, field `file`): stores the image and answers its URL and a thumbnail URL. */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('/api/uploads', form);
}

export function useUploadImage(config: MutationConfig<typeof uploadImage> = {}) {
  return useMutation({ ...config, mutationFn: uploadImage });
}
