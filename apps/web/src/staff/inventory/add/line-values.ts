import { type ItemServices, makeAddInventoryLineSchema } from '@backroom/domain/schemas/inventory';
import type { ProductTemplate } from '@web/staff/common/api/types';
import type { AddInventoryLine } from '../api/add-inventories';

/** The product the Add Inventory modal adds to. */
export interface AddInventoryProduct {
  id: number;
  title: string;
  productTemplateId?: number | null;
  category?: string | null;
  image?: string | null;
  sku?: string | null;
}

/** One line of the form as typed. */
export type LineValues = Pick<
  AddInventoryLine,
  'option1Value' | 'option2Value' | 'option3Value' | 'location' | 'subLocation' | 'services'
> & { [K in 'price' | 'quantity' | 'cost']?: number | null };

export interface AddFormValues {
  consigner?: number;
  lines: LineValues[];
}

export const emptyLine = (location?: string | null): LineValues => ({
  quantity: 1,
  location: location ?? null,
});

/** The first problem of a line in the spec's words, or null (the domain's add-inventory line schema). */
export function lineProblem(
  template: ProductTemplate | undefined,
  line: LineValues,
  consigner: number | undefined,
  category: string | null,
): string | null {
  if (!template) return null;
  const result = makeAddInventoryLineSchema(template, { staff: true }).safeParse(
    lineBody(line, consigner ?? null, category),
  );
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A line as POST /api/inventories takes it. */
export function lineBody(line: LineValues, consigner: number | null, category: string | null) {
  return {
    option1Value: line.option1Value ?? null,
    option2Value: line.option2Value ?? null,
    option3Value: line.option3Value ?? null,
    price: line.price ?? Number.NaN,
    quantity: line.quantity ?? 1,
    ...(line.cost !== undefined && line.cost !== null ? { cost: line.cost } : {}),
    location: line.location ?? null,
    ...(line.services?.cleaning || line.services?.box ? { services: cleanServices(line.services) } : {}),
    subLocation: line.subLocation ?? null,
    consigner,
    category,
  };
}

export function toAddLine(line: LineValues, consigner: number, category: string | null): AddInventoryLine {
  const body = lineBody(line, consigner, category);
  return { ...body, consigner, price: Number(body.price) };
}

/** Checkbox values as the API takes them (antd leaves unchecked boxes undefined). */
export function cleanServices(services: ItemServices | undefined): ItemServices {
  return { cleaning: Boolean(services?.cleaning), box: Boolean(services?.box) };
}
