/**
 * The checks of one row, in words, before anything is written (the dry run and the import run the same ones):
 * the domain's row schemas, then what only the store's data can tell (unknown consigner, product, size,
 * location; an e-mail already taken).
 */
import { hash } from 'node:crypto';
import { toPayoutType } from '@backroom/domain/constants';
import { fieldRequired } from '@backroom/domain/messages';
import { IMPORT_MESSAGES } from '@backroom/domain/messages/imports';
import { toMinor } from '@backroom/domain/money';
import {
  type ConsignerImportRow,
  consignerImportRow,
  type ImportKind,
  type ItemImportRow,
  importFieldsOf,
  itemImportRow,
} from '@backroom/domain/schemas/imports';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { type PayoutColumns, payoutColumns } from '../consigners';
import type { ImportConsigner, ImportContext, ImportProduct, ImportTemplate } from './context';
import { lower } from './context';

export interface RowProblem {
  field: string | null;
  value: string | null;
  message: string;
}

export type Checked<P> =
  | { ok: true; plan: P }
  | { ok: false; problems: RowProblem[]; unknownProduct?: { sku: string; title: string } };

/**
 * A row's values: field key → its text in the column mapped to it. The mapped columns are looked up once, for a
 * pass over every row of a file.
 */
export function valuesPicker(columns: readonly string[], mapping: Record<string, string>) {
  const picks = Object.entries(mapping)
    .map(([field, header]) => [field, columns.indexOf(header)] as const)
    .filter(([, index]) => index >= 0);
  return (cells: readonly string[]): Record<string, string> => {
    const values: Record<string, string> = {};
    for (const [field, index] of picks) values[field] = (cells[index] ?? '').trim();
    return values;
  };
}

/** A stable key of a row: its kind and mapped values, and which of the file's equal rows it is. */
export function rowKey(kind: ImportKind, values: Record<string, string>, occurrence: number): string {
  const text = importFieldsOf(kind)
    .map((f) => (values[f.key] ?? '').toLowerCase())
    .join('\u0001');
  // One-shot hash: no Hash object per row (same digest as createHash().update().digest()).
  return `${hash('sha256', `${kind}\u0002${text}`, 'base64url')}.${occurrence}`;
}

const labelOf = (kind: ImportKind, key: string | undefined) =>
  importFieldsOf(kind).find((f) => f.key === key)?.label ?? null;

function schemaProblems(kind: ImportKind, values: Record<string, string>, error: z.ZodError): RowProblem[] {
  return error.issues.map((issue) => {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    return { field: labelOf(kind, key), value: key ? (values[key] ?? null) : null, message: issue.message };
  });
}

export interface ConsignerPlan {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  consignerTypeId: number | null;
  payout: PayoutColumns | null;
  balanceOwed: number;
}

export interface CheckConsignerRowOptions {
  ctx: ImportContext;
  values: Record<string, string>;
  emailsInFile: Map<string, number>;
  rowNo: number;
}

