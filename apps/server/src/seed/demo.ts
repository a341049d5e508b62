import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  consigners,
  consignerTypes,
  employees,
  inventories,
  locations,
  products,
  productTemplates,
  subLocations,
  users,
} from '../db/schema';
import { hashPassword } from '../features/auth/passwords';
import { feeColumns, loadFeeContext, quoteFor } from '../features/inventory/fee-context';
import { ingestOrder } from '../features/orders/ingest';
import { createPayout } from '../features/payouts/create';
import { markPayoutPaid } from '../features/payouts/mark-paid';
import { createStore, findStoreByHandle } from '../features/stores/service';
import type { UrlConfig } from '../features/stores/urls';

export const DEMO = {
  handle: 'demo',
  password: 'demo-pass-1',
  owner: 'owner@demo.test',
  staff: 'staff@demo.test',
  seller: 'seller@demo.test',
} as const;

const PRODUCTS = [
  { title: 'Air Jordan 1 Retro High OG Chicago', brand: 'Jordan', sku: 'DZ5485-612', price: 32000 },
  { title: 'Nike Dunk Low Panda', brand: 'Nike', sku: 'DD1391-100', price: 11000 },
  { title: 'Yeezy Boost 350 V2 Onyx', brand: 'adidas', sku: 'HQ4540', price: 23000 },
  { title: 'New Balance 550 White Green', brand: 'New Balance', sku: 'BB550WT1', price: 12500 },
  { title: 'Nike Air Max 1 Patta Waves', brand: 'Nike', sku: 'DH1348-001', price: 27500 },
  { title: 'Travis Scott x Jordan 1 Low Mocha', brand: 'Jordan', sku: 'CQ4277-001', price: 99000 },
];

