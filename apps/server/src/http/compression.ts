import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers above 1 KB for clients that accept it: brotli first, then gzip (Content-Encoding, Vary:
 * Accept-Encoding). Answers that set their own Content-Encoding (the built web apps' `.br`/`.gz` files, the cached
 * gzip of filterOptions) go untouched. Must be registered before @fastify/static. Request bodies are read as they
 * come: nothing sends them compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
