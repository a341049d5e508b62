/**
 * CSV / XLSX import of consigners and items (issue 17 §1): the fields a file's columns map to, the automatic
 * mapping of known exports, the request bodies and the checks of one row. Row values arrive as text.
 */
import { z } from 'zod';
import { PAYOUT_TYPES } from '../constants';
import { fieldRequired } from '../messages';
import { IMPORT_MESSAGES } from '../messages/imports';
import { cleanString, emailText, LIMITS, MAX_AMOUNT, optionalText, rowId } from './common';

export const IMPORT_KINDS = ['consigners', 'items'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_MODES = ['allOrNothing', 'rowByRow'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

// The size caps (import-limits.ts, read by the imports messages without a cycle), read by callers from here.
export {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROW_CHARS,
  MAX_XLSX_SHARED_CHARS,
  MAX_XLSX_UNPACKED_BYTES,
} from './import-limits';

/** What an import upload may be: CSV or XLSX (told from the bytes, not from the declared type). */
export const IMPORT_MEDIA_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** Problems listed in a dry run's answer; the count covers all of them. */
export const MAX_LISTED_PROBLEMS = 500;

export interface ImportField {
  key: string;
  label: string;
  required?: boolean;
  /** Header names (compared without case, spaces and punctuation) that map to this field by themselves. */
  aliases: readonly string[];
}

export const CONSIGNER_IMPORT_FIELDS = [
  { key: 'firstName', label: 'First name', required: true, aliases: ['first', 'firstname', 'givenname'] },
  { key: 'lastName', label: 'Last name', aliases: ['last', 'lastname', 'surname', 'familyname'] },
  { key: 'name', label: 'Full name', aliases: ['name', 'fullname', 'accountname', 'consignorname'] },
  { key: 'email', label: 'Email', required: true, aliases: ['email', 'emailaddress', 'consignoremail'] },
  { key: 'phone', label: 'Phone', aliases: ['phone', 'phonenumber', 'mobile', 'cell', 'cellphone'] },
  {
    key: 'address',
    label: 'Address',
    aliases: ['address', 'address1', 'addressline1', 'street', 'mailingaddress'],
  },
  { key: 'city', label: 'City', aliases: ['city', 'town'] },
  { key: 'state', label: 'State', aliases: ['state', 'province', 'region'] },
  { key: 'postalCode', label: 'Postal code', aliases: ['zip', 'zipcode', 'postalcode', 'postcode'] },
  {
    key: 'payoutType',
    label: 'Payout method',
    aliases: ['payoutmethod', 'payouttype', 'paymentmethod', 'payoutby'],
  },
  {
    key: 'payoutData',
    label: 'Payout account (PayPal or Zelle e-mail)',
    aliases: ['paypalemail', 'zelleemail', 'payoutaccount'],
  },
  {
    key: 'accountType',
    label: 'Consigner type',
    aliases: ['consignertype', 'consignortype', 'accounttype', 'type', 'splitplan'],
  },
  {
    key: 'openingBalance',
    label: 'Opening balance',
    aliases: ['balance', 'openingbalance', 'accountbalance', 'currentbalance'],
  },
] as const satisfies readonly ImportField[];

export const ITEM_IMPORT_FIELDS = [
  {
    key: 'consignerEmail',
    label: 'Consigner e-mail',
    aliases: ['consigneremail', 'consignoremail', 'accountemail', 'email'],
  },
  {
    key: 'consignerCode',
    label: 'Consigner number',
    aliases: [
      'consignerid',
      'consignorid',
      'consignornumber',
      'account',
      'accountnumber',
      'accountno',
      'consignor',
    ],
  },
  { key: 'sku', label: 'Product SKU', aliases: ['sku', 'stylecode', 'style', 'productsku', 'mpn'] },
  {
    key: 'title',
    label: 'Product title',
    aliases: ['title', 'producttitle', 'name', 'productname', 'description', 'itemname'],
  },
  { key: 'size', label: 'Size', aliases: ['size', 'option1', 'option1value', 'shoesize'] },
  // A colour or a condition goes to the template option of that name, never to whichever option is second.
  { key: 'option2', label: 'Second option', aliases: ['option2', 'option2value'] },
  { key: 'option3', label: 'Third option', aliases: ['option3', 'option3value'] },
  { key: 'condition', label: 'Condition', aliases: ['condition', 'itemcondition'] },
  { key: 'color', label: 'Colour', aliases: ['color', 'colour', 'colorway'] },
  {
    key: 'price',
    label: 'Price',
    required: true,
    aliases: ['price', 'tagprice', 'retailprice', 'listprice', 'sellprice'],
  },
  { key: 'cost', label: 'Cost', aliases: ['cost', 'costper', 'unitcost'] },
  {
    key: 'payout',
    label: 'Payout',
    aliases: ['payout', 'payoutamount', 'consignorpayout', 'consignorshare', 'net'],
  },
  {
    key: 'split',
    label: "Consigner's split %",
    aliases: ['split', 'consignorsplit', 'consignersplit', 'consignorsplitpercent'],
  },
  { key: 'quantity', label: 'Quantity', aliases: ['quantity', 'qty', 'quantityonhand', 'onhand'] },
  { key: 'location', label: 'Location', aliases: ['location', 'store', 'storelocation', 'shelf'] },
  { key: 'subLocation', label: 'Sublocation', aliases: ['sublocation', 'bin', 'rack', 'section'] },
  { key: 'status', label: 'Status', aliases: ['status', 'itemstatus'] },
  {
    key: 'acceptedOn',
    label: 'Accepted date',
    aliases: [
      'accepteddate',
      'accepted',
      'acceptedon',
      'processdate',
      'dateaccepted',
      'created',
      'datecreated',
      'intakedate',
      'entrydate',
    ],
  },
  {
    key: 'code',
    label: 'Item code or barcode',
    aliases: ['code', 'itemcode', 'barcode', 'itemnumber', 'item', 'tag', 'tagnumber', 'upc', 'userfield1'],
  },
] as const satisfies readonly ImportField[];

export type ConsignerImportField = (typeof CONSIGNER_IMPORT_FIELDS)[number]['key'];
export type ItemImportField = (typeof ITEM_IMPORT_FIELDS)[number]['key'];

export const importFieldsOf = (kind: ImportKind): readonly ImportField[] =>
  kind === 'consigners' ? CONSIGNER_IMPORT_FIELDS : ITEM_IMPORT_FIELDS;

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Known exports, told apart by headers only they use. The column names come from the vendors' help pages where
 * they show them (docs/decisions.md says which could not be confirmed); their other columns map by the aliases.
 */
const KNOWN_EXPORTS: readonly { name: string; headers: readonly string[] }[] = [
  { name: 'ConsignCloud', headers: ['costper', 'inventorytype', 'split'] },
  { name: 'SimpleConsign', headers: ['account', 'processdate', 'userfield1'] },
  { name: 'Ricochet', headers: ['consignorid', 'upc', 'splitpercentage'] },
];

/**
 * What a known export's columns mean where it differs from the general aliases (items only): ConsignCloud's SKU
 * is its own tag number for the one item (the item's code), not a product's style code.
 */
const SOURCE_ITEM_ALIASES: Record<string, Partial<Record<ItemImportField, readonly string[]>>> = {
  ConsignCloud: { code: ['sku', 'tagnumber', 'barcode'], sku: ['stylecode', 'style', 'mpn'] },
};

/** The system a file was exported from, when two or more of its telltale headers are there. */
export function detectSource(headers: readonly string[]): string | null {
  const keys = new Set(headers.map(headerKey));
  const found = KNOWN_EXPORTS.find((k) => k.headers.filter((h) => keys.has(h)).length >= 2);
  return found?.name ?? null;
}

/**
 * Field → column header: each field takes the first header among its aliases (a known export's own meanings
 * first), each header used once.
 */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  const byKey = new Map<string, string>();
  for (const h of headers) if (!byKey.has(headerKey(h))) byKey.set(headerKey(h), h);
  const source = kind === 'items' ? detectSource(headers) : null;
  const own = (source && SOURCE_ITEM_ALIASES[source]) || {};
  const fields = importFieldsOf(kind);
  // Fields a known export names its own way choose first, so a general alias cannot take their column.
  const ordered = [...fields.filter((f) => f.key in own), ...fields.filter((f) => !(f.key in own))];
  for (const field of ordered) {
    const specific = own[field.key as ItemImportField];
    const aliases = specific ?? [headerKey(field.key), headerKey(field.label), ...field.aliases];
    for (const alias of aliases) {
      const header = byKey.get(alias);
      if (header !== undefined && !used.has(header)) {
        mapping[field.key] = header;
        used.add(header);
        break;
      }
    }
  }
  return mapping;
}

/** The file's columns no field reads, in the file's order: what the import leaves out. */
export function ignoredColumns(columns: readonly string[], mapping: Record<string, string>): string[] {
  const read = new Set(Object.values(mapping));
  return columns.filter((c) => c.trim() !== '' && !read.has(c));
}

const header = cleanString({ max: LIMITS.text });

/** A mapping as sent: field key → the column header it reads (unmapped fields are left out). */
export function makeMappingSchema(kind: ImportKind) {
  const keys = importFieldsOf(kind).map((f) => f.key) as [string, ...string[]];
  return z.partialRecord(z.enum(keys), header.min(1, 'Choose a column'));
}
export const importMappingSchema = z.record(z.string().max(40), header);

export const saveMappingSchema = z.strictObject({
  name: cleanString({ max: LIMITS.name }).min(1, fieldRequired('Name')),
  mapping: importMappingSchema,
});

export const runImportSchema = z.strictObject({
  mapping: importMappingSchema,
  mode: z.enum(IMPORT_MODES, { error: 'Choose all-or-nothing or row-by-row' }).default('allOrNothing'),
  /** Products the file names but the catalogue lacks are created from this template. */
  createProductsTemplateId: rowId('Product template not found.').nullish(),
  /** Mail the imported consigners an invitation (in batches, through the outbox). */
  inviteConsigners: z.boolean().default(false),
});
export type RunImport = z.infer<typeof runImportSchema>;

// ---- Checks of one row (text cells, as read) -------------------------------------------------------------

const AMOUNT_RE = /^-?\d+(?:\.\d+)?$/;

/** "$1,234.50" → 1234.5; null for blank; NaN for anything that is not an amount. */
export function parseAmount(text: string | undefined): number | null {
  const t = (text ?? '').trim().replace(/[$€£,\s]/g, '');
  if (t === '') return null;
  return AMOUNT_RE.test(t) ? Number(t) : Number.NaN;
}

/** An amount column within 0..MAX_AMOUNT; an issue in words otherwise. */
export const amountCell = (label: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const n = parseAmount(v);
      if (n !== null && !(n >= 0 && n <= MAX_AMOUNT)) {
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.amountOutOfRange(label) });
        return z.NEVER;
      }
      return n;
    });