/** The demo store of the README: idempotent, so `npm start` can call it on every boot. */
export async function seedDemoStore(db: Db, cfg: UrlConfig): Promise<boolean> {
  if (await findStoreByHandle(db, DEMO.handle)) return false;
  const store = await createStore(db, cfg, {
    name: 'Demo Sneaker Consignment',
    email: DEMO.owner,
    handle: DEMO.handle,
    ownerName: { firstName: 'Olivia', lastName: 'Owner' },
  });
  const storeId = store.id;
  const passwordHash = await hashPassword(DEMO.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true })
      .where(and(eq(users.storeId, storeId), eq(users.email, DEMO.owner)));

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
    });

    const [type] = await tx
      .select()
      .from(consignerTypes)
      .where(and(eq(consignerTypes.storeId, storeId), eq(consignerTypes.isDefault, true)));
    await tx
      .insert(consignerTypes)
      .values({ storeId, accountType: 'VIP', sellingFee: 12, minFee: 1500, flatFee: 0 });
    const [sellerUser] = await tx
      .insert(users)
      .values({ storeId, email: DEMO.seller, passwordHash, emailVerified: true })
      .returning();
    const [seller] = await tx
      .insert(consigners)
      .values({
        storeId,
        userId: sellerUser!.id,
        consignerTypeId: type!.id,
        email: DEMO.seller,
        firstName: 'Casey',
        lastName: 'Seller',
        phone: '+1 555 0100',
        address: '12 Market Street, Springfield',
        payoutType: 'Paypal',
        payoutData: DEMO.seller,
        acceptedTOS: true,
        isActive: true,
      })
      .returning();

    const [template] = await tx.select().from(productTemplates).where(eq(productTemplates.storeId, storeId));
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
    const [main] = await tx.select().from(locations).where(eq(locations.storeId, storeId));
    const [backroom] = await tx.insert(locations).values({ storeId, name: 'Back Room' }).returning();
    await tx.insert(subLocations).values([
      { storeId, locationId: main!.id, name: 'Wall A' },
      { storeId, locationId: main!.id, name: 'Wall B' },
      { storeId, locationId: backroom!.id, name: 'Shelf 1' },
    ]);

    const made = await tx
      .insert(products)
      .values(
        PRODUCTS.map((p) => ({
          storeId,
          productTemplateId: template!.id,
          title: p.title,
          brand: p.brand,
          sku: p.sku,
          category: 'Sneakers',
          gender: 'Men',
          // Drawings shipped with the web app (apps/web/public/demo), so the demo catalogue has pictures offline.
          image: `/demo/${p.sku}.svg`,
          imageList: [`/demo/${p.sku}.svg`],
        })),
      )
      .returning();

    const statuses = [
      'Active',
      'Active',
      'Active',
      'Pending',
      'Requested',
      'Sold',
      'Withdrawn',
      'RequestPriceChange',
    ];
    // Payouts and fees come from the domain's fee engine, as they do for items added through the API.
    const fees = await loadFeeContext(tx, store);
    const sellerFees = {
      isStoreAccount: false,
      consignerTypeId: seller!.consignerTypeId,
      chargeTax: seller!.chargeTax,
      balanceOwed: seller!.balanceOwed,
    };
    const now = Date.now();
    const rows: (typeof inventories.$inferInsert)[] = made.flatMap((product, pi) =>
      statuses.slice(0, 4 + (pi % 5)).map((status, si) => {
        const price = PRODUCTS[pi]!.price + si * 500;
        const accepted = ['Active', 'Sold', 'Withdrawn', 'RequestPriceChange'].includes(status);
        const option1Value = String(8 + ((pi + si) % 6));
        const option2Value = si % 3 === 0 ? 'Used' : 'New';
        const quote = quoteFor(fees, sellerFees, { price, category: 'Sneakers', option1Value, option2Value });
        return {
          storeId,
          code: `${DEMO.handle}_${String(100000 + pi * 100 + si)}`,
          productId: product.id,
          productTemplateId: template!.id,
          consignerId: seller!.id,
          status,
          price,
          requestedPrice: status === 'RequestPriceChange' ? price - 1000 : null,
          ...feeColumns(quote),
          option1Value,
          option2Value,
          category: 'Sneakers',
          locationId: accepted ? (si % 2 ? backroom!.id : main!.id) : null,
          acceptedOn: accepted ? new Date(now - (si + 1) * 86_400_000) : null,
          soldOn: status === 'Sold' ? new Date(now - 3_600_000) : null,
          soldPrice: status === 'Sold' ? price : null,
          createdAt: new Date(now - (si + 2) * 86_400_000),
          updatedAt: new Date(now - si * 3_600_000),
        };
      }),
    );
    // Two open store requests (Request Items): the store account holds them until a consigner accepts one.
    const [account] = await tx
      .select({ id: consigners.id })
      .from(consigners)
      .where(and(eq(consigners.storeId, storeId), eq(consigners.isStoreAccount, true)));
    const request = {
      storeId,
      productTemplateId: template!.id,
      consignerId: account!.id,
      category: 'Sneakers',
    };
    rows.push(
      {
        ...request,
        code: `${DEMO.handle}_${String(199001)}`,
        productId: made[1]!.id,
        status: 'Consignment',
        price: 10000,
        storeRequestPriceLow: 10000,
        storeRequestPriceHigh: 12000,
        option1Value: '10',
        locationId: main!.id,
      },
      {
        ...request,
        code: `${DEMO.handle}_${String(199002)}`,
        productId: made[3]!.id,
        status: 'Buying',
        saleType: 'Buying',
        price: 9000,
        option1Value: '9',
        locationId: main!.id,
      },
    );
    await tx.insert(inventories).values(rows);
  });
  await seedDemoSales(db, store);
  return true;
}

/** Sales for the demo: two shop orders, one payout marked paid and one waiting to be marked paid. */
async function seedDemoSales(db: Db, store: Awaited<ReturnType<typeof createStore>>) {
  const active = await db
    .select({ id: inventories.id, price: inventories.price, code: inventories.code })
    .from(inventories)
    .where(and(eq(inventories.storeId, store.id), eq(inventories.status, 'Active')))
    .orderBy(inventories.id)
    .limit(3);
  const sell = (externalId: string, items: typeof active) =>
    ingestOrder(db, store, {
      channel: 'local',
      externalId,
      name: null,
      stage: 'paid',
      customer: { first_name: 'Dana Demo', email: 'buyer@demo.test' },
      lines: items.map((i) => ({
        externalId: String(i.id),
        inventoryId: i.id,
        title: i.code,
        price: i.price,
        discount: 0,
      })),
    });
  await sell('demo-order-1', active.slice(0, 2));
  await sell('demo-order-2', active.slice(2, 3));
  const mode = { automated: false, provider: 'manual' as const, delayMs: 0 };
  const actor = { name: 'Olivia Owner', employeeId: null };
  const paid = await createPayout(
    db,
    store,
    actor,
    { inventoriesToPay: active.slice(0, 2).map((i) => i.id) },
    mode,
  );
  const who = { actor: { kind: 'system' as const }, name: 'Olivia Owner', consignerId: null, userId: null };
  await markPayoutPaid(db, store, who, actor, paid.id, undefined);
  await createPayout(db, store, actor, { inventoriesToPay: [active[2]!.id] }, mode);
}
