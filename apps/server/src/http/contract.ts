/**
 * One contract for the API (issue #20): every route states its answer with a zod schema from the domain package.
 * At run time the answer is written by fast-json-stringify compiled from that schema (fields not in it never leave
 * the server); in tests it is also checked against the zod schema, so a schema that no longer fits fails a test.
 * The same schemas, wrapped in the `{ data, error }` envelope, make the OpenAPI document.
 */
import { type ApiKeyScope, scopeWords } from '@backroom/domain/api-keys';
import { envelope, errorEnvelope } from '@backroom/domain/contract/common';
import fastJson from 'fast-json-stringify';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessRule } from './access';
import { isEnvelopeRoute } from './envelope';

/** A file answer (PDF, CSV, image), declared in the domain's contract by its content type. */
export { fileAnswer } from '@backroom/domain/contract/common';

/** A multipart upload (one file in the field "file"): the handler reads the stream, the OpenAPI document says so. */
export interface UploadDoc {
  /** The file types accepted, e.g. image/png or text/csv. */
  mediaTypes: string[];
  maxBytes: number;
  description: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart file upload; described as the operation's request body. */
    upload?: UploadDoc;
  }
}

/** The request body of an upload operation: `multipart/form-data` with `file`, of the accepted types. */
function uploadRequestBody(upload: UploadDoc) {
  return {
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: {
            file: {
              type: 'string',
              format: 'binary',
              contentMediaType: upload.mediaTypes.join(', '),
              maxLength: upload.maxBytes,
              description: upload.description,
            },
          },
        },
      },
    },
  };
}

const fileContentType = (schema: z.ZodType): string | undefined =>
  z.globalRegistry.get(schema)?.fileContentType as string | undefined;

const isSuccess = (status: string) => status.startsWith('2');

function toJsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
}

/** The compiled writer of one answer schema; route-contract.test.ts compiles every route's, as none is at start. */
export function answerWriter(schema: z.ZodType): (data: unknown) => string {
  return fastJson(toJsonSchema(schema) as Parameters<typeof fastJson>[0]);
}

/** Keys the handler returned that the schema left out (for `CONTRACT_REPORT_DROPS=1` while writing schemas). */
function droppedKeys(raw: unknown, sent: unknown, path = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(sent)) {
    return raw.length && sent.length ? droppedKeys(raw[0], sent[0], `${path}[0]`) : [];
  }
  if (!raw || !sent || typeof raw !== 'object' || typeof sent !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (!(key in sent)) out.push(`${path}.${key}`);
    else out.push(...droppedKeys(value, (sent as Record<string, unknown>)[key], `${path}.${key}`));
  }
  return out;
}

