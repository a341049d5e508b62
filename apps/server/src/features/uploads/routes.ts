import { randomUUID } from 'node:crypto';
import { uploadedImage } from '@backroom/domain/contract/uploads';
import { UPLOAD_IMAGE } from '@backroom/domain/images';
import { IMAGE_MESSAGES, UPLOAD_MESSAGES } from '@backroom/domain/messages/uploads';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from '../../core/rate-limit';
import { storeUrls } from '../../core/urls';
import type { Deps } from '../../deps';
import { badInput } from '../../http/errors';
import { UPLOADS_PREFIX } from '../../storage';
import { boundedSharp, checkImageHeader } from './image-header';
import { MIME_BY_EXT, sniffImage } from './sniff';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const THUMBNAIL_PX = 400;

/** Each login may upload this many images in 15 minutes (a drop of 100 items photographed 3 times fits). */
export const UPLOADS_PER_15_MINUTES = 300;
/** The multipart framing around the file: a request longer than the file cap and this is refused at once. */
export const MULTIPART_OVERHEAD = 64 * 1024;

class TooLarge extends Error {
  readonly statusCode = 413;
}

/**
 * POST /api/uploads (multipart, field "file"): an image into the storage interface and a 400 px thumbnail;
 * GET /uploads/{storeId}/{name} serves stored files. The type is told from the bytes, not the name.
 */
export async function uploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const uploads = new AttemptLimiter(deps.counters, 'uploads', UPLOADS_PER_15_MINUTES, 15 * 60_000);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });

  app.post(
    '/api/uploads',
    {
      config: {
        access: { kind: 'staffOrConsigner' },
        upload: {
          mediaTypes: Object.values(MIME_BY_EXT),
          maxBytes: MAX_UPLOAD_BYTES,
          description: `The image: at most 8 MB, ${UPLOAD_IMAGE.maxWidth.toLocaleString('en-US')} pixels on a side and ${UPLOAD_IMAGE.maxPixels / 1_000_000} megapixels.`,
        },
      },
      schema: {
        summary: 'Upload an image',
        operationId: 'uploadImage',
        response: { 201: uploadedImage },
        tags: ['uploads'],
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badInput(UPLOAD_MESSAGES.noFile);
      if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
        reply.header('connection', 'close');
        throw new TooLarge(UPLOAD_MESSAGES.tooLarge);
      }
      await uploads.hit(request.ctx.store.id, request.ctx.principal.userId, 'image uploads');
      const file = await request.file();
      if (!file) throw badInput(UPLOAD_MESSAGES.noFile);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          reply.header('connection', 'close');
          throw new TooLarge(UPLOAD_MESSAGES.tooLarge);
        }
        throw err;
      }
      if (!sniffImage(bytes)) throw badInput(UPLOAD_MESSAGES.notImage);
      // Width and height from the header, before any decoding; then libvips decodes off the event loop.
      const check = checkImageHeader(bytes, UPLOAD_IMAGE);
      if (!check.ok && check.reason === 'tooLarge')
        throw badInput(IMAGE_MESSAGES.uploadTooLarge(check.header.width, check.header.height));
      if (!check.ok) throw badInput(UPLOAD_MESSAGES.unreadable);
      const kind = check.header.kind;
      let thumbnail: Buffer;
      try {
        thumbnail = await boundedSharp(bytes, UPLOAD_IMAGE)
          .rotate()
          .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw badInput(UPLOAD_MESSAGES.unreadable);
      }
      const name = `${request.ctx.store.id}/${randomUUID()}`;
      const [original, thumb] = await Promise.all([
        deps.storage.put(`${name}.${kind.ext}`, bytes, kind.mime),
        deps.storage.put(`${name}-thumb.webp`, thumbnail, 'image/webp'),
      ]);
      // The store's own configured address, never the request's Host header (which a client chooses).
      const urls = storeUrls(deps.env, request.ctx.store);
      const origin = request.principal?.employee ? urls.inStoreUrl : urls.consignerUrl;
      reply.code(201);
      return { url: `${origin}${original.path}`, thumbnailUrl: `${origin}${thumb.path}` };
    },
  );

  const uploadedFile = {
    config: { access: 'public' as const },
    // A file server, not an API call: left out of the OpenAPI document.
    schema: { hide: true },
  };
  app.get(`${UPLOADS_PREFIX}*`, uploadedFile, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const stored = await deps.storage.get(key);
    if (!stored) return reply.code(404).type('text/plain').send('Not found');
    const ext = key.slice(key.lastIndexOf('.') + 1) as keyof typeof MIME_BY_EXT;
    return reply
      .type(MIME_BY_EXT[ext])
      .header('content-length', stored.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(stored.stream);
  });
}