const priceCell = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const n = parseAmount(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: fieldRequired('Price') });
      return z.NEVER;
    }
    if (!(n > 0 && n <= MAX_AMOUNT)) {
      ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.priceOutOfRange });
      return z.NEVER;
    }
    return n;
  });

/** Dates as ISO (2024-03-31), US (03/31/2024) or a spreadsheet's date; null for blank. */
export function parseImportDate(text: string | undefined): Date | null | 'invalid' {
  const t = (text ?? '').trim();
  if (t === '') return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : t;
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return 'invalid';
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1990 ? 'invalid' : date;
}

const text = (max: number = LIMITS.text) => optionalText({ max });

export const consignerImportRow = z.object({
  firstName: text(LIMITS.personName),
  lastName: text(LIMITS.personName),
  name: text(LIMITS.personName * 2),
  email: emailText(fieldRequired('Email')),
  phone: text(LIMITS.phone),
  address: text(LIMITS.address),
  city: text(),
  state: text(),
  postalCode: text(LIMITS.phone),
  payoutType: text().refine(
    (v) => v === null || PAYOUT_TYPES.some((t) => t.toLowerCase() === v.toLowerCase()),
    IMPORT_MESSAGES.unknownPayoutType,
  ),
  payoutData: text(LIMITS.email),
  accountType: text(LIMITS.name),
  openingBalance: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const n = parseAmount(v);
      if (n === null) return null;
      if (Number.isNaN(n) || Math.abs(n) > MAX_AMOUNT) {
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.amountOutOfRange('Opening balance') });
        return z.NEVER;
      }
      if (n > 0) ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.positiveBalance });
      return n;
    }),
});
export type ConsignerImportRow = z.output<typeof consignerImportRow>;

