/**
 * The three printable documents: staff item labels, the consigner label sheet and the Print Manifest. The data
 * is read here; the drawing happens in the render pool's worker threads (render-pool.ts).
 */

import { INVENTORY_MESSAGES } from '@backroom/domain/messages/inventory';
import type { Actor } from '../../core/actor';
import type { StoreRow } from '../../core/store';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import type { ListFilters, Scope } from '../inventory';
import { listItems, markPrinted } from '../inventory';
import { type LabelItem, labelSettings, loadLabelItems } from './label-data';
import type { RenderPool } from './render-pool';
import { loadStoredImage } from './stored-images';
import { attachProductUrls } from './storefront-links';

type LabelDeps = Pick<Deps, 'db' | 'storefront' | 'env' | 'storage'> & { pdf: RenderPool };

/**
 * Staff item labels, one page each, in the order asked; then (unless a preview) the items are marked printed so
 * they leave Ready To Print. 404 when none of the ids is the store's.
 */
export async function itemLabelsPdf(
  deps: LabelDeps,
  { store, who, input }: { store: StoreRow; who: Actor; input: { ids: number[]; markPrinted: boolean } },
): Promise<{ pdf: Uint8Array; printed: number[]; count: number }> {
  const items = await loadLabelItems(deps.db, { storeId: store.id, ids: input.ids });
  if (items.length === 0) throw notFound(INVENTORY_MESSAGES.notFound);
  const settings = labelSettings(store);
  await attachProductUrls(deps, { store, items, settings, requestedBy: who.userId });
  const logo = settings.options.has('Logo')
    ? await loadStoredImage({ storage: deps.storage, storeId: store.id, url: store.logo, maxPx: 400 })
    : null;
  const pdf = await deps.pdf.render(store.id, {
    kind: 'labels',
    items,
    settings,
    currency: store.currency,
    logo,
  });
  const printed = input.markPrinted
    ? await markPrinted(deps.db, { storeId: store.id, who, ids: [...new Set(input.ids)] })
    : [];
  return { pdf, printed, count: items.length };
}

/** The consigner label sheet; a consigner gets only their own items. */
export async function consignerSheetPdf(
  deps: LabelDeps,
  { store, consignerId, ids }: { store: StoreRow; consignerId: number | null; ids: number[] },
): Promise<Uint8Array> {
  const items = await loadLabelItems(deps.db, { storeId: store.id, ids, consignerId });
  if (items.length === 0) throw notFound(INVENTORY_MESSAGES.notFound);
  return deps.pdf.render(store.id, { kind: 'consignerSheet', items, currency: store.currency });
}

export interface ManifestInput {
  ids?: number[];
  /** Without ids: every item of the list these filters give (the consigner's /dropoff is status Requested). */
  filters: ListFilters;
}

async function manifestItems(deps: LabelDeps, scope: Scope, input: ManifestInput): Promise<LabelItem[]> {
  if (input.ids?.length)
    return loadLabelItems(deps.db, {
      storeId: scope.storeId,
      ids: input.ids,
      consignerId: scope.consignerId,
    });
  const rows = await listItems(deps.db, input.filters, scope);
  return loadLabelItems(deps.db, {
    storeId: scope.storeId,
    ids: rows.map((r) => r.id),
    consignerId: scope.consignerId,
  });
}

const MANIFEST_TITLES: Record<string, string> = {
  Requested: 'Requested items',
  Pending: 'Drop off pending',
};

export async function manifestPdf(
  deps: LabelDeps,
  { scope, store, input }: { scope: Scope; store: StoreRow; input: ManifestInput },
): Promise<Uint8Array> {
  const items = await manifestItems(deps, scope, input);
  if (items.length === 0) throw notFound(INVENTORY_MESSAGES.notFound);
  const images = new Map<number, Uint8Array | null>();
  for (const item of items) {
    if (images.has(item.productId)) continue;
    images.set(
      item.productId,
      await loadStoredImage({ storage: deps.storage, storeId: store.id, url: item.productImage, maxPx: 120 }),
    );
  }
  const consigners = new Set(items.map((i) => i.consignerId));
  const first = items[0]!;
  const status = input.filters.status?.length === 1 ? input.filters.status[0]! : '';
  return deps.pdf.render(store.id, {
    kind: 'manifest',
    items,
    currency: store.currency,
    storeName: store.name,
    consignerName:
      consigners.size === 1 ? `${first.consignerFirstName} ${first.consignerLastName}`.trim() : null,
    title: `Manifest${MANIFEST_TITLES[status] ? ` · ${MANIFEST_TITLES[status]}` : ''}`,
    printedAt: new Date(),
    images: [...images],
  });
}
