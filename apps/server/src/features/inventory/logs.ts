/**
 * GET /api/inventoryLogs/{id}: the item's timeline (who, when, field, before → after). Money is shown in major
 * units and consigner ids as the consigner's name, resolved when read (names may change).
 */
import { INVENTORY_LOG_MONEY_FIELDS } from '@backroom/domain/contract/inventory';
import { fromMinor } from '@backroom/domain/money';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { consigners, inventoryLogs } from '../../db/schema';

export async function itemLogs(db: DbOrTx, store: { id: number; currency: string }, inventoryId: number) {
  const rows = await db
    .select()
    .from(inventoryLogs)
    .where(storeScoped(inventoryLogs, store.id, eq(inventoryLogs.inventoryId, inventoryId)))
    .orderBy(desc(inventoryLogs.createdAt), desc(inventoryLogs.id));
  const consignerIds = new Set<number>();
  for (const row of rows) {
    for (const f of row.modifiedFields) {
      if (f.variableChanged !== 'consignerId') continue;
      for (const v of [f.beforeValue, f.afterValue]) if (v != null) consignerIds.add(Number(v));
    }
  }
  const names = new Map<number, string>();
  if (consignerIds.size > 0) {
    const found = await db
      .select({ id: consigners.id, firstName: consigners.firstName, lastName: consigners.lastName })
      .from(consigners)
      .where(storeScoped(consigners, store.id, inArray(consigners.id, [...consignerIds])))
      .orderBy(asc(consigners.id));
    for (const c of found) names.set(c.id, `${c.firstName} ${c.lastName}`.trim());
  }
  const shown = (field: string, value: unknown): unknown => {
    if (value === null || value === undefined) return null;
    if (field === 'consignerId') return names.get(Number(value)) ?? `#${value}`;
    if (INVENTORY_LOG_MONEY_FIELDS.has(field) && typeof value === 'number')
      return fromMinor(value, store.currency);
    if (field === 'storeRequestPriceRange' && Array.isArray(value))
      return value.map((v) => (typeof v === 'number' ? fromMinor(v, store.currency) : v));
    return value;
  };
  return {
    inventoryLogs: rows.map((row) => ({
      id: row.id,
      action: row.action,
      updatedAt: row.createdAt,
      lastUpdatedBy: { name: row.actorName },
      modifiedFields: row.modifiedFields.map((f) => ({
        variableChanged: f.variableChanged,
        beforeValue: shown(f.variableChanged, f.beforeValue),
        afterValue: shown(f.variableChanged, f.afterValue),
      })),
    })),
  };
}
