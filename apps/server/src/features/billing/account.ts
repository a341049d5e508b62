/** The store's billing account: made on first use with a trial that starts then (also for stores made before billing). */
import { addDays } from '@backroom/domain/billing';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { billingAccounts, consigners, employees, inventories, locations, stores } from '../../db/schema';
import type { BillingConfig } from './config';

export type BillingAccount = typeof billingAccounts.$inferSelect;

function newAccount(config: BillingConfig, storeId: number, now: Date) {
  const trialEndsAt = addDays(now, config.trialDays);
  return {
    storeId,
    planId: config.plans[0]!.id,
    status: 'trialing' as const,
    trialEndsAt,
    currentPeriodStart: now,
    currentPeriodEnd: trialEndsAt,
    anchorDay: trialEndsAt.getUTCDate(),
  };
}

export async function ensureAccount(
  db: DbOrTx,
  { config, storeId, now = new Date() }: { config: BillingConfig; storeId: number; now?: Date },
): Promise<BillingAccount> {
  const [existing] = await db.select().from(billingAccounts).where(storeScoped(billingAccounts, storeId));
  if (existing) return existing;
  await db
    .insert(billingAccounts)
    .values(newAccount(config, storeId, now))
    .onConflictDoNothing();
  const [made] = await db.select().from(billingAccounts).where(storeScoped(billingAccounts, storeId));
  return made!;
}

/** The account locked for the rest of the transaction: plan changes and the invoice run never interleave. */
export async function lockAccount(
  tx: DbOrTx,
  config: BillingConfig,
  storeId: number,
): Promise<BillingAccount> {
  const locked = () =>
    tx.select().from(billingAccounts).where(storeScoped(billingAccounts, storeId)).for('update');
  const [row] = await locked();
  if (row) return row;
  await ensureAccount(tx, { config, storeId });
  const [made] = await locked();
  return made!;
}

/** Accounts for every store that has none yet (the invoice run's first step), in one statement. */
export async function backfillAccounts(db: DbOrTx, config: BillingConfig, now = new Date()): Promise<number> {
  const fresh = newAccount(config, 0, now);
  const result = await db.execute(sql`
    insert into billing_accounts (store_id, plan_id, status, trial_ends_at, current_period_start,
      current_period_end, anchor_day)
    select s.id, ${fresh.planId}, 'trialing', ${fresh.trialEndsAt.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz, ${fresh.trialEndsAt.toISOString()}::timestamptz, ${fresh.anchorDay}
    from stores s
    where not exists (select 1 from billing_accounts b where b.store_id = s.id)
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

export interface BillingUsage {
  locations: { id: number; name: string }[];
  items: number;
  consigners: number;
}

/** What drives the price: the store's locations. */
export async function locationsOf(db: DbOrTx, storeId: number) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(storeScoped(locations, storeId))
    .orderBy(locations.id);
}

/** The locations, and for information the items in stock and the consigners (not in a transaction: in parallel). */
export async function usageOf(db: Db, storeId: number): Promise<BillingUsage> {
  const [places, [items], [people]] = await Promise.all([
    locationsOf(db, storeId),
    db
      .select({ n: count() })
      .from(inventories)
      .where(storeScoped(inventories, storeId, isNull(inventories.deletedAt))),
    db
      .select({ n: count() })
      .from(consigners)
      .where(
        storeScoped(consigners, storeId, eq(consigners.isStoreAccount, false), isNull(consigners.deletedAt)),
      ),
  ]);
  return { locations: places, items: items?.n ?? 0, consigners: people?.n ?? 0 };
}

/** Who billing e-mails go to: the owner (the Admin employee), else the store's support address. */
export async function storeOwner(db: DbOrTx, storeId: number) {
  const [store] = await db
    .select({ name: stores.name, supportEmail: stores.supportEmail })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) return null;
  const [owner] = await db
    .select({ email: employees.email })
    .from(employees)
    .where(storeScoped(employees, storeId, eq(employees.role, 'Admin'), isNull(employees.deletedAt)))
    .orderBy(employees.id)
    .limit(1);
  return { name: store.name, email: owner?.email ?? store.supportEmail };
}
