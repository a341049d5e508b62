/**
 * The API's answers, shared by the server (response schemas: what leaves the server and the OpenAPI document)
 * and the web apps (their answer types). A schema's input is what a handler may return (a Date for a time);
 * its output is what the client receives (an ISO string).
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { coercedRowId, queryText } from '../schemas/common';

/** A moment: the server hands over a Date (or an ISO text from raw SQL), the client reads an ISO 8601 text. */
export const timestamp = z
  .union([z.date(), z.string()])
  .transform((value) => (value instanceof Date ? value.toISOString() : value))
  .meta({ type: 'string', format: 'date-time' });

/** A calendar day, `YYYY-MM-DD`. */
export const day = z.string().meta({ format: 'date', examples: ['2026-11-25'] });

/** Every failed call: `{ data: null, error: "a sentence in words" }` with an honest HTTP status. */
export const errorEnvelope = z
  .object({
    data: z.null(),
    error: z.string().meta({ examples: ['Please sign in.'] }),
  })
  .describe('The call failed; `error` says why in words.');

/** A successful call's envelope around its data. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, error: z.null() });

/** `{ ok: true }`: the change was made. */
export const okAnswer = z.object({ ok: z.literal(true) });

/** A list page: the rows and how many there are in all. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });

/** The type a client receives for a schema. */
export type Answer<T extends z.ZodType> = z.output<T>;

const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);

/** `?page&pageSize` of list endpoints: page from 1, pageSize 1..500 (the spec's sizes are 10 to 500). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** A search text: trimmed, blank is none, at most 200 characters, no control characters. */
export const searchQuery = queryText(200);

/** `/:id` of a row. */
export const idParams = z.object({ id: coercedRowId() });

/** A file answer (PDF, CSV, image): declared by its content type, sent as it is. */
export function fileAnswer(contentType: string, description: string) {
  return z.string().meta({ fileContentType: contentType, description });
}
