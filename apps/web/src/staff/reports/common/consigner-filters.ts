/** The consigner report's filter choices (spec 1 §7 status, category, location), from the inventory filter options. */
import { statusLabelOf } from '@backroom/domain/statuses';

export interface Choice {
  value: string;
  label: string;
}

export interface ConsignerFilterChoices {
  statuses: Choice[];
  categories: Choice[];
  locations: Choice[];
}

/** The part of GET /api/inventories/filterOptions the report reads (categories come from the templates). */
export interface ReportFilterOptions {
  statuses: string[];
  locations: { id?: number; name: string; label?: string }[];
  categories?: string[];
}

const distinct = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/**
 * Statuses and locations from GET /api/inventories/filterOptions; categories from it when it names any, else
 * from the product templates (as the inventory list does). A location is sent by id, so two of a name stay apart.
 */
export function consignerFilterChoices(
  options: ReportFilterOptions | undefined,
  templateCategories: string[] = [],
): ConsignerFilterChoices {
  const categories = distinct(options?.categories?.length ? options.categories : templateCategories);
  return {
    statuses: distinct(options?.statuses ?? []).map((s) => ({ value: s, label: statusLabelOf(s) })),
    categories: categories.sort((a, b) => a.localeCompare(b)).map((c) => ({ value: c, label: c })),
    locations: (options?.locations ?? [])
      .filter((l) => (l.label || l.name).trim() !== '')
      .map((l) => ({ value: l.id === undefined ? l.name : String(l.id), label: l.label || l.name })),
  };
}