/** "60", "60%" or "0.6" → 0.6 (the consigner's share of the price); null for blank. */
export function parseSplit(text: string | undefined): number | null | 'invalid' {
  const t = (text ?? '').trim().replace(/\s*%$/, '');
  if (t === '') return null;
  if (!/^\d+(?:\.\d+)?$/.test(t)) return 'invalid';
  const n = Number(t);
  // A bare fraction (0.6) is a share; anything above 1 is a percentage.
  const share = n <= 1 && !/%$/.test((text ?? '').trim()) ? n : n / 100;
  return share >= 0 && share <= 1 ? share : 'invalid';
}

const splitCell = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const share = parseSplit(v);
    if (share === 'invalid') {
      ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.badSplit });
      return z.NEVER;
    }
    return share;
  });

/** One row is one item: blank or 1; 0 (sold or gone in the old system) and more than one are refused in words. */
const quantityCell = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const t = (v ?? '').trim();
    if (t === '') return 1;
    const n = Number(t);
    if (n === 0) {
      ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.noneInStock });
      return z.NEVER;
    }
    if (n !== 1) {
      ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.badQuantity });
      return z.NEVER;
    }
    return n;
  });

export const itemImportRow = z.object({
  consignerEmail: text(LIMITS.email),
  consignerCode: text(),
  sku: text(),
  title: text(),
  size: text(),
  option2: text(),
  option3: text(),
  condition: text(),
  color: text(),
  price: priceCell,
  cost: amountCell('Cost'),
  payout: amountCell('Payout'),
  split: splitCell,
  quantity: quantityCell,
  location: text(LIMITS.name),
  subLocation: text(LIMITS.name),
  status: text()
    .transform((v) => (v === null ? 'Active' : v.charAt(0).toUpperCase() + v.slice(1).toLowerCase()))
    .refine((v) => v === 'Active' || v === 'Pending', IMPORT_MESSAGES.badStatus),
  acceptedOn: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const d = parseImportDate(v);
      if (d === 'invalid') {
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.badDate });
        return z.NEVER;
      }
      return d;
    }),
  code: text(),
});
export type ItemImportRow = z.output<typeof itemImportRow>;

export const importRowSchemaOf = (kind: ImportKind) =>
  kind === 'consigners' ? consignerImportRow : itemImportRow;
