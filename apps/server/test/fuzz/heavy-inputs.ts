/**
 * The operations of the OpenAPI document that take a file or an image, for the heavy-input attacks: multipart
 * uploads (`requestBody` of `multipart/form-data` with a binary `file`) and JSON fields marked with an image
 * `contentMediaType` (a drawn signature as a data URL).
 */
import type { JsonSchema } from './operations';

type Schema = JsonSchema & { contentMediaType?: string };

interface OpenApiOperation {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface HeavyInput {
  operationId: string;
  method: string;
  /** OpenAPI path, `{id}` style. */
  path: string;
  /** `multipart`: the upload's `file`; otherwise the JSON body field that carries the image. */
  field: 'multipart' | string;
  /** The accepted media types as the document states them. */
  mediaTypes: string;
}

function jsonFields(schema: Schema | undefined, found: Map<string, string>) {
  if (!schema) return;
  for (const [name, prop] of Object.entries(schema.properties ?? {}) as [string, Schema][]) {
    if (prop.contentMediaType) found.set(name, prop.contentMediaType);
  }
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    jsonFields(part as Schema, found);
  }
}

export function heavyInputs(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): HeavyInput[] {
  const inputs: HeavyInput[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const base = { operationId: op.operationId ?? `${method} ${path}`, method: method.toUpperCase(), path };
      const file = (content['multipart/form-data']?.schema?.properties?.file ?? null) as Schema | null;
      if (file?.contentMediaType)
        inputs.push({ ...base, field: 'multipart', mediaTypes: file.contentMediaType });
      const fields = new Map<string, string>();
      jsonFields(content['application/json']?.schema, fields);
      for (const [field, mediaTypes] of fields) inputs.push({ ...base, field, mediaTypes });
    }
  }
  return inputs;
}

export const takesImage = (input: HeavyInput) => /image\//.test(input.mediaTypes);
export const takesSpreadsheet = (input: HeavyInput) => /text\/csv/.test(input.mediaTypes);
