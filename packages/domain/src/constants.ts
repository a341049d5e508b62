/** Business constants and option lists of the spec (spec 1 §9, spec 2 §9, spec 3 §9). */

// ── Tables ──────────────────────────────────────────────────────────────────
export const PAGE_SIZES = [10, 20, 50, 100, 250, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
export const DEFAULT_PAGE = 1;

/** A requested page size if it is one of the offered sizes, else the default. */
export function normalizePageSize(value: unknown): PageSize {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

export const INVENTORY_SORT_OPTIONS = [
  'oldestCreated',
  'newestCreated',
  'oldestUpdated',
  'newestUpdated',
  'lowestPrice',
  'highestPrice',
  'inventoryPriority',
  'lowestPayout',
  'highestPayout',
  'sizeLowToHigh',
  'sizeHighToLow',
] as const;
export type InventorySortOption = (typeof INVENTORY_SORT_OPTIONS)[number];
export const DEFAULT_INVENTORY_SORT: InventorySortOption = 'newestUpdated';

// ── Store settings option lists ─────────────────────────────────────────────
/** Spec 3 §9's label items plus "Payout Fee" from spec 2 §9. */
export const LABEL_OPTIONS = [
  'Item Description',
  'Item Id',
  'Size',
  'Price',
  'SKU',
  'Consigner Id',
  'Consigner',
  'Logo',
  'QR Code',
  'Shopify QR Code',
  'Sublocation',
  'Scan To Shop',
  'Payout Fee',
] as const;
export type LabelOption = (typeof LABEL_OPTIONS)[number];

export const PAYOUT_OPTIONS = ['PayPal', 'Zelle', 'Bank'] as const;
export type PayoutOption = (typeof PAYOUT_OPTIONS)[number];

/** Stored consigner payoutType values (the entity spells PayPal "Paypal"). */
export const PAYOUT_TYPES = ['Bank', 'Paypal', 'Zelle'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/** A stored payoutType as screens write it: "PayPal", never the stored "Paypal" (issue 33). */
export function payoutTypeLabel(value: string | null | undefined): string {
  if (!value) return '';
  return value.trim().toLowerCase() === 'paypal' ? 'PayPal' : value;
}

/** A payout option or type, any case, to the stored payoutType; null if unknown. */
export function toPayoutType(value: string): PayoutType | null {
  const wanted = value.trim().toLowerCase();
  return PAYOUT_TYPES.find((t) => t.toLowerCase() === wanted) ?? null;
}

export const SIGNUP_INFO_OPTIONS = ['Email', 'Full Name', 'Full Address', 'Username', 'Phone'] as const;
export type SignupInfoOption = (typeof SIGNUP_INFO_OPTIONS)[number];

export const SIZE_TYPES = ['US M', 'US W', 'UK', 'EU', 'JP', 'KR'] as const;
export type SizeType = (typeof SIZE_TYPES)[number];
export const DEFAULT_SIZE_SYSTEM = 'US';

export const CUSTOM_BARCODE_OPTIONS = ['SKU', 'Code', 'GTIN', 'None'] as const;
export type CustomBarcode = (typeof CUSTOM_BARCODE_OPTIONS)[number];

/** Every ISO 4217 currency Intl knows, for the store currency selector. */
export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');

export function isCurrencyCode(value: string): boolean {
  return CURRENCY_CODES.includes(value.toUpperCase());
}

// ── Bank routing ────────────────────────────────────────────────────────────
export const ROUTING_TYPES = ['abaNumber', 'swiftCode', 'ibanNumber'] as const;
export type RoutingType = (typeof ROUTING_TYPES)[number];

export type BankField = 'accountName' | 'accountNumber' | 'routingNumber' | 'swiftCode' | 'ibanNumber';

/**
 * The bank fields each routing type asks for. `oneOf` lists fields of which at least one is
 * needed (swift: account number or IBAN).
 */
export const ROUTING_TYPE_FIELDS: Record<
  RoutingType,
  { required: readonly BankField[]; oneOf?: readonly BankField[] }
> = {
  abaNumber: { required: ['accountName', 'accountNumber', 'routingNumber'] },
  swiftCode: { required: ['accountName', 'swiftCode'], oneOf: ['accountNumber', 'ibanNumber'] },
  ibanNumber: { required: ['accountName', 'ibanNumber'] },
};

export const BANK_FIELD_LABELS: Record<BankField, string> = {
  accountName: 'Account Name',
  accountNumber: 'Account Number',
  routingNumber: 'Routing Number',
  swiftCode: 'Swift Code',
  ibanNumber: 'IBAN Number',
};

/** Store 32 hides bank type, swift, IBAN and routing fields. */
export const STORE_WITHOUT_ROUTING_FIELDS = 32;
export function hidesRoutingFields(storeId: number | string): boolean {
  return Number(storeId) === STORE_WITHOUT_ROUTING_FIELDS;
}

// ── Inventory ───────────────────────────────────────────────────────────────
export const ONLINE_MARKETPLACE_LOCATION = 'ONLINE MARKETPLACE';
/** At most this many items in one add (the intake form's lines times their quantities). */
export const MAX_NEW_ITEMS = 500;

export const PAYMENT_TYPES = ['cash', 'auto'] as const;
export const PAYMENT_TYPE_LABELS: Record<(typeof PAYMENT_TYPES)[number], string> = {
  cash: 'Cash',
  auto: 'Checkbooks',
};

export const SCAN_STATUS_NEW = 'new';

export const EMAIL_NOTIFICATION_FLAGS = [
  'onInventoryAccept',
  'onPayout',
  'onProductSold',
  'onPriceAcceptOrDecline',
  'onWithdrawAcceptOrDecline',
  'onTermExpiring',
  'onMarkdown',
] as const;
export type EmailNotificationFlag = (typeof EMAIL_NOTIFICATION_FLAGS)[number];

/**
 * Whether a consigner wants an e-mail: every notice is on until the consigner turns it off, so a flag never saved
 * counts as wanted. The markdown notice was opt-in (issue 16) until issue 29: a consigner whose payout falls with a
 * markdown hears of it unless they said no, and consigners who never saved the flag get it from now on.
 */
export function wantsEmail(
  flags: Partial<Record<EmailNotificationFlag, boolean>> | null | undefined,
  template: EmailNotificationFlag,
): boolean {
  return flags?.[template] ?? true;
}

/** Item code for uploads: store handle, underscore, a random six-digit number. */
export function uploadItemCode(handle: string, random: () => number): string {
  const n = 100_000 + Math.floor(random() * 900_000);
  return `${handle}_${n}`;
}

// ── Labels ──────────────────────────────────────────────────────────────────
export const LABEL_FILE_NAME = 'inventory_label.pdf';
export const LABEL_SPECIAL_TEMPLATE_IDS = [101, 32] as const;
/** Consigner label sheet: portrait US Letter, 10 pt, 1.5 inch per item. */
export const CONSIGNER_LABEL_SHEET = { widthIn: 8.5, heightIn: 11, fontPt: 10, itemHeightIn: 1.5 } as const;

// ── Exports ─────────────────────────────────────────────────────────────────
export const CONSIGNER_EXPORT_COLUMNS = [
  'id',
  'first name',
  'last name',
  'email',
  'phone',
  'address',
  'account type',
  'fee',
  'isActive',
  'sales',
  'profit',
] as const;
export const ORDERS_EXPORT_FILE = 'ordersExport.csv';
export const PAYOUT_EXPORT_FILE = 'payoutExport.csv';

// ── Screen behaviour ────────────────────────────────────────────────────────
export const UI = {
  mobileBreakpoint: 768,
  narrowBreakpoint: 400,
  wideLayout: 1240,
  modalWidth: 1200,
  backToTopAfter: 5000,
  listRefreshDelayMs: 500,
  consignerProfileTimeoutMs: 3000,
  scanDebounceMs: 300,
  scanBufferIdleMs: 500,
  scanBufferClearMs: 3000,
  labelResyncReloadMs: 3000,
  deleteReloadMs: 1000,
  qrSizeMobile: 65,
  qrSizeDesktop: 100,
  storeRequestSizesShown: 3,
  dropoffDeadlineDays: 1,
  verificationSentCookieValue: '1',
  inlineTableScroll: { x: 1500, y: 700 },
} as const;

/** The longest report range: a range whose end is this many days or more after its start is refused. */
export const MAX_REPORT_RANGE_DAYS = 3 * 366;
