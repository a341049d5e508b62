/** Shared by the billing tests: a store's billing account moved to a chosen state, and helpers to read it. */
import type { TestContext } from '../../../test/helpers';
import { storeScoped } from '../../core/store-scope';
import { billingAccounts, billingAdjustments, billingInvoices } from '../../db/schema';
import { ensureAccount } from './account';
import { billingConfig } from './config';

export const billingOf = (ctx: TestContext) => billingConfig(ctx.deps.env);

export async function setAccount(
  ctx: TestContext,
  storeId: number,
  patch: Partial<typeof billingAccounts.$inferInsert>,
) {
  await ensureAccount(ctx.deps.db, { config: billingOf(ctx), storeId });
  // Moving the period end moves the day periods end on with it, as a real trial ending that day would.
  const anchor =
    patch.currentPeriodEnd && patch.anchorDay === undefined
      ? { anchorDay: patch.currentPeriodEnd.getUTCDate() }
      : {};
  await ctx.deps.db
    .update(billingAccounts)
    .set({ ...patch, ...anchor })
    .where(storeScoped(billingAccounts, storeId));
}

export async function accountOf(ctx: TestContext, storeId: number) {
  const [row] = await ctx.deps.db.select().from(billingAccounts).where(storeScoped(billingAccounts, storeId));
  return row!;
}

export async function invoicesOf(ctx: TestContext, storeId: number) {
  return ctx.deps.db.select().from(billingInvoices).where(storeScoped(billingInvoices, storeId));
}

export async function adjustmentsOf(ctx: TestContext, storeId: number) {
  return ctx.deps.db.select().from(billingAdjustments).where(storeScoped(billingAdjustments, storeId));
}
