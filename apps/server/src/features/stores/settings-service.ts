import type { storeSettings } from '@backroom/domain/contract/stores';
import { SETTINGS_MESSAGES } from '@backroom/domain/messages/stores';
import { currencyDigits, fromMinor, toMinor } from '@backroom/domain/money';
import type { StoreSettingsForm } from '@backroom/domain/schemas/settings';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoreRow } from '../../core/store';
import { storeUrls, type UrlConfig } from '../../core/urls';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import { badInput, conflict, ruleViolation } from '../../http/errors';
import { forgetStoreCache } from '../../http/store-resolution';
import { ensureMarketplaceLocation } from '../locations';

export type SettingsInput = Partial<StoreSettingsForm> & { simplifiedBankForm?: boolean; timeZone?: string };

/** Columns that are money (minor units in the database, major units in the API). */
const MONEY_COLUMNS = [
  'minApproval',
  'maxApproval',
  'warnAmount',
  'cleaningFee',
  'boxFee',
  'withdrawFee',
] as const;
const PLAIN_COLUMNS = [
  'name',
  'supportEmail',
  'redirectURL',
  'currency',
  'logo',
  'isBuyingStore',
  'onlineMarketplace',
  'maintenanceMode',
  'safeInventoryStatusMode',
  'absorbDiscount',
  'autoPreapproval',
  'payoutFee',
  'chargeTax',
  'vatRate',
  'withdrawEarlyDays',
  'automatedPayout',
  'timeZone',
] as const;
/** Fields of the form kept in stores.settings (jsonb). */
const JSON_FIELDS = [
  'consignerCname',
  'livePriceChanges',
  'prioritizeStore',
  'sizeType',
  'labelOptions',
  'labelSize',
  'customBarcode',
  'shopifyTrackingParams',
  'customShopifyUrl',
  'compactLabelTemplateIds',
  'signupInfo',
  'payoutOptions',
  'shipInstructions',
  'emailMsgs',
  'marketplaceEmailMsgs',
  'simplifiedBankForm',
  'shopPayInStore',
] as const;

/** What a store that never saved its settings form shows (the form's required lists need a value). */
export const DEFAULT_SETTINGS = {
  livePriceChanges: false,
  prioritizeStore: false,
  sizeType: 'US M',
  labelOptions: ['Item Description', 'Size', 'Price', 'SKU', 'QR Code'],
  labelSize: { width: 57, height: 32 },
  customBarcode: 'None',
  shopifyTrackingParams: [],
  compactLabelTemplateIds: [],
  signupInfo: ['Email', 'Full Name'],
  payoutOptions: ['PayPal', 'Zelle', 'Bank'],
  shipInstructions: ['Bring your items to the store, or ship them with the packing slip inside the box.'],
  emailMsgs: {},
  marketplaceEmailMsgs: {},
  simplifiedBankForm: false,
  shopPayInStore: false,
} as const;

/**
 * GET /api/stores/current: every field of the settings form, money in major units. The jsonb fields are typed by
 * the form's schema they were saved through; the contract checks the whole answer in tests.
 */
export function toSettings(cfg: UrlConfig, store: StoreRow): z.input<typeof storeSettings> {
  const json = { ...DEFAULT_SETTINGS, ...store.settings } as Record<string, unknown>;
  const urls = storeUrls(cfg, store);
  const upPrice = typeof json.upPrice === 'number' ? fromMinor(json.upPrice, store.currency) : null;
  return {
    id: store.id,
    handle: store.handle,
    domain: store.domain,
    shop: store.shop,
    platform: store.platform,
    name: store.name,
    supportEmail: store.supportEmail,
    redirectURL: store.redirectURL ?? urls.consignerUrl,
    consignerUrl: urls.consignerUrl,
    inStoreUrl: urls.inStoreUrl,
    consignerCname: (json.consignerCname as string | undefined) ?? null,
    currency: store.currency,
    logo: store.logo,
    termsOfService: store.termsOfService,
    isBuyingStore: store.isBuyingStore,
    onlineMarketplace: store.onlineMarketplace,
    maintenanceMode: store.maintenanceMode,
    safeInventoryStatusMode: store.safeInventoryStatusMode,
    absorbDiscount: store.absorbDiscount,
    autoPreapproval: store.autoPreapproval,
    payoutFee: store.payoutFee,
    chargeTax: store.chargeTax,
    vatRate: store.vatRate,
    withdrawEarlyDays: store.withdrawEarlyDays,
    automatedPayout: store.automatedPayout,
    timeZone: store.timeZone,
    warnText: store.warnText,
    ...Object.fromEntries(MONEY_COLUMNS.map((k) => [k, fromMinor(store[k], store.currency)])),
    ...Object.fromEntries(JSON_FIELDS.filter((k) => k !== 'consignerCname').map((k) => [k, json[k] ?? null])),
    upPrice,
  } as z.input<typeof storeSettings>;
}

