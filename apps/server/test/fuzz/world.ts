/** The store the hostile suites attack: real rows of every kind, and the operations of the app's own document. */
import { and, eq } from 'drizzle-orm';
import { consignerTypes, users } from '../../src/db/schema';
import { importFiles, importMappings } from '../../src/db/schema-imports';
import { createApiKey } from '../../src/features/api-keys/service';
import { createEndpoint, sendTestEvent } from '../../src/features/webhooks/endpoints';
import type { AccessRule } from '../../src/http/access';
import { secretBoxFor } from '../../src/security/secret-box';
import { createTestApp, type TestContext } from '../helpers';
import { makeShop } from '../inventory-factories';
import { listenForProbe } from './event-loop-probe';
import { hasInput, type Operation, operationsOf, type World } from './operations';

export async function makeWorld(ctx: TestContext) {
  const shop = await makeShop(ctx);
  const item = await shop.item();
  const [owner] = await ctx.deps.db
    .select()
    .from(users)
    .where(and(eq(users.storeId, shop.store.id), eq(users.email, shop.ownerEmail)));
  const apiKey = await createApiKey(ctx.deps.db, {
    storeId: shop.store.id,
    owner: { userId: owner!.id, email: shop.ownerEmail },
    input: { name: `World key ${shop.handle}`, scopes: ['inventory:read'] },
  });
  const [type] = await ctx.deps.db
    .select()
    .from(consignerTypes)
    .where(eq(consignerTypes.storeId, shop.store.id));
  const imports = {} as World['imports'];
  for (const kind of ['consigners', 'items'] as const) {
    // The file's bytes are not stored: its answers are the row's; a dry run of it says the file is gone.
    const [file] = await ctx.deps.db
      .insert(importFiles)
      .values({
        storeId: shop.store.id,
        kind,
        fileName: `world-secret-${kind}.csv`,
        format: 'csv',
        storageKey: `${shop.store.id}/imports/00000000-0000-4000-8000-000000000000.csv`,
        columns: ['Email', 'Name'],
        sampleRows: [[shop.seller.email, 'Cat']],
      })
      .returning();
    const [mapping] = await ctx.deps.db
      .insert(importMappings)
      .values({ storeId: shop.store.id, kind, name: `world-secret-${kind}`, mapping: { email: 'Email' } })
      .returning();
    imports[kind] = { fileId: file!.id, mappingId: mapping!.id };
  }
  const hookUrl = `https://hooks-${shop.handle}.example.test/fuzz`;
  const hook = await createEndpoint(ctx.deps.db, {
    box: secretBoxFor(ctx.deps.env),
    storeId: shop.store.id,
    input: {
      url: hookUrl,
      description: '',
      events: ['item.sold'],
    },
  });
  const delivery = await sendTestEvent(ctx.deps.db, shop.store.id, hook.endpoint.id);
  const world: World = {
    handle: shop.handle,
    storeId: shop.store.id,
    productId: shop.product.id,
    templateId: shop.template.id,
    typeId: type!.id,
    locationName: shop.main.name,
    locationId: shop.back.id,
    subLocationId: shop.shelf.id,
    consignerId: shop.seller.consigner.id,
    employeeId: shop.clerk.employee.id,
    itemId: item.id,
    itemCode: item.code,
    apiKeyId: apiKey.key.id,
    imports,
    webhookEndpointId: hook.endpoint.id,
    webhookDeliveryId: delivery.deliveryId,
  };
  /** Strings only this store's rows contain: finding one in another store's answer is a leak. */
  const secrets = [
    item.code,
    shop.product.title,
    shop.product.sku,
    shop.seller.email,
    shop.clerk.email,
    apiKey.key.name,
    'world-secret-',
    hookUrl,
    hook.secret,
  ];
  return { shop, item, world, secrets };
}

export async function documentedOperations(ctx: TestContext): Promise<Operation[]> {
  const doc = await ctx.app.inject({ url: '/api/docs/json' });
  const body = doc.json() as { data?: unknown };
  return operationsOf((body.data ?? body) as Parameters<typeof operationsOf>[0]).filter(hasInput);
}

/** Reads first, then writes, then what deletes or signs out, so each operation meets the seeded rows. */
const DESTRUCTIVE = /delete|logout|withdraw|decline|cancel|merge|reset|updatePassword/i;
export const byRisk = (ops: Operation[]) => {
  const rank = (op: Operation) =>
    DESTRUCTIVE.test(op.path) || op.method === 'DELETE' ? 2 : op.method === 'GET' ? 0 : 1;
  return [...ops].sort((a, b) => rank(a) - rank(b));
};

export function accessOf(ctx: TestContext, op: Operation): AccessRule | undefined {
  const url = op.path.replace(/\{(\w+)\}/g, ':$1');
  return ctx.routes.find((r) => r.url === url && r.method === op.method)?.access;
}

/** The store owner for staff routes, a consigner for seller routes; `alternate` picks the consigner on shared ones. */
export function tokenFor(
  ctx: TestContext,
  op: Operation,
  tokens: { owner: string; consigner: string },
  alternate = false,
): string | null {
  const access = accessOf(ctx, op);
  if (!access || access === 'public') return null;
  if (access.kind === 'consigner') return tokens.consigner;
  if (access.kind === 'staffOrConsigner' && alternate) return tokens.consigner;
  return tokens.owner;
}

/** What a hostile test attacks: a seeded store's world and tokens, and the app listening for the /healthz probe. */
export interface HostileWorld {
  ctx: TestContext;
  world: World;
  tokens: { owner: string; consigner: string };
  operations: Operation[];
  baseUrl: string;
}

export async function hostileWorld(): Promise<HostileWorld> {
  const ctx = await createTestApp();
  const baseUrl = await listenForProbe(ctx.app);
  const made = await makeWorld(ctx);
  return {
    ctx,
    world: made.world,
    tokens: { owner: made.shop.ownerToken, consigner: made.shop.seller.token },
    operations: await documentedOperations(ctx),
    baseUrl,
  };
}
