/** Answers of the counter scans (spec 2 §7): the intake wizard's scans and Save, and location reconciliation. */
import { z } from 'zod';
import { PAYMENT_TYPES, SCAN_STATUS_NEW } from '../constants';
import { messages } from '../messages';
import { cleanString, coercedRowId, MAX_ROW_ID, rowId } from '../schemas/common';
import { timestamp } from './common';
import { inventoryItem } from './inventory';
import { placeValue } from './inventory-requests';

/** The scanned product and its template's options (the wizard offers the sizes). */
export const scanProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  brand: z.string(),
  category: z.string(),
  productTemplateId: z.number().int().nullable(),
  productTemplate: z
    .object({
      id: z.number().int(),
      title: z.string(),
      option1: z.string(),
      option2: z.string().nullable(),
      option3: z.string().nullable(),
      option1Values: z.array(z.string()),
      option2Values: z.array(z.string()),
      option3Values: z.array(z.string()),
    })
    .nullable(),
});
export type ScanProduct = z.output<typeof scanProduct>;

/** POST /api/inventories/scan: what the scanned value (GTIN or item code) means for the consigner. */
export const scanAnswer = z.object({
  match: z.enum(['none', 'gtin', 'code']),
  scanGTINProduct: scanProduct.nullable(),
  /** The consigner's Requested / Pending items of the scanned product and size, not yet scanned. */
  scanGTINInventories: z.array(inventoryItem),
  gtinSize: z.string().nullable(),
  /** How many of those the wizard holds already. */
  alreadyScanned: z.number().int(),
});
export type ScanAnswer = z.output<typeof scanAnswer>;

/** POST /api/inventories/scan/attachGtin: the barcode now names this product's size. */
export const gtinAttached = z.object({
  gtin: z.string(),
  size: z.string(),
  productId: z.number().int(),
  productTemplateId: z.number().int(),
});
export type GtinAttached = z.output<typeof gtinAttached>;

/** POST /api/inventories/scan/save: the items accepted. */
export const intakeSaved = z.object({ ids: z.array(z.number().int()), message: z.string() });
export type IntakeSaved = z.output<typeof intakeSaved>;

/** A result row of a reconciliation scan (slim: a location can hold thousands). */
export const scanItem = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  location: z.string().nullable(),
  subLocation: z.string().nullable(),
  price: z.number(),
  /** The consigner's name. */
  consigner: z.string(),
});
export type ScanItem = z.output<typeof scanItem>;

export const scanSummary = z.object({
  id: z.number().int(),
  createdAt: timestamp,
  status: z.string(),
  locationId: z.number().int(),
  location: z.string().nullable(),
  scannedCount: z.number().int(),
  missingCount: z.number().int(),
  overScannedCount: z.number().int(),
  expectedCount: z.number().int(),
});
export type ScanSummary = z.output<typeof scanSummary>;

/** GET /api/scans: the location's scans, newest first. */
export const scanList = z.object({ scans: z.array(scanSummary) });
export type ScanList = z.output<typeof scanList>;

/** GET /api/scans/{id} and POST /api/scans: Missing (`inventories`), what was scanned, Over Scanned. */
export const scanDetail = z.object({
  scan: scanSummary,
  inventories: z.array(scanItem),
  scannedInventories: z.array(scanItem),
  overScanned: z.array(scanItem),
});
export type ScanDetail = z.output<typeof scanDetail>;

export const scanBody = z.strictObject({
  consigner: z.coerce
    .number({ error: messages.selectConsigner })
    .int({ error: messages.selectConsigner })
    .positive({ error: messages.selectConsigner })
    .max(MAX_ROW_ID, messages.selectConsigner),
  location: z.union([cleanString({ max: 200 }).min(1, messages.selectLocation), rowId()], {
    error: messages.selectLocation,
  }),
  gtin: z.string({ error: 'Scan a barcode' }).trim().min(1, 'Scan a barcode').max(200),
  /** Ids the wizard already holds: they are not offered again, and their code answers "Item already scanned". */
  scanned: z.array(rowId()).max(500).default([]),
});

export const scanListQuery = z.object({
  location: placeValue,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const scanIdParams = z.object({ id: coercedRowId() });

export const intakeBody = z.strictObject({
  consigner: z.coerce
    .number({ error: messages.selectConsigner })
    .int({ error: messages.selectConsigner })
    .positive({ error: messages.selectConsigner })
    .max(MAX_ROW_ID, messages.selectConsigner),
  location: z.union([z.string().trim().min(1, messages.selectLocation), rowId()], {
    error: messages.selectLocation,
  }),
  subLocation: placeValue,
  paymentType: z.enum(PAYMENT_TYPES).nullish(),
  ids: z.array(rowId()).max(500),
});

/** A row id, refused with the given message. */
const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ROW_ID, { error: message });

export const attachGtinBody = z.strictObject({
  gtin: cleanString({ max: 64 }, 'GTIN is required').min(1, 'GTIN is required'),
  productId: id(messages.selectProduct),
  productTemplateId: id(messages.selectProductTemplate),
  size: cleanString({}, messages.selectAnOption).min(1, messages.selectAnOption),
});

/** The most items one scan session checks. */
export const MAX_SCANNED = 20_000;

export const createScanBody = z.strictObject({
  status: z.literal(SCAN_STATUS_NEW).default(SCAN_STATUS_NEW),
  inventories: z
    .array(z.union([rowId(), z.object({ id: rowId() }).transform((v) => v.id)]))
    .min(1, 'Scan at least one item before you run the check.')
    .max(MAX_SCANNED),
  location: placeValue.refine((v) => v !== null && v !== undefined && v !== '', 'Please select a location'),
});