const domainMessage = (field: 'consignerUrl' | 'inStoreUrl') =>
  `${field === 'consignerUrl' ? 'Seller portal domain' : 'In-store app domain'} must be a web address such as consign.yourshop.com.`;

/** A domain field as an origin ("https://consign.shop.com"); null when it is the store's default address. */
function storedOrigin(cfg: UrlConfig, store: StoreRow, field: 'consignerUrl' | 'inStoreUrl', raw: string) {
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `${cfg.PUBLIC_PROTOCOL}://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw badInput(domainMessage(field));
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username) throw badInput(domainMessage(field));
  const defaults = storeUrls(cfg, { handle: store.handle, consignerUrl: null, inStoreUrl: null });
  if (url.origin === defaults[field]) return null;
  const suffix = `.${cfg.HOST_SUFFIX.toLowerCase()}`;
  if (url.hostname.endsWith(suffix) && url.hostname !== `${store.handle}${suffix}`) {
    throw badInput(SETTINGS_MESSAGES.otherStoresHost);
  }
  return url.origin;
}

async function assertCurrencyChange(db: Db, store: StoreRow, next: string) {
  if (next === store.currency || currencyDigits(next) === currencyDigits(store.currency)) return;
  const result = await db.execute(sql`select
    exists (select 1 from inventories where store_id = ${store.id})
    or exists (select 1 from consigner_types where store_id = ${store.id} and (min_fee <> 0 or flat_fee <> 0)) as used`);
  if ((result.rows[0] as { used: boolean }).used) throw ruleViolation(SETTINGS_MESSAGES.currencyLocked);
}

/** PUT /api/stores/{id}: the fields sent are saved (money converted with the currency being saved). */
export async function saveSettings(
  db: Db,
  { cfg, store, input }: { cfg: UrlConfig; store: StoreRow; input: SettingsInput },
) {
  const currency = input.currency ?? store.currency;
  if (input.currency) await assertCurrencyChange(db, store, input.currency);
  const set: Record<string, unknown> = {};
  for (const key of PLAIN_COLUMNS) if (input[key] !== undefined) set[key] = input[key];
  for (const key of MONEY_COLUMNS)
    if (input[key] !== undefined) set[key] = toMinor(input[key] ?? 0, currency);
  if (input.termsOfService !== undefined) set.termsOfService = input.termsOfService ?? '';
  if (input.warnText !== undefined) set.warnText = input.warnText ?? '';
  for (const field of ['consignerUrl', 'inStoreUrl'] as const) {
    if (input[field] !== undefined) set[field] = storedOrigin(cfg, store, field, input[field]!);
  }
  const json: Record<string, unknown> = { ...store.settings };
  for (const key of JSON_FIELDS) if (input[key] !== undefined) json[key] = input[key];
  if (input.upPrice !== undefined)
    json.upPrice = input.upPrice === null ? null : toMinor(input.upPrice, currency);
  set.settings = json;

  const hosts = [set.consignerUrl, set.inStoreUrl].filter((v): v is string => typeof v === 'string');
  const nextUrls = {
    consigner: set.consignerUrl === undefined ? store.consignerUrl : set.consignerUrl,
    inStore: set.inStoreUrl === undefined ? store.inStoreUrl : set.inStoreUrl,
  };
  if (nextUrls.consigner && nextUrls.consigner === nextUrls.inStore)
    throw badInput(SETTINGS_MESSAGES.sameHost);

  const updated = await db.transaction(async (tx) => {
    if (hosts.length > 0) {
      const [taken] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(
          and(
            ne(stores.id, store.id),
            or(...hosts.flatMap((h) => [eq(stores.consignerUrl, h), eq(stores.inStoreUrl, h)])),
          ),
        )
        .limit(1);
      if (taken) throw conflict(SETTINGS_MESSAGES.domainTaken);
    }
    const [row] = await tx
      .update(stores)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(stores.id, store.id))
      .returning();
    if (row!.onlineMarketplace) await ensureMarketplaceLocation(tx, store.id);
    return row!;
  });
  forgetStoreCache();
  return updated;
}
