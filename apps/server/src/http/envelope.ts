import { issueSentence } from '@backroom/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, databaseRefusal, databaseUnavailable } from './errors';

/** The API's answers; the OpenAPI document and its UI under /api/docs are served as they are, for tools to read. */
export const isEnvelopeRoute = (url: string) =>
  (url.startsWith('/api') && !url.startsWith('/api/docs')) || url.startsWith('/open');

/** The first failure of a route's schema as a sentence naming the field in words (never "body.x: Too big…"). */
function describeValidation(err: FastifyError): string {
  const first = err.validation?.[0] as { instancePath?: string; message?: string } | undefined;
  if (!first?.message) return 'The request is not valid.';
  const path = (first.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return issueSentence({ path, message: first.message });
}

/**
 * Every /api and /open answer is `{ data, error }` (architecture.md): handlers return the data, this wraps it;
 * errors become an honest status with a human message. 5xx details go to the log only, tagged with the request id.
 */
export function registerEnvelope(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || !isEnvelopeRoute(request.url)) return payload;
    return { data: payload ?? null, error: null };
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).headers(err.headers).send({ data: null, error: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({ data: null, error: describeValidation(err) });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ data: null, error: 'The request body is not valid JSON.' });
    }
    if (err.statusCode && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ data: null, error: err.message });
    }
    const refused = databaseRefusal(err);
    if (refused) {
      request.log.warn({ err }, 'refused by the database');
      return reply.code(refused.status).send({ data: null, error: refused.message });
    }
    const unavailable = databaseUnavailable(err);
    if (unavailable) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .code(unavailable.status)
        .headers(unavailable.headers)
        .send({ data: null, error: unavailable.message });
    }
    request.log.error({ err }, 'request failed');
    return reply
      .code(500)
      .send({ data: null, error: `Something went wrong on our side (reference ${request.id}).` });
  });
}