interface SerializerInput {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/**
 * Fastify's serializer compiler. Successful /api and /open answers arrive wrapped by the envelope hook; the
 * schema describes `data`. `check` (tests) also parses the answer with zod and refuses one that does not fit.
 */
export function contractSerializerCompiler(options: { check: boolean }) {
  const reportDrops = process.env.CONTRACT_REPORT_DROPS === '1';
  return ({ schema, method, url, httpStatus = '200' }: SerializerInput) => {
    const zodSchema = schema as z.ZodType;
    if (fileContentType(zodSchema)) {
      return (payload: unknown) => (typeof payload === 'string' ? payload : JSON.stringify(payload));
    }
    // Compiled on the route's first answer, not at start: compiling all of them took over a second of CPU per
    // instance start, most of it for routes an instance may never answer (docs/performance.md, issue 30).
    let compiled: ((data: unknown) => string) | undefined;
    const stringify = (data: unknown) => {
      compiled ??= answerWriter(zodSchema);
      return compiled(data);
    };
    const wrapped = isEnvelopeRoute(url) && isSuccess(httpStatus);
    const write = (data: unknown) => {
      if (options.check) {
        const parsed = zodSchema.safeParse(data);
        if (!parsed.success) {
          throw new Error(
            `${method} ${url} answered what its response schema does not allow: ${parsed.error}`,
          );
        }
      }
      const json = data === undefined ? 'null' : stringify(data);
      if (reportDrops) {
        const dropped = droppedKeys(JSON.parse(JSON.stringify(data ?? null)), JSON.parse(json));
        if (dropped.length) console.warn(`[contract] ${method} ${url} drops ${dropped.join(', ')}`);
      }
      return json;
    };
    if (!wrapped) return write;
    return (payload: unknown) => {
      const data = (payload as { data?: unknown } | null)?.data;
      return `{"data":${write(data)},"error":null}`;
    };
  };
}

const ERRORS_FOR_EVERY_CALL = {
  400: 'The request is not valid.',
  404: 'Not found (or the store is unknown).',
};
const ERRORS_SIGNED_IN = {
  401: 'Not signed in, or the session has ended.',
  403: 'Not allowed for this login.',
};
const ERRORS_FOR_CHANGES = { 409: 'Clashes with existing data.', 422: 'A business rule refuses it.' };

function errorResponses(method: string, access: AccessRule | undefined): Record<string, z.ZodType> {
  const texts: Record<string, string> = {
    ...ERRORS_FOR_EVERY_CALL,
    ...(access && access !== 'public' ? ERRORS_SIGNED_IN : {}),
    ...(method === 'GET' ? {} : ERRORS_FOR_CHANGES),
  };
  return Object.fromEntries(
    Object.entries(texts).map(([status, description]) => [status, errorEnvelope.describe(description)]),
  );
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route?: RouteOptions };

/**
 * @fastify/swagger's transform: each success answer inside the envelope, the error envelope for the failures a
 * call can give, file answers by content type, and the bearer token on every call that is not public.
 */
export function openApiTransform(input: TransformInput) {
  const schema = input.schema as (FastifySchema & { response?: Record<string, z.ZodType> }) | undefined;
  if (!schema || !isEnvelopeRoute(input.url)) return jsonSchemaTransform(input);
  const method = String(input.route?.method ?? 'GET');
  const access = input.route?.config?.access as AccessRule | undefined;
  const files: Record<string, { description: string; content: Record<string, unknown> }> = {};
  const response: Record<string, z.ZodType> = {};
  for (const [status, answer] of Object.entries(schema.response ?? {})) {
    const contentType = fileContentType(answer);
    if (contentType) {
      const description = String(z.globalRegistry.get(answer)?.description ?? 'The file.');
      files[status] = {
        description,
        content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
      };
    } else {
      response[status] = isSuccess(status)
        ? envelope(answer).describe(answer.description ?? 'Success.')
        : answer;
    }
  }
  const result = jsonSchemaTransform({
    ...input,
    schema: { ...schema, response: { ...errorResponses(method, access), ...response } },
  });
  const transformed = result.schema as Record<string, unknown> & { response: Record<string, unknown> };
  Object.assign(transformed.response, files);
  const upload = input.route?.config?.upload;
  if (upload) {
    transformed.body = uploadRequestBody(upload);
    transformed.consumes = ['multipart/form-data'];
  }
  if (access === 'public') transformed.security = [];
  else describeKeyAccess(transformed, input.route?.config?.apiKeyScope ?? null);
  return result;
}

/** Which API key scope the call needs (`x-scopes` and the `apiKey` requirement), or that keys cannot call it. */
function describeKeyAccess(operation: Record<string, unknown>, scope: ApiKeyScope | null): void {
  const said = typeof operation.description === 'string' ? `${operation.description}\n\n` : '';
  operation['x-scopes'] = scope ? [scope] : [];
  if (scope) {
    operation.security = [{ bearerAuth: [] }, { apiKey: [scope] }];
    operation.description = `${said}API keys: needs the scope \`${scope}\` (${scopeWords(scope)}).`;
  } else {
    operation.security = [{ bearerAuth: [] }];
    operation.description = `${said}API keys: not available; sign in to the app.`;
  }
}

const hasSuccessAnswer = (schema: { response?: Record<string, unknown> } | undefined) =>
  Object.keys(schema?.response ?? {}).some(isSuccess);

/**
 * Registration refuses a documented route without a summary, an operationId, tags and a success answer schema:
 * a new route follows the contract from its first commit.
 */
export function contractProblems(route: RouteOptions): string[] {
  const schema = route.schema as
    | (FastifySchema & { summary?: string; operationId?: string; tags?: string[]; hide?: boolean })
    | undefined;
  if (schema?.hide) return [];
  const problems: string[] = [];
  if (!schema?.summary) problems.push('a summary');
  if (!schema?.operationId) problems.push('an operationId');
  if (!schema?.tags?.length) problems.push('tags');
  if (!hasSuccessAnswer(schema as { response?: Record<string, unknown> })) {
    problems.push('a success answer in schema.response');
  }
  return problems;
}
