import type { EMAIL_NOTIFICATION_FLAGS } from '@backroom/domain/constants';
import type { StoreSettings } from '@web/staff/common/api/store-settings';

/** What the settings form holds: the store's editable fields (the domain's storeSettingsSchema keys). */
export type SettingsValues = Partial<
  Omit<
    StoreSettings,
    'id' | 'handle' | 'domain' | 'shop' | 'cleaningFee' | 'boxFee' | 'labelSize' | 'shipInstructions'
  >
> & {
  cleaningFee?: number | null;
  boxFee?: number | null;
  labelSize?: { width?: number | null; height?: number | null };
  /** One instruction per line in the form; a list in the request. */
  shipInstructions?: string | string[];
};

/** The e-mails whose text a store can customise: the consigner notification templates. */
export const EMAIL_TEMPLATES: { key: (typeof EMAIL_NOTIFICATION_FLAGS)[number]; label: string }[] = [
  { key: 'onInventoryAccept', label: 'Inventory accepted' },
  { key: 'onPayout', label: 'Payout sent' },
  { key: 'onProductSold', label: 'Item sold' },
  { key: 'onPriceAcceptOrDecline', label: 'Price change accepted or declined' },
  { key: 'onWithdrawAcceptOrDecline', label: 'Withdrawal accepted or declined' },
];

const num = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The store as the form's starting values (defaults of spec 3 §9 where the store has none). */
export function toSettingsValues(store: StoreSettings): SettingsValues {
  const ship = store.shipInstructions;
  return {
    name: store.name,
    supportEmail: store.supportEmail,
    redirectURL: store.redirectURL ?? '',
    consignerUrl: store.consignerUrl ?? '',
    inStoreUrl: store.inStoreUrl ?? '',
    consignerCname: store.consignerCname ?? '',
    currency: store.currency,
    logo: store.logo ?? null,
    termsOfService: store.termsOfService ?? '',
    isBuyingStore: Boolean(store.isBuyingStore),
    onlineMarketplace: Boolean(store.onlineMarketplace),
    maintenanceMode: Boolean(store.maintenanceMode),
    safeInventoryStatusMode: Boolean(store.safeInventoryStatusMode),
    livePriceChanges: Boolean(store.livePriceChanges),
    prioritizeStore: Boolean(store.prioritizeStore),
    absorbDiscount: Boolean(store.absorbDiscount),
    upPrice: num(store.upPrice),
    autoPreapproval: Boolean(store.autoPreapproval),
    minApproval: num(store.minApproval) ?? 0,
    maxApproval: num(store.maxApproval) ?? 0,
    warnAmount: num(store.warnAmount) ?? 0,
    warnText: store.warnText ?? '',
    payoutFee: num(store.payoutFee) ?? 0,
    chargeTax: Boolean(store.chargeTax),
    vatRate: num(store.vatRate) ?? 0,
    cleaningFee: num(store.cleaningFee) ?? 20,
    boxFee: num(store.boxFee) ?? 20,
    withdrawFee: num(store.withdrawFee) ?? 0,
    withdrawEarlyDays: num(store.withdrawEarlyDays) ?? 0,
    sizeType: store.sizeType ?? null,
    labelOptions: store.labelOptions ?? [],
    labelSize: { width: store.labelSize?.width ?? null, height: store.labelSize?.height ?? null },
    customBarcode: store.customBarcode ?? null,
    shopifyTrackingParams: store.shopifyTrackingParams ?? [],
    customShopifyUrl: store.customShopifyUrl ?? '',
    compactLabelTemplateIds: store.compactLabelTemplateIds ?? [],
    signupInfo: store.signupInfo ?? [],
    payoutOptions: store.payoutOptions ?? [],
    automatedPayout: Boolean(store.automatedPayout),
    simplifiedBankForm: Boolean(store.simplifiedBankForm),
    shipInstructions: Array.isArray(ship) ? ship.join('\n') : (ship ?? ''),
    emailMsgs: store.emailMsgs ?? {},
    marketplaceEmailMsgs: store.marketplaceEmailMsgs ?? {},
  };
}

/** The request values: ship instructions split into lines (the schema trims them and drops blanks). */
export function settingsRequest(values: SettingsValues): SettingsValues {
  const ship = values.shipInstructions;
  const texts = (record: Record<string, string | undefined> | undefined) =>
    Object.fromEntries(
      Object.entries(record ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  return {
    ...values,
    shipInstructions: typeof ship === 'string' ? ship.split('\n') : ship,
    shopifyTrackingParams: (values.shopifyTrackingParams ?? []).map(({ param, value }) => ({
      param: param ?? '',
      value: value ?? '',
    })),
    emailMsgs: texts(values.emailMsgs),
    marketplaceEmailMsgs: texts(values.marketplaceEmailMsgs),
  };
}
