/** The store the hostile suites attack: real rows of every kind, and the operations of the app's own document. */
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers';
import { makeShop } from '../../../test/inventory-factories';
import { consignerTypes } from '../../db/schema';
import { createEndpoint, sendTestEvent } from '../../features/webhooks/endpoints';
import { secretBoxFor } from '../../security/secret-box';
import type { AccessRule } from '../access';
import { hasInput, type Operation, operationsOf, type World } from './operations';

export async function makeWorld(ctx: TestContext) {
  const shop = await makeShop(ctx);
  const item = await shop.item();
  const [type] = await ctx.deps.db
    .select()
    .from(consignerTypes)
    .where(eq(consignerTypes.storeId, shop.store.id));
  const hookUrl = `https://hooks-${shop.handle}.example.test/fuzz`;
  const hook = await createEndpoint(ctx.deps.db, secretBoxFor(ctx.deps.env), shop.store.id, {
    url: hookUrl,
    description: '',
    events: ['item.sold'],
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
