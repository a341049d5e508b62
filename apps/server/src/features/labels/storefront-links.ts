/**
 * The storefront page each label's "Shopify QR Code" / "Scan To Shop" links to, and the spec's listing-id
 * checks (spec 2 §5): when the storefront needs a listing id and a product has none, or the storefront does not
 * know it, the products are queued for a resync and the print is refused with the spec's message.
 */
import { messages, noShopifyProductFound } from '@backroom/domain/messages';
import type { StoreRow } from '../../core/store';
import { storeUrls, type UrlConfig } from '../../core/urls';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import type { Storefront } from '../../storefront';
import { RESYNC_JOB } from '../products';
import type { LabelItem, LabelSettings } from './label-data';

export const needsStorefrontLink = (settings: LabelSettings) =>
  settings.options.has('Shopify QR Code') || settings.options.has('Scan To Shop');

/** The product URL with the store's custom shop address (origin swapped) and tracking parameters. */
export function decorateUrl(url: string, settings: LabelSettings): string {
  const out = new URL(url);
  if (settings.customShopifyUrl) {
    try {
      const custom = new URL(
        /^https?:\/\//i.test(settings.customShopifyUrl)
          ? settings.customShopifyUrl
          : `https://${settings.customShopifyUrl}`,
      );
      out.protocol = custom.protocol;
      out.host = custom.host;
    } catch {
      // An unreadable custom address keeps the storefront's own.
    }
  }
  for (const { param, value } of settings.trackingParams) if (param) out.searchParams.set(param, value ?? '');
  return out.toString();
}

async function queueResyncs(db: Db, store: StoreRow, productIds: number[], requestedBy: string | null) {
  for (const productId of new Set(productIds)) {
    await enqueueJob(db, { name: RESYNC_JOB, storeId: store.id, payload: { productId, requestedBy } });
  }
}

export interface AttachProductUrlsOptions {
  store: StoreRow;
  items: LabelItem[];
  settings: LabelSettings;
  requestedBy: string | null;
}

/** Sets `productUrl` on every item, or refuses (409) after queuing resyncs, as the spec's label printing does. */
export async function attachProductUrls(
  deps: { db: Db; storefront: Storefront; env: UrlConfig },
  { store, items, settings, requestedBy }: AttachProductUrlsOptions,
): Promise<void> {
  if (!needsStorefrontLink(settings)) return;
  const { storefront } = deps;
  if (storefront.requiresListingId) {
    const unlisted = items.filter((i) => !i.productShopifyId);
    if (unlisted.length > 0) {
      await queueResyncs(
        deps.db,
        store,
        unlisted.map((i) => i.productId),
        requestedBy,
      );
      throw conflict(messages.resyncedWithoutShopifyId);
    }
  }
  const sellerAppUrl = storeUrls(deps.env, store).consignerUrl;
  for (const item of items) {
    const url = storefront.productUrl({
      sellerAppUrl,
      productId: item.productId,
      externalId: item.productShopifyId,
    });
    if (url === null && storefront.requiresListingId) {
      await queueResyncs(deps.db, store, [item.productId], requestedBy);
      throw conflict(noShopifyProductFound(item.productTitle));
    }
    item.productUrl = url === null ? null : decorateUrl(url, settings);
  }
}
