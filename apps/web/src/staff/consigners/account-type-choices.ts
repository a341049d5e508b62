import type { ConsignerType } from '@web/staff/common/api/types';

/** Whether a consigner-type row applies to every item (no category, categories or option values). */
function isGeneric(row: ConsignerType): boolean {
  return (
    !row.category && !row.categories?.length && !row.option1Value && !row.option2Value && !row.option3Value
  );
}

/**
 * The account types a consigner can be given: one choice per type name (rows sharing an accountType are one
 * type, domain.md §2), each the row a consigner of that type points at: its generic row, else its first row
 * (as the server's `representativeRow`). Listing every row would offer a type once per category rule.
 */
export function accountTypeChoices(rows: readonly ConsignerType[]): ConsignerType[] {
  const byName = new Map<string, ConsignerType[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const list = byName.get(row.accountType) ?? [];
    list.push(row);
    byName.set(row.accountType, list);
  }
  return [...byName.values()].map((list) => list.find(isGeneric) ?? list[0]!);
}
