/**
 * After the grace period a past-due (or cancelled) store's staff cannot change the catalogue or take in stock.
 * One check for every such route, keyed on the route's method and path. Sales, orders, payouts, withdrawals and
 * everything a consigner does keep working: consigners are never punished for the store's bill.
 */
import { isReadOnly } from '@backroom/domain/billing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { billingAccounts } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { BillingConfig } from './config';

export const READ_ONLY_MESSAGE =
  "This store's Backroom bill is overdue, so catalogue and intake changes are paused. The owner can pay it under Settings → Billing; sales, payouts and the seller portal keep working.";

const intake = [
  'acceptRequestToSell',
  'bulkAcceptRequestToSell',
  'acceptInventory',
  'bulkAcceptInventory',
  'storeBuyRequestedInventory',
].map((call) => `POST /api/inventories/${call}`);

/** Catalogue and intake writes by staff. */
export const READ_ONLY_ROUTES = new Set([
  'POST /api/products',
  'PUT /api/products/:id',
  'POST /api/products/merge',
  'POST /api/products/shopifyProducts',
  'POST /api/productTemplates',
  'PUT /api/productTemplates/:id',
  'DELETE /api/productTemplates/:id',
  'POST /api/inventories',
  'PUT /api/inventories/:id',
  'POST /api/inventories/storeRequest',
  'POST /api/inventories/scan/save',
  'POST /api/inventories/scan/attachGtin',
  ...intake,
]);

export async function storeIsReadOnly(db: Db, config: BillingConfig, storeId: number, now = new Date()) {
  const [account] = await db
    .select({
      status: billingAccounts.status,
      cancelAtPeriodEnd: billingAccounts.cancelAtPeriodEnd,
      pastDueSince: billingAccounts.pastDueSince,
    })
    .from(billingAccounts)
    .where(eq(billingAccounts.storeId, storeId));
  return account ? isReadOnly(account, now, config.graceDays) : false;
}

/** Registered before the routes; runs after the access check (onRequest) and before the body is validated. */
export function registerBillingReadOnly(app: FastifyInstance, db: Db, config: BillingConfig): void {
  app.addHook('preValidation', async (request) => {
    if (!request.principal?.employee || !request.store) return;
    if (!READ_ONLY_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (await storeIsReadOnly(db, config, request.store.id))
      throw new AppError('PAYMENT_REQUIRED', READ_ONLY_MESSAGE);
  });
}
