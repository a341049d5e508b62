import { eq, sql } from 'drizzle-orm';
import type { Env } from '../config/env';
import { storeScoped } from '../core/store-scope';
import type { UrlConfig } from '../core/urls';
import type { Db } from '../db/client';
import {
  consigners,
  consignerTypes,
  employees,
  jobs,
  locations,
  products,
  productTemplates,
  stores,
  subLocations,
  users,
} from '../db/schema';
import { LOCAL_SHOPIFY_SHOP, LOCAL_SHOPIFY_TOKEN } from '../dev-integrations/local-shopify';
import { hashPassword } from '../features/auth/passwords';
import { type BillingEnv, billingConfig } from '../features/billing/config';
import { createStore, findStoreByHandle } from '../features/stores/service';
import { enqueueJob } from '../jobs/queue';
import { type SecretsConfig, secretBoxFor } from '../security/secret-box';
import { sealShopifyToken } from '../storefront/shopify-token';
import { seedDemoBilling } from './demo-billing';
import { DEMO_TYPES, demoConsigners, demoProducts } from './demo-catalogue';
import { DEMO_HISTORY_JOB } from './demo-history';

export const DEMO = {
  handle: 'demo',
  password: 'demo-pass-1',
  owner: 'owner@demo.test',
  staff: 'staff@demo.test',
  seller: 'seller@demo.test',
} as const;

const DAY = 86_400_000;

/**
 * The demo store of the README: logins, account types, consigners, locations and catalogue now, in one
 * transaction; its year of history (items, orders, payouts) is a job run right after the server answers
 * (demo-history.ts). Idempotent: `npm start` calls it on every boot and it does nothing once the store exists.
 */
export async function seedDemoStore(
  db: Db,
  cfg: UrlConfig & SecretsConfig & BillingEnv & Pick<Env, 'NODE_ENV' | 'STOREFRONT'>,
): Promise<boolean> {
  if (await findStoreByHandle(db, DEMO.handle)) return false;
  const store = await createStore(db, cfg, {
    name: 'Demo Sneaker Consignment',
    email: DEMO.owner,
    handle: DEMO.handle,
    ownerName: { firstName: 'Olivia', lastName: 'Owner' },
  });
  const storeId = store.id;
  const passwordHash = await hashPassword(DEMO.password);
  const now = Date.now();
  const since = (days: number) => new Date(now - days * DAY);
  await db.transaction(async (tx) => {
    await tx
      .update(stores)
      // The demo's shop takes orders paid at pickup (a production shop needs this setting and its marketplace on).
      .set({
        createdAt: since(400),
        settings: { ...store.settings, shopPayInStore: true },
        ...localTestShopOf(cfg, storeId),
      })
      .where(eq(stores.id, storeId));
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true })
      .where(storeScoped(users, storeId, eq(users.email, DEMO.owner)));
    const [staffUser] = await tx
      .insert(users)
      .values({ storeId, email: DEMO.staff, passwordHash, emailVerified: true })
      .returning();
    await tx.insert(employees).values({
      storeId,
      userId: staffUser!.id,
      firstName: 'Sam',
      lastName: 'Staff',
      email: DEMO.staff,
      role: 'Staff',
      accessControls: ['Products', 'Inventory', 'Orders'],
      createdAt: since(380),
    });

    const [standard] = await tx
      .select()
      .from(consignerTypes)
      .where(storeScoped(consignerTypes, storeId, eq(consignerTypes.isDefault, true)));
    const types = await tx
      .insert(consignerTypes)
      .values(DEMO_TYPES.map((t) => ({ storeId, ...t })))
      .returning();
    const [sellerUser] = await tx
      .insert(users)
      .values({ storeId, email: DEMO.seller, passwordHash, emailVerified: true })
      .returning();
    await tx.insert(consigners).values([
      {
        storeId,
        userId: sellerUser!.id,
        consignerTypeId: standard!.id,
        email: DEMO.seller,
        firstName: 'Casey',
        lastName: 'Seller',
        phone: '+1 555 0100',
        address: '12 Market Street, Springfield',
        payoutType: 'Paypal',
        payoutData: DEMO.seller,
        acceptedTOS: true,
        isActive: true,
        createdAt: since(390),
      },
      ...demoConsigners().map((c) => ({
        storeId,
        consignerTypeId: c.type === null ? standard!.id : types[c.type]!.id,
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: c.phone,
        payoutType: c.payoutType,
        payoutData: c.payoutType === 'Bank' ? null : c.email,
        acceptedTOS: true,
        isActive: true,
        createdAt: since(c.joinedDaysAgo),
      })),
    ]);

    const [sneakers] = await tx.select().from(productTemplates).where(storeScoped(productTemplates, storeId));
    await tx.insert(productTemplates).values({
      storeId,
      title: 'Apparel',
      brand: 'Any',
      category: 'Streetwear',
      option1: 'Size',
      option2: 'Condition',
      option1Values: ['XS', 'S', 'M', 'L', 'XL'],
      option2Values: ['New', 'Used'],
    });
    const [main] = await tx.select().from(locations).where(storeScoped(locations, storeId));
    const [backroom, warehouse] = await tx
      .insert(locations)
      .values([
        { storeId, name: 'Back Room' },
        { storeId, name: 'Warehouse', address: '48 Dock Road, Springfield' },
      ])
      .returning();
    await seedDemoBilling(tx, { config: billingConfig(cfg), storeId, now: new Date(now) });
    await tx.insert(subLocations).values([
      { storeId, locationId: main!.id, name: 'Wall A' },
      { storeId, locationId: main!.id, name: 'Wall B' },
      { storeId, locationId: backroom!.id, name: 'Shelf 1' },
      { storeId, locationId: warehouse!.id, name: 'Rack 1' },
    ]);
    await tx.insert(products).values(
      demoProducts().map((p) => ({
        storeId,
        productTemplateId: sneakers!.id,
        title: p.title,
        brand: p.brand,
        sku: p.sku,
        category: 'Sneakers',
        gender: p.gender,
        year: p.year,
        color: p.color,
        // Drawings shipped with the web app (apps/web/public/demo), so the demo catalogue has pictures offline.
        image: p.image,
        imageList: [p.image],
        createdAt: since(395),
      })),
    );
    // The year of history is written by the job, after the server answers (see main.ts's banner).
    await enqueueJob(tx, { name: DEMO_HISTORY_JOB, storeId, maxAttempts: 3 });
  });
  return true;
}

/**
 * Outside production (and with the built-in storefront) the demo store is connected to the local test Shopify
 * shop, so "Import from Shopify" can be tried; production never connects a store to a stand-in.
 */
function localTestShopOf(cfg: SecretsConfig & Pick<Env, 'NODE_ENV' | 'STOREFRONT'>, storeId: number) {
  if (cfg.NODE_ENV === 'production' || cfg.STOREFRONT !== 'local') return {};
  return {
    shop: LOCAL_SHOPIFY_SHOP,
    storefrontAccessToken: sealShopifyToken(secretBoxFor(cfg), storeId, LOCAL_SHOPIFY_TOKEN),
  };
}

/** Whether the demo store's history job is still queued or running (for the banner). */
export async function demoHistoryPending(db: Db, storeId: number): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      storeScoped(
        jobs,
        storeId,
        eq(jobs.name, DEMO_HISTORY_JOB),
        sql`${jobs.status} in ('queued', 'running')`,
      ),
    );
  return Number(rows[0]?.n ?? 0) > 0;
}
