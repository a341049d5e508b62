/** Creating a store request (domain `createStoreRequest`) and mailing the catalogue link to consigners. */
import { messages } from '@backroom/domain/messages';
import { toMinor } from '@backroom/domain/money';
import type { storeRequestSchema } from '@backroom/domain/schemas/inventory';
import { creationLog, transition } from '@backroom/domain/transitions';
import { eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { transitionStoreOf, whoOf } from '../../core/domain-map';
import { logRows } from '../../core/effects';
import { selectItems } from '../../core/item-sql';
import type { Principal } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import { storeUrls, type UrlConfig } from '../../core/urls';
import type { Db } from '../../db/client';
import { consigners, inventoryLogs } from '../../db/schema';
import { type EmailDraft, queueEmails } from '../../mail/outbox';
import { requireProduct } from '../products';
import { insertWithCodes } from './codes';
import { loadPlaces } from './places';
import { failureError, failureOf } from './results';
import { toView } from './view';

export type StoreRequestForm = z.output<typeof storeRequestSchema>;

export async function createStoreRequest(
  db: Db,
  { store, principal, form }: { store: StoreRow; principal: Principal; form: StoreRequestForm },
) {
  const product = await requireProduct(db, store.id, Number(form.productId));
  const who = whoOf(principal);
  return db.transaction(async (tx) => {
    const places = await loadPlaces(tx, store.id);
    const location = places.locationName(form.location);
    const minor = (v: number) => toMinor(v, store.currency);
    const values = {
      option1Value: form.option1Value,
      option2Value: form.option2Value,
      option3Value: form.option3Value,
    };
    const result = transition(
      { status: null, consignerId: null, price: 0, location, ...values },
      form.saleType === 'Buying'
        ? { type: 'createStoreRequest', saleType: 'Buying', price: minor(form.price) }
        : {
            type: 'createStoreRequest',
            saleType: 'Consignment',
            priceRange: [minor(form.priceRange[0]), minor(form.priceRange[1])],
          },
      who.actor,
      transitionStoreOf(store),
    );
    if (!result.ok) throw failureError(failureOf(0, result.code, result.message));
    const next = result.item;
    const [account] = await tx
      .select({ id: consigners.id })
      .from(consigners)
      .where(storeScoped(consigners, store.id, eq(consigners.isStoreAccount, true)));
    const [made] = await insertWithCodes(tx, store.handle, [
      {
        storeId: store.id,
        productId: product.id,
        productTemplateId: product.productTemplateId,
        consignerId: account!.id,
        status: next.status as string,
        saleType: next.saleType ?? 'Consignment',
        price: next.price,
        storeRequestPriceLow: next.storeRequestPriceRange?.[0] ?? null,
        storeRequestPriceHigh: next.storeRequestPriceRange?.[1] ?? null,
        category: product.category,
        ...values,
        locationId: places.locationId(location),
        lastUpdatedBy: who.name,
      },
    ]);
    const logs = creationLog(next);
    await tx
      .insert(inventoryLogs)
      .values(logRows({ storeId: store.id, inventoryId: made!.id, who, action: 'createStoreRequest', logs }));
    const [row] = await selectItems(tx, sql`i.store_id = ${store.id} and i.id = ${made!.id}`);
    return { inventory: toView(row!, { currency: store.currency, staff: true }) };
  });
}

/** The share link of Request Items: the seller app's public catalogue page, optionally for one location. */
export function catalogueLink(cfg: UrlConfig, store: StoreRow, location: string | null): string {
  const base = `${storeUrls(cfg, store).consignerUrl}/catalogue/${encodeURIComponent(store.handle)}`;
  return location ? `${base}?location=${encodeURIComponent(location)}` : base;
}

/** POST /api/consigners/sendStoreRequestedItemsEmail: every active consigner gets the catalogue link. */
export async function sendCatalogueEmail(
  db: Db,
  { cfg, store, locationValue }: { cfg: UrlConfig; store: StoreRow; locationValue: unknown },
) {
  const places = await loadPlaces(db, store.id);
  const location = places.locationName(locationValue as string | number | null);
  const link = catalogueLink(cfg, store, location);
  return db.transaction(async (tx) => {
    const people = await tx
      .select({ email: consigners.email, firstName: consigners.firstName })
      .from(consigners)
      .where(
        storeScoped(
          consigners,
          store.id,
          isNull(consigners.deletedAt),
          eq(consigners.isActive, true),
          eq(consigners.isStoreAccount, false),
          ne(consigners.email, ''),
        ),
      );
    const where = location ? ` at ${location}` : '';
    const drafts: EmailDraft[] = people.map((p) => ({
      storeId: store.id,
      to: p.email,
      subject: `${store.name} is looking for items`,
      text: `Hi ${p.firstName || 'there'},\n\n${store.name} is requesting these items${where}. See the sizes and prices we are looking for and send us yours:\n\n${link}\n\n${store.name}`,
    }));
    await queueEmails(tx, drafts);
    return { message: messages.emailSent, sent: drafts.length, link };
  });
}
