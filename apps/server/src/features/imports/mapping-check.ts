/** A mapping as sent, checked against the kind's fields and the file's columns; 400 in words otherwise. */
import { type ImportKind, importFieldsOf, makeMappingSchema } from '@backroom/domain/schemas/imports';
import { badInput } from '../../http/errors';
import { parseOrThrow } from '../../http/validation';

/** At least one of each group must be mapped. */
const NEEDED: Record<ImportKind, string[][]> = {
  consigners: [['email'], ['firstName', 'name']],
  items: [['price'], ['consignerEmail', 'consignerCode'], ['sku', 'title']],
};

export function checkMapping(
  kind: ImportKind,
  columns: readonly string[],
  mapping: Record<string, string>,
): Record<string, string> {
  const parsed = parseOrThrow(makeMappingSchema(kind), mapping) as Record<string, string>;
  const fields = importFieldsOf(kind);
  for (const [key, header] of Object.entries(parsed)) {
    if (!columns.includes(header)) {
      const label = fields.find((f) => f.key === key)?.label ?? key;
      throw badInput(`${label}: the file has no column called ${header}`);
    }
  }
  for (const group of NEEDED[kind]) {
    if (!group.some((k) => parsed[k])) {
      const labels = group.map((k) => fields.find((f) => f.key === k)!.label);
      throw badInput(`Map a column to ${labels.join(' or ')}`);
    }
  }
  return parsed;
}
