/** The operations of the app's own OpenAPI document, with a plausible request for each (the fuzz's base). */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  format?: string;
  nullable?: boolean;
}

export interface Operation {
  method: string;
  /** OpenAPI path, `{id}` style. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  /** The operation's area (OpenAPI tags), as its route declares it. */
  tags: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        tags?: string[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Routes that are not the API: the docs, the dev mailbox, stored files, the health probe. */
const OUT_OF_SCOPE = /^\/(dev|healthz|uploads)|^\/api\/docs/;

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (OUT_OF_SCOPE.test(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        tags: op.tags ?? [],
      });
    }
  }
  return ops;
}

export const hasInput = (op: Operation) =>
  op.pathParams.length > 0 || op.queryParams.length > 0 || op.body !== null || op.method !== 'GET';

/** Real ids of the fuzzed store, so a request gets past "not found" and reaches the writes. */
export interface World {
  handle: string;
  storeId: number;
  productId: number;
  templateId: number;
  typeId: number;
  locationName: string;
  locationId: number;
  subLocationId: number;
  consignerId: number;
  employeeId: number;
  itemId: number;
  itemCode: string;
  /** The public id of one of the store's API keys. */
  apiKeyId: string;
  /** An uploaded import file and a saved mapping of each kind (imports/routes.ts). */
  imports: Record<'consigners' | 'items', { fileId: string; mappingId: number }>;
  webhookEndpointId: number;
  webhookDeliveryId: number;
}

export function pathValue(world: World, path: string, name: string): string {
  if (name === 'code') return world.itemCode;
  if (name === 'domain' || name === 'handle') return world.handle;
  if (name === 'accountType') return 'Default';
  if (path.startsWith('/api/apiKeys')) return world.apiKeyId;
  const imported = /^\/api\/imports\/(consigners|items)\/(files|mappings)/.exec(path);
  if (imported) {
    const kind = world.imports[imported[1] as 'consigners' | 'items'];
    return imported[2] === 'files' ? kind.fileId : String(kind.mappingId);
  }
  const byPrefix: [RegExp, number][] = [
    [/^\/api\/stores/, world.storeId],
    [/^\/api\/employees/, world.employeeId],
    [/^\/api\/products|^\/open\/shop\/products/, world.productId],
    [/^\/api\/productTemplates/, world.templateId],
    [/^\/api\/consignerTypes/, world.typeId],
    [/^\/api\/locations/, world.locationId],
    [/^\/api\/subLocations/, world.subLocationId],
    [/^\/api\/consigners|^\/api\/payouts\/consigner/, world.consignerId],
    [/^\/api\/inventor/, world.itemId],
    [/^\/api\/webhooks\/endpoints/, world.webhookEndpointId],
    [/^\/api\/webhooks\/deliveries/, world.webhookDeliveryId],
  ];
  return String(byPrefix.find(([re]) => re.test(path))?.[1] ?? 1);
}

/** A value the schema would plausibly accept; field names pick the store's real ids and names. */
export function sampleOf(schema: JsonSchema | undefined, world: World, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const concrete = alternatives.find((s) => s.type !== 'null') ?? alternatives[0];
    return sampleOf(concrete, world, name);
  }
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], world, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const lower = name.toLowerCase();
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(sub, world, key);
    return out;
  }
  if (type === 'array') {
    if (lower === 'ids' || lower.startsWith('inventor')) return [world.itemId];
    if (schema.prefixItems) return schema.prefixItems.map((s) => sampleOf(s, world, name));
    const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
    if (items.length > 1) return items.map((s) => sampleOf(s, world, name));
    return [sampleOf(items[0], world, name.replace(/s$/, ''))];
  }
  if (type === 'boolean') return false;
  if (type === 'integer' || type === 'number') return numberFor(lower, world, schema);
  return stringFor(lower, world);
}

function numberFor(name: string, world: World, schema: JsonSchema): number {
  if (name.includes('product') && name.endsWith('id')) return world.productId;
  if (name.includes('template')) return world.templateId;
  if (name === 'year') return 2021;
  if (name.includes('consigner')) return world.consignerId;
  if (name.includes('location') && name.endsWith('id')) return world.locationId;
  if (name === 'id' || name.endsWith('ids')) return world.itemId;
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  return Math.max(min, name.includes('page') || name.includes('quantity') ? 1 : 10);
}

/** Field names whose plausible value is fixed (the store's real names, formats the schemas require). */
const KNOWN_TEXT: Record<string, string> = {
  status: 'Active',
  timezone: 'UTC',
  year: '2021',
  requestkey: 'fuzz-request-key-0001',
  consignerurl: 'fuzz.example.test',
  instoreurl: 'shop.fuzz.example.test',
  refreshtoken: 'fuzz-refresh-token-0001',
  token: 'fuzz-link-token-0001',
  checkoutid: '00000000-0000-4000-8000-000000000001',
  payouttype: 'Paypal',
  payoutdata: 'fuzz@example.test',
  size: '10',
  option1value: '10',
  option2value: 'New',
};

function stringFor(name: string, world: World): string {
  if (KNOWN_TEXT[name]) return KNOWN_TEXT[name];
  if (name.includes('email')) return 'fuzz@example.test';
  if (name.includes('password')) return 'correct-horse-2';
  if (name === 'location' || name === 'locationname') return world.locationName;
  if (name.includes('url') || name === 'logo' || name.startsWith('image'))
    return 'https://example.test/a.png';
  if (name === 'currency') return 'USD';
  if (name === 'handle') return 'fuzz-shop';
  if (name.includes('date')) return '2026-01-01';
  if (name === 'consigner') return String(world.consignerId);
  if (name.includes('price') || name === 'cost') return '10';
  return 'Fuzz';
}

/** Every leaf path of a sample body ([] for the body itself is not a leaf). */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.length ? value.flatMap((v, i) => leafPaths(v, [...prefix, i])) : [prefix];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return prefix.length ? [prefix] : [];
    return entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
  }
  return [prefix];
}

export function withValue(base: unknown, path: (string | number)[], value: unknown, drop = false): unknown {
  if (!path.length) return value;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (!rest.length && drop) delete copy[head];
  else copy[head] = withValue(copy[head], rest, value, drop);
  return copy;
}
