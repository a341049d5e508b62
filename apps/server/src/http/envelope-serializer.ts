/**
 * Response schemas describe a route's `data`: the envelope hook (envelope.ts) has already wrapped a success
 * answer as `{ data, error: null }` when it reaches the serializer, so the schema checks the `data` inside.
 * Other answers (errors, non-envelope routes) are checked as they are, like fastify-type-provider-zod does.
 */
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isEnvelopeRoute } from './envelope';

type Input = Parameters<typeof serializerCompiler>[0] & { httpStatus?: string };

export function envelopeSerializerCompiler(input: Input) {
  const plain = serializerCompiler(input);
  if (!isEnvelopeRoute(input.url) || !String(input.httpStatus ?? '200').startsWith('2')) return plain;
  const schema = input.schema as z.ZodType;
  return (payload: unknown) => {
    const parsed = schema.safeParse((payload as { data?: unknown } | null)?.data);
    if (!parsed.success)
      throw new Error(
        `${input.method} ${input.url} answered outside its response schema: ${parsed.error.message}`,
      );
    return JSON.stringify({ data: parsed.data, error: null });
  };
}
