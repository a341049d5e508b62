/**
 * Which consigner-type row prices an item (domain.md §2 step 1). Rows sharing one
 * accountType form a type; a row applies when every field it sets equals the item's.
 */
import type { Money } from './money';

export interface ConsignerTypeRow {
  id: number;
  accountType: string;
  /** Percent of the price, may carry decimals (12.5). */
  sellingFee: number;
  /** Minor units. */
  minFee: Money;
  /** Minor units. */
  flatFee: Money;
  isDefault: boolean;
  category?: string | null;
  /** A list of categories: the row applies to any of them. */
  categories?: readonly string[] | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
}

export interface ItemAttributes {
  category?: string | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
}

const OPTION_FIELDS = ['option1Value', 'option2Value', 'option3Value'] as const;

function norm(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** Number of fields the row sets, or -1 when one of them differs from the item's. */
export function ruleSpecificity(row: ConsignerTypeRow, item: ItemAttributes): number {
  let count = 0;
  const categories = [row.category, ...(row.categories ?? [])].map(norm).filter((c) => c !== '');
  if (categories.length > 0) {
    if (!categories.includes(norm(item.category))) return -1;
    count += 1;
  }
  for (const field of OPTION_FIELDS) {
    const wanted = norm(row[field]);
    if (wanted === '') continue;
    if (wanted !== norm(item[field])) return -1;
    count += 1;
  }
  return count;
}

/** The default type's name: the type of the lowest-id row flagged isDefault. */
export function defaultAccountType(rows: readonly ConsignerTypeRow[]): string | null {
  const defaults = rows.filter((r) => r.isDefault).sort((a, b) => a.id - b.id);
  return defaults[0]?.accountType ?? null;
}

/**
 * The applicable row of the consigner's type with the most set fields (ties: lowest id);
 * otherwise the default type's row that sets no field; otherwise null (no selling fee).
 */
export function resolveFeeRule(
  rows: readonly ConsignerTypeRow[],
  accountType: string | null | undefined,
  item: ItemAttributes,
): ConsignerTypeRow | null {
  let best: ConsignerTypeRow | null = null;
  let bestScore = -1;
  for (const row of rows) {
    if (accountType == null || row.accountType !== accountType) continue;
    const score = ruleSpecificity(row, item);
    if (score > bestScore || (score === bestScore && best !== null && row.id < best.id)) {
      best = row;
      bestScore = score;
    }
  }
  if (best && bestScore >= 0) return best;
  const fallbackType = defaultAccountType(rows);
  const generic = rows
    .filter((r) => r.accountType === fallbackType && ruleSpecificity(r, {}) === 0)
    .sort((a, b) => a.id - b.id);
  return generic[0] ?? null;
}

/** Only one type may be the default: flags row `defaultId` and clears the flag everywhere else. */
export function withSingleDefault(rows: readonly ConsignerTypeRow[], defaultId: number): ConsignerTypeRow[] {
  return rows.map((r) => ({ ...r, isDefault: r.id === defaultId }));
}