export function checkConsignerRow({
  ctx,
  values,
  emailsInFile,
  rowNo,
}: CheckConsignerRowOptions): Checked<ConsignerPlan> {
  const parsed = consignerImportRow.safeParse(values);
  if (!parsed.success) return { ok: false, problems: schemaProblems('consigners', values, parsed.error) };
  const row: ConsignerImportRow = parsed.data;
  const problems: RowProblem[] = [];
  const email = row.email.toLowerCase();
  const [first, ...rest] = (row.name ?? '').split(/\s+/);
  const firstName = row.firstName ?? (first || null);
  const lastName = row.lastName ?? (row.firstName ? '' : rest.join(' '));
  if (!firstName) problems.push({ field: 'First name', value: null, message: fieldRequired('First name') });
  const earlier = emailsInFile.get(email);
  if (earlier !== undefined) {
    problems.push({ field: 'Email', value: email, message: `Duplicate e-mail: row ${earlier} has it too` });
  } else {
    emailsInFile.set(email, rowNo);
    if (ctx.consignersByEmail.has(email)) {
      problems.push({ field: 'Email', value: email, message: 'A consigner with this e-mail already exists' });
    }
  }
  let consignerTypeId = ctx.defaultTypeId;
  if (row.accountType) {
    const id = ctx.typeIds.get(lower(row.accountType));
    if (id === undefined) {
      problems.push({
        field: 'Consigner type',
        value: row.accountType,
        message: `No consigner type called ${row.accountType}; add it under Fees or fix the value`,
      });
    } else consignerTypeId = id;
  }
  let payout: PayoutColumns | null = null;
  if (row.payoutType) {
    const type = toPayoutType(row.payoutType)!;
    payout = payoutColumns({
      payoutType: type,
      payoutData: type === 'Bank' ? null : (row.payoutData ?? email),
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  const address = [row.address, row.city, [row.state, row.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    ok: true,
    plan: {
      email,
      firstName: firstName!,
      lastName,
      phone: row.phone ?? '',
      address,
      consignerTypeId,
      payout,
      balanceOwed: row.openingBalance === null ? 0 : toMinor(-row.openingBalance, ctx.store.currency),
    },
  };
}

export interface ItemPlan {
  consigner: ImportConsigner;
  /** The catalogue product, or the product to create from the chosen template. */
  product: ImportProduct | { create: { sku: string; title: string }; template: ImportTemplate };
  options: [string | null, string | null, string | null];
  price: number;
  cost: number;
  payout: number | null;
  location: string | null;
  subLocation: string | null;
  status: 'Active' | 'Pending';
  acceptedOn: Date | null;
  code: string | null;
  notes: string | null;
}

/** A value of the template's option `index`, spelled as the template spells it; a problem when it has none such. */
function optionValue(
  template: ImportTemplate | null,
  index: number,
  value: string | null,
  problems: RowProblem[],
) {
  if (value === null || !template) return value;
  const allowed = template.values[index] ?? [];
  if (allowed.length === 0) return value;
  const found = allowed.find((v) => lower(v) === lower(value));
  if (found !== undefined) return found;
  const option = template.options[index] ?? 'Option';
  problems.push({
    field: index === 0 ? 'Size' : option,
    value,
    message: `${option} ${value} is not a ${option.toLowerCase()} of the template ${template.title}`,
  });
  return value;
}

function place<T>(read: () => T, field: string, value: string | null, problems: RowProblem[]): T | null {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    problems.push({ field, value, message: err.message });
    return null;
  }
}

export function checkItemRow(ctx: ImportContext, values: Record<string, string>): Checked<ItemPlan> {
  const parsed = itemImportRow.safeParse(values);
  if (!parsed.success) return { ok: false, problems: schemaProblems('items', values, parsed.error) };
  const row: ItemImportRow = parsed.data;
  const problems: RowProblem[] = [];
  const consigner = row.consignerEmail
    ? ctx.consignersByEmail.get(lower(row.consignerEmail))
    : row.consignerCode && /^\d{1,9}$/.test(row.consignerCode)
      ? ctx.consignersById.get(Number(row.consignerCode))
      : undefined;
  if (!row.consignerEmail && !row.consignerCode) {
    problems.push({ field: 'Consigner e-mail', value: null, message: IMPORT_MESSAGES.noConsigner });
  } else if (!consigner) {
    const value = row.consignerEmail ?? row.consignerCode;
    problems.push({
      field: row.consignerEmail ? 'Consigner e-mail' : 'Consigner number',
      value,
      message: `No consigner ${value} in this store; import or add the consigner first`,
    });
  }
  let product: ItemPlan['product'] | undefined =
    (row.sku ? ctx.productsBySku.get(lower(row.sku)) : undefined) ??
    (row.title ? ctx.productsByTitle.get(lower(row.title)) : undefined);
  let unknownProduct: { sku: string; title: string } | undefined;
  if (!product) {
    if (!row.sku && !row.title) {
      problems.push({ field: 'Product title', value: null, message: IMPORT_MESSAGES.noProduct });
    } else if (ctx.createTemplate) {
      const create = { sku: row.sku ?? '', title: row.title ?? row.sku! };
      product = { create, template: ctx.createTemplate };
    } else {
      unknownProduct = { sku: row.sku ?? '', title: row.title ?? '' };
      problems.push({
        field: row.sku ? 'Product SKU' : 'Product title',
        value: row.sku ?? row.title,
        message: 'Unknown product: choose a template to create it, or fix the SKU or title',
      });
    }
  }
  const template = !product
    ? null
    : 'create' in product
      ? product.template
      : product.productTemplateId === null
        ? null
        : (ctx.templates.get(product.productTemplateId) ?? null);
  const options: ItemPlan['options'] = [
    optionValue(template, 0, row.size, problems),
    optionValue(template, 1, row.option2, problems),
    optionValue(template, 2, row.option3, problems),
  ];
  if (template && options[0] === null && (template.values[0]?.length ?? 0) > 0) {
    problems.push({ field: 'Size', value: null, message: fieldRequired(template.options[0] ?? 'Size') });
  }
  // A condition or colour fills the template option of that name; without one it is kept in the notes.
  const notes: string[] = [];
  for (const [value, named, label] of [
    [row.condition, /condition/i, 'Condition'],
    [row.color, /colou?r/i, 'Colour'],
  ] as const) {
    if (!value) continue;
    const slot = template ? template.options.findIndex((o) => o !== null && named.test(o)) : -1;
    if (slot >= 0 && options[slot] === null) options[slot] = optionValue(template, slot, value, problems);
    else notes.push(`${label}: ${value}`);
  }
  const location = place(() => ctx.places.locationName(row.location), 'Location', row.location, problems);
  const subLocation = place(
    () => ctx.places.subLocationName(location, row.subLocation),
    'Sublocation',
    row.subLocation,
    problems,
  );
  if (row.status === 'Active' && !location && !row.location) {
    problems.push({ field: 'Location', value: null, message: 'Location is required for Active items' });
  }
  const currency = ctx.store.currency;
  const price = toMinor(row.price, currency);
  // The old system's split (the consigner's share) gives the payout when the file has no payout amount.
  const payout =
    row.payout !== null
      ? toMinor(row.payout, currency)
      : row.split !== null
        ? Math.round(price * row.split)
        : null;
  if (payout !== null && payout > price) {
    problems.push({
      field: 'Payout',
      value: values.payout ?? null,
      message: 'Payout is more than the price',
    });
  }
  if (problems.length > 0 || !consigner || !product) return { ok: false, problems, unknownProduct };
  return {
    ok: true,
    plan: {
      consigner,
      product,
      options,
      price,
      cost: row.cost === null ? 0 : toMinor(row.cost, currency),
      payout,
      location,
      subLocation,
      status: row.status as 'Active' | 'Pending',
      acceptedOn: row.acceptedOn,
      code: row.code,
      notes: notes.length > 0 ? notes.join('; ') : null,
    },
  };
}
