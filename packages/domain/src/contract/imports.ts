/** Answers of the import calls (issue 17 §1). */
import { z } from 'zod';
import { IMPORT_KINDS, importMappingSchema, runImportSchema } from '../schemas/imports';
import { timestamp } from './common';

const mapping = z.record(z.string(), z.string());

export const importFileAnswer = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  columns: z.array(z.string()),
  /** The first rows of the file, as text, in the order of `columns`. */
  sampleRows: z.array(z.array(z.string())),
  suggestedMapping: mapping,
  /** The columns the suggested mapping leaves out (the preview names them). */
  ignoredColumns: z.array(z.string()),
  /** ConsignCloud, SimpleConsign or Ricochet when the headers tell; null otherwise. */
  detectedSource: z.string().nullable(),
  createdAt: timestamp,
});
export type ImportFileAnswer = z.output<typeof importFileAnswer>;

export const importProblem = z.object({
  /** The row's number in the spreadsheet (the header is row 1). */
  row: z.number().int(),
  field: z.string().nullable(),
  value: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.output<typeof importProblem>;

export const dryRunAnswer = z.object({
  rows: z.number().int(),
  /** Rows that would be written. */
  ready: z.number().int(),
  /** Rows an earlier import of this store already wrote; they are left alone. */
  alreadyImported: z.number().int(),
  problemRows: z.number().int(),
  problemCount: z.number().int(),
  /** The first problems, in row order. */
  problems: z.array(importProblem),
  /** Products the file names that the catalogue lacks: created from a template when staff choose one. */
  unknownProducts: z.array(z.object({ sku: z.string(), title: z.string(), rows: z.number().int() })),
  /** The file's columns this mapping does not read: the import leaves them out. */
  ignoredColumns: z.array(z.string()),
});
export type DryRunAnswer = z.output<typeof dryRunAnswer>;

export const runImportAnswer = z.object({ message: z.string(), jobId: z.number().int() });

export const importResult = z.object({
  mode: z.string(),
  rows: z.number().int(),
  created: z.number().int(),
  alreadyImported: z.number().int(),
  failed: z.number().int(),
  invited: z.number().int(),
  /** Row-by-row imports with failed rows: GET .../errors downloads them with a reason column. */
  hasErrorFile: z.boolean(),
  /** All-or-nothing imports that wrote nothing: why, in words. */
  refusal: z.string().nullable(),
});
export type ImportResult = z.output<typeof importResult>;

export const savedMapping = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  name: z.string(),
  mapping,
  updatedAt: timestamp,
});
export type SavedMapping = z.output<typeof savedMapping>;
export const savedMappingList = z.object({ mappings: z.array(savedMapping) });

export const importFileParams = z.object({ id: z.uuid('Import file not found.') });

export const importDryRunBody = z.strictObject({
  mapping: importMappingSchema,
  createProductsTemplateId: runImportSchema.shape.createProductsTemplateId,
});

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { runImportSchema, saveMappingSchema } from '../schemas/imports';
