/**
 * After the grace period a past-due (or cancelled) store's staff cannot change the catalogue or take in stock.
 * One check for every staff write (API keys act as their owner), keyed on the route's area: see PAUSED_AREAS. Sales, orders, payouts, withdrawals and
 * everything a consigner does keep working: consigners are never punished for the store's bill.
 */
import { isReadOnly } from '@backroom/domain/billing';
import type { FastifyInstance } from 'fastify';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { billingAccounts } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { BillingConfig } from './config';

export const READ_ONLY_MESSAGE =
  "This store's Backroom bill is overdue, so catalogue and intake changes are paused. The owner can pay it under Settings → Billing; sales, payouts and the seller portal keep working.";

/**
 * The areas (the OpenAPI tags) whose writes add or change the catalogue, stock, consigner types or locations.
 * Every staff write in these areas is paused, whatever its route: a route added to one of them later is covered
 * without anyone remembering to list it.
 */
export const PAUSED_AREAS = new Set([
  'products',
  'productTemplates',
  'inventory',
  'store requests',
  'scans',
  'imports',
  'consignerTypes',
  'locations',
  'consignmentTerms',
]);

/**
 * Writes in those areas that stay open: quotes sent as POST that change nothing, printing tags for stock already
 * in, and what lets stock go back to its consigner (declines and withdrawals: a consigner is never punished for
 * the store's bill).
 */
export const STAYS_OPEN = new Set(
  [
    'fees',
    'lowestPriceInventories',
    'getLowestPriceForVariant',
    'bulkPrintInventory',
    'declineInventory',
    'declineRequestToSell',
    'bulkDeclineRequestToSell',
    'withdrawInventory',
    'requestInventoryWithdrawal',
    'acceptInventoryWithdrawal',
    'declineInventoryWithdrawal',
    'cancelDropoff',
  ]
    .map((call) => `POST /api/inventories/${call}`)
    .concat('POST /api/consigners/sendStoreRequestedItemsEmail'),
);

/** Whether a staff request with this method, route and tags is paused while the store is read-only. */
export function pausedWhenReadOnly(
  method: string,
  url: string,
  tags: readonly string[] | undefined,
): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (STAYS_OPEN.has(`${method} ${url}`)) return false;
  return (tags ?? []).some((tag) => PAUSED_AREAS.has(tag));
}

export async function storeIsReadOnly(
  db: Db,
  { config, storeId, now = new Date() }: { config: BillingConfig; storeId: number; now?: Date },
) {
  const [account] = await db
    .select({
      status: billingAccounts.status,
      cancelAtPeriodEnd: billingAccounts.cancelAtPeriodEnd,
      pastDueSince: billingAccounts.pastDueSince,
    })
    .from(billingAccounts)
    .where(storeScoped(billingAccounts, storeId));
  return account ? isReadOnly(account, now, config.graceDays) : false;
}

/** Registered before the routes; runs after the access check (onRequest) and before the body is validated. */
export function registerBillingReadOnly(app: FastifyInstance, db: Db, config: BillingConfig): void {
  app.addHook('preValidation', async (request) => {
    if (!request.principal?.employee || !request.store) return;
    const { url, schema } = request.routeOptions;
    const tags = (schema as { tags?: string[] } | undefined)?.tags;
    if (!pausedWhenReadOnly(request.method, String(url), tags)) return;
    if (await storeIsReadOnly(db, { config, storeId: request.store.id }))
      throw new AppError('PAYMENT_REQUIRED', READ_ONLY_MESSAGE);
  });
}
