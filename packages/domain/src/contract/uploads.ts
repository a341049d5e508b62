/** The answer of POST /api/uploads: where the stored image and its thumbnail are served. */
import { z } from 'zod';

export const uploadedImage = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type UploadedImage = z.output<typeof uploadedImage>;
